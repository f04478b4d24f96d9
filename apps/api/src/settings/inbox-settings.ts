import { z } from "zod";
import { optional } from "./optional-setting";

// The inbox holds every customer's name, address and phone number: a short password is guessed.
const adminPasswordMinLength = 12;

/** The lead inbox: its password and its sessions. */
export const inboxSettings = {
  // Unset: the lead inbox at /admin is disabled. Only its scrypt hash is kept (adminPassword).
  ADMIN_PASSWORD: optional,
  // An inbox session ends after this long without a request.
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60),
  // Inbox sign-in attempts per IP and minute.
  ADMIN_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(5),
  // Wrong inbox passwords per minute from all addresses together; beyond it, sign-in waits (429)
  // for everyone but a browser that signed in before (its long-lived device cookie).
  ADMIN_SIGN_IN_FAILURES_PER_MINUTE: z.coerce.number().int().positive().default(20),
};

/** Refuses a short inbox password in production (`superRefine` of the whole schema: it needs NODE_ENV). */
export function checkAdminPassword(
  config: { NODE_ENV: string; ADMIN_PASSWORD?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (config.NODE_ENV !== "production" || config.ADMIN_PASSWORD === undefined) return;
  if ([...config.ADMIN_PASSWORD].length >= adminPasswordMinLength) return;
  context.addIssue({
    code: "custom",
    path: ["ADMIN_PASSWORD"],
    message: `must be at least ${adminPasswordMinLength} characters in production (it guards every customer's details); choose a longer one or unset it to turn the inbox off`,
  });
}
