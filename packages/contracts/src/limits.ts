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

/** How the contract reads one contact field: its length limit, its format, its line breaks. */
export interface ContactFieldRule {
  max: number;
  format?: "email" | "phone";
  multiline?: boolean;
}

/**
 * The contact fields' rules: the contract (./contact.ts) and the browser's form
 * (renderer/src/forms/validation.ts) both read this one table. Whether a field is required is the
 * contract's alone (`fieldsTheContractRequires`).
 */
export const contactFieldRules = {
  firstName: { max: fieldLimits.name },
  lastName: { max: fieldLimits.name },
  email: { max: fieldLimits.email, format: "email" },
  phone: { max: fieldLimits.phone, format: "phone" },
  subject: { max: fieldLimits.subject },
  message: { max: fieldLimits.message, multiline: true },
} as const satisfies Record<string, ContactFieldRule>;

export type ContactFieldName = keyof typeof contactFieldRules;

/**
 * One plain address, a dot-atom addr-spec (RFC 5322): no display name, no list, no quotes,
 * comments, brackets or spaces, so that a mail library or a mailto: link can only ever read one
 * mailbox from it (`a<b@example.com>` and `x,b@example.com` are two to a mail library).
 * Delivery is the real check of the rest.
 */
export const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * The mailbox a plain address reaches, for counting what is sent to it: lower case, without a
 * "+tag" (ana+1@example.com and Ana@example.com are one mailbox). Null for anything but one plain address.
 */
export function mailboxKey(address: string): string | null {
  if (!emailPattern.test(address)) return null;
  const at = address.lastIndexOf("@");
  const local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  return `${local}@${address.slice(at + 1)}`.toLowerCase();
}

/**
 * A path on this site: one leading slash, never two ("//host" is another site to a browser, and
 * so is "/\\host"), no backslash or white space anywhere.
 */
export const sitePathPattern = /^\/(?![/\\])[^\\\s]*$/;

// Control characters (other than tab and line breaks) never belong in a form field; they are
// stripped before validation so that a pasted value cannot smuggle them into mail or the inbox.
// C1 controls (U+0080-U+009F, NEL among them) go too, and so do the bidirectional controls, which
// make a subject read backwards in the office's mail ("Bob\u202eLIAM-E" shows as "Bob E-MAIL").
const controlCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to match them
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// The Unicode line and paragraph separators: plain line breaks to anyone who reads the text.
const separators = /[\u2028\u2029]/g;

/**
 * Trims and removes control characters; single-line values also lose their line breaks. The
 * Unicode line separators count as line breaks.
 */
export function cleanText(value: string, multiline = false): string {
  const cleaned = value.replace(controlCharacters, "").replace(separators, "\n");
  return (multiline ? cleaned.replace(/\r\n?/g, "\n") : cleaned.replace(/[\r\n\t]+/g, " ")).trim();
}
