import { z } from "zod";

// Control characters (other than tab and line breaks) never belong in a form field; they are
// stripped before validation so that a pasted value cannot smuggle them into mail or the inbox.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to match them
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Trims and removes control characters; single-line values also lose their line breaks. */
export function cleanText(value: string, multiline = false): string {
  const cleaned = value.replace(controlCharacters, "");
  return (multiline ? cleaned.replace(/\r\n?/g, "\n") : cleaned.replace(/[\r\n\t]+/g, " ")).trim();
}

interface TextOptions {
  multiline?: boolean;
}

/** A required text: cleaned, at least one character, at most `max`. */
export function requiredText(max: number, message: string, { multiline = false }: TextOptions = {}) {
  return z
    .string({ error: message })
    .transform((value) => cleanText(value, multiline))
    .pipe(z.string().min(1, { error: message }).max(max, { error: `Must be at most ${max} characters` }));
}

/** An optional text: missing or empty both become "". */
export function optionalText(max: number, { multiline = false }: TextOptions = {}) {
  return z
    .string({ error: "Must be text" })
    .optional()
    .transform((value) => cleanText(value ?? "", multiline))
    .pipe(z.string().max(max, { error: `Must be at most ${max} characters` }));
}
