import { z } from "zod";
import { optional } from "./optional-setting";

/** Where the server listens, what it serves, where it keeps its data, and how it logs. */
export const siteSettings = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // Loopback: visitors come through the proxy (TLS, HSTS, access log), never around it.
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_PATH: z.string().min(1).default("./data/site.db"),
  // Where the publish from the repository keeps its record (publish-log.json), which the inbox
  // reads; unset: beside the database. A folder of its own when the publish runs as its own user.
  PUBLISH_LOG_DIR: optional,
  // The built web app (apps/web/build); unset: the API only.
  WEB_BUILD_DIR: optional,
  // The catalogue the site was built from, when not the one shipped with packages/content, and
  // "show" where drafts are shown (the dev server): the server's pages and redirects match the build's.
  CATALOGUE_DIR: optional,
  CATALOGUE_DRAFTS: optional,
  SITE_ORIGIN: z.url().default("http://localhost:3000"),
  // Where résumés are stored; default: a resumes/ folder beside the database.
  RESUME_DIR: optional,
  // Requests, call-tap events and résumés older than this are deleted, at start-up and daily.
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  // GET /readyz answers 503 below this much free disk space; it reports mail waiting longer than
  // the age given (without answering 503 for it).
  READY_MIN_FREE_DISK_MB: z.coerce.number().min(0).default(200),
  READY_MAIL_QUEUE_MAX_AGE_MINUTES: z.coerce.number().positive().default(30),
  // On SIGTERM, requests in flight get this long to finish; then every connection is closed.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  GA_MEASUREMENT_ID: optional,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Two info lines per request (received, answered). Off behind a proxy that keeps an access log:
  // at thousands of requests a second the log costs more than the request itself.
  LOG_REQUESTS: z.stringbool().default(true),
};
