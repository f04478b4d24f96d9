/**
 * Where a visitor lands after each form, with or without script: a page of its own that says what
 * happens next for that form (a call back, a read application, the monthly Family First review).
 * The server's answer to a browser's own post and the page's script both read it here.
 */
export const thankYouPaths = {
  contact: "/thank-you",
  career: "/thank-you/application",
  family_first: "/thank-you/family-first",
} as const;

export type FormKind = keyof typeof thankYouPaths;

/** Whether `path` is a page that thanks a visitor for what they sent: they have asked already. */
export function isThankYouPath(path: string): boolean {
  return (Object.values(thankYouPaths) as string[]).includes(path);
}
