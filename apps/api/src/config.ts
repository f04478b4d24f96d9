import { isIP } from "node:net";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { PasswordHash } from "./lib/inbox/password-hash";

const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY as Fastify takes it: a hop count, or a list of addresses and CIDR ranges (and
 * proxy-addr's names loopback, linklocal, uniquelocal). A message when it is neither: "true" or
 * "*" would let any client choose its own address, and "1" is a hop count, not the address 0.0.0.1.
 */
export function parseTrustProxy(value: string): number | string[] | string {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : "a hop count must be between 1 and 10";
  }
  const entries = value.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    if (proxyNames.has(entry)) continue;
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixOk || rest.length > 0) {
      return `"${entry}" is not an IP address, a CIDR range or a hop count (list the proxy's addresses; trusting every client would let anyone choose their own address)`;
    }
  }
  return entries;
}

/** Every setting the server reads, parsed once at start-up. A bad value stops the server. */
// The inbox holds every customer's name, address and phone number: a short password is guessed.
const adminPasswordMinLength = 12;

export const configSchema = z
  .object({
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
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(64 * 1024),
    // GET /readyz answers 503 below this much free disk space; it reports mail waiting longer than
    // the age given (without answering 503 for it).
    READY_MIN_FREE_DISK_MB: z.coerce.number().min(0).default(200),
    READY_MAIL_QUEUE_MAX_AGE_MINUTES: z.coerce.number().positive().default(30),
    // Slow clients: the whole request must arrive within HTTP_REQUEST_TIMEOUT_MS (a 10 MB résumé
    // on a slow phone link included), its headers within HTTP_HEADERS_TIMEOUT_MS; a socket that
    // sends nothing for HTTP_IDLE_TIMEOUT_MS is closed, and so is an unused keep-alive connection
    // after HTTP_KEEP_ALIVE_TIMEOUT_MS (keep it above a reverse proxy's own idle timeout).
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
    // One client address may hold this many connections at once; more are closed as they open, so
    // slow clients cannot take every connection the process may open. Not applied to the addresses
    // of TRUST_PROXY (a reverse proxy carries everyone's requests; it limits its clients itself).
    HTTP_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().positive().default(32),
    // A request body (JSON, a form posted without script) must arrive within this long of its
    // headers, or it is answered 408 and its connection closed. Résumé uploads (multipart) have
    // HTTP_REQUEST_TIMEOUT_MS.
    HTTP_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    // A request refused before its body was read (a résumé over budget) keeps its connection when
    // the rest of the body is at most this long: it is read and dropped. A longer one is answered
    // with Connection: close, and a body that runs past it is cut.
    HTTP_DRAIN_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(12 * 1024 * 1024),
    // On SIGTERM, requests in flight get this long to finish; then every connection is closed.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    // Where résumés are stored; default: a resumes/ folder beside the database.
    RESUME_DIR: optional,
    // All stored résumés together, and what one visitor address may store per UTC day. Beyond the
    // first, uploads are refused with 507; beyond the second, with 429.
    RESUME_STORAGE_LIMIT_MB: z.coerce.number().positive().default(1024),
    RESUME_DAILY_LIMIT_PER_IP_MB: z.coerce.number().positive().default(30),
    // Call-tap beacons per visitor IP and minute (POST /api/events); beyond it, 429 and nothing stored.
    EVENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
    // Form posts per visitor IP and minute; 0 turns the limit off (load tests).
    FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
    // Who may say which address a visitor has (X-Forwarded-For), so that each visitor's own IP is
    // used: the reverse proxy's addresses or CIDR ranges, comma-separated, or a number of proxy hops.
    // By default a proxy on this host (the shipped Caddy); "none" trusts no one.
    TRUST_PROXY: optional.transform((value = "loopback", context) => {
      if (value === "none") return false as const;
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "string") {
        context.addIssue({ code: "custom", message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
    RECAPTCHA_SITE_KEY: optional,
    RECAPTCHA_SECRET: optional,
    RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
    RECAPTCHA_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
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
    // Requests, call-tap events and résumés older than this are deleted, at start-up and daily.
    RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
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
    GA_MEASUREMENT_ID: optional,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Two info lines per request (received, answered). Off behind a proxy that keeps an access log:
    // at thousands of requests a second the log costs more than the request itself.
    LOG_REQUESTS: z.stringbool().default(true),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV !== "production" || config.ADMIN_PASSWORD === undefined) return;
    if ([...config.ADMIN_PASSWORD].length >= adminPasswordMinLength) return;
    context.addIssue({
      code: "custom",
      path: ["ADMIN_PASSWORD"],
      message: `must be at least ${adminPasswordMinLength} characters in production (it guards every customer's details); choose a longer one or unset it to turn the inbox off`,
    });
  });

export type Config = Omit<z.infer<typeof configSchema>, "ADMIN_PASSWORD"> & {
  /** The inbox password's hash; null when the inbox is disabled. */
  adminPassword: PasswordHash | null;
  databasePath: string;
  publishLogDir: string;
  webBuildDir: string | undefined;
  resumeDir: string;
  /** Where the catalogue is read from (undefined: the shipped one) and whether its drafts are shown. */
  catalogue: { dir: string | undefined; drafts: boolean };
};

/**
 * The settings from `env`, validated. `hashPassword` turns the inbox password into the hash kept
 * in memory (scrypt, three derivations, about 150 ms by design); tests that build many apps with
 * one password pass a hasher that makes each password's hash once; the commands beside the server,
 * which sign nobody in, pass one that makes none (null).
 */
export function parseConfig(
  env: NodeJS.ProcessEnv = process.env,
  hashPassword: (plain: string) => PasswordHash | null = PasswordHash.of,
): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  // The plain password goes no further than this: it is hashed here and dropped.
  const { ADMIN_PASSWORD, ...config } = result.data;
  return {
    ...config,
    adminPassword: ADMIN_PASSWORD ? hashPassword(ADMIN_PASSWORD) : null,
    databasePath: resolve(config.DATABASE_PATH),
    publishLogDir: resolve(config.PUBLISH_LOG_DIR ?? dirname(resolve(config.DATABASE_PATH))),
    webBuildDir: config.WEB_BUILD_DIR ? resolve(config.WEB_BUILD_DIR) : undefined,
    resumeDir: resolve(config.RESUME_DIR ?? join(dirname(resolve(config.DATABASE_PATH)), "resumes")),
    catalogue: {
      dir: config.CATALOGUE_DIR ? resolve(config.CATALOGUE_DIR) : undefined,
      drafts: config.CATALOGUE_DRAFTS === "show",
    },
  };
}
