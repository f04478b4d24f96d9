import { z } from "zod";
import { optional } from "./optional-setting";

/** How the office and the visitor hear of a new lead: the mail, the webhook alert and their retries. */
export const notifySettings = {
  SMTP_URL: optional,
  LEAD_EMAIL_TO: optional,
  LEAD_EMAIL_FROM: z.string().default("Brightwater website <website@example.com>"),
  // The notifier looks for due mail this often, and backs off from failures between these bounds.
  NOTIFY_POLL_MS: z.coerce.number().int().positive().default(5000),
  NOTIFY_RETRY_MIN_MS: z.coerce.number().int().positive().default(2000),
  NOTIFY_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60 * 1000),
  // A fault of our own (a full disk, a read-only database) is retried at least this often; a new
  // lead, once stored, ends the wait at once.
  NOTIFY_FAULT_RETRY_MAX_MS: z.coerce.number().int().positive().default(60_000),
  // Each new request (not spam) is also POSTed here as JSON, signed with LEAD_WEBHOOK_SECRET
  // (HMAC-SHA256 over "timestamp.body"). "text" sends the alert's line as text/plain (ntfy).
  LEAD_WEBHOOK_URL: optional.refine((value) => value === undefined || /^https?:\/\/[^/]/.test(value), {
    error: "Must be an http(s) URL",
  }),
  LEAD_WEBHOOK_SECRET: optional,
  LEAD_WEBHOOK_FORMAT: z.enum(["json", "text"]).default("json"),
  // The markup the receiver reads the alert's text in, so that a visitor's name cannot use it:
  // unset, inferred from the address (hooks.slack.com: slack; Teams' office.com: markdown; text
  // format, ntfy: markdown; anything else: plain). Set it for a Slack-compatible chat of your own.
  LEAD_WEBHOOK_MARKUP: z.enum(["slack", "markdown", "plain"]).optional(),
  // A receiver that has not answered by then is given up on for this try (and retried later).
  LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  // A visitor who gave an e-mail address gets a short confirmation (needs SMTP_URL); at most one
  // an hour per address.
  ACKNOWLEDGE_REQUESTS: z.stringbool().default(true),
};
