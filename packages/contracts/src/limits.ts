// No zod here: the browser imports this file for the same limits and patterns the server checks.

/** Field length limits shared by the forms and the server. */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
  token: 4096,
} as const;

/** Deliberately loose: something@something.tld. Mail delivery is the real check. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A path on this site: one leading slash, never two ("//host" is another site to a browser, and
 * so is "/\\host"), no backslash or white space anywhere.
 */
export const sitePathPattern = /^\/(?![/\\])[^\\\s]*$/;

// Control characters (other than tab and line breaks) never belong in a form field; they are
// stripped before validation so that a pasted value cannot smuggle them into mail or the inbox.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to match them
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Trims and removes control characters; single-line values also lose their line breaks. */
export function cleanText(value: string, multiline = false): string {
  const cleaned = value.replace(controlCharacters, "");
  return (multiline ? cleaned.replace(/\r\n?/g, "\n") : cleaned.replace(/[\r\n\t]+/g, " ")).trim();
}
