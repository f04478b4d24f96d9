import { z } from "zod";
import { cleanText } from "./limits";

interface TextOptions {
  multiline?: boolean;
}

/** A required text: cleaned, at least one character, at most `max`. */
export function requiredText(max: number, message: string, { multiline = false }: TextOptions = {}) {
  return z
    .string({ error: message })
    .transform((value) => cleanText(value, multiline))
    .pipe(
      z
        .string()
        .min(1, { error: message })
        .max(max, { error: `Must be at most ${max} characters` }),
    );
}

/** An optional text: missing or empty both become "". */
export function optionalText(max: number, { multiline = false }: TextOptions = {}) {
  return z
    .string({ error: "Must be text" })
    .optional()
    .transform((value) => cleanText(value ?? "", multiline))
    .pipe(z.string().max(max, { error: `Must be at most ${max} characters` }));
}
