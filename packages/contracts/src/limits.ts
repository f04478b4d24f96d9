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
