import { z } from "zod";
import { optional } from "./optional-setting";

/** What the forms ask of a visitor: the captcha, and how much one address may send. */
export const formSettings = {
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET: optional,
  RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  RECAPTCHA_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  // Form posts per visitor IP and minute; 0 turns the limit off (load tests).
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  // Call-tap beacons per visitor IP and minute (POST /api/events); beyond it, 429 and nothing stored.
  EVENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  // All stored résumés together, and what one visitor address may store per UTC day. Beyond the
  // first, uploads are refused with 507; beyond the second, with 429.
  RESUME_STORAGE_LIMIT_MB: z.coerce.number().positive().default(1024),
  RESUME_DAILY_LIMIT_PER_IP_MB: z.coerce.number().positive().default(30),
};
