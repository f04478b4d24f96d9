import { resolve } from "node:path";
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** Every setting the server reads, parsed once at start-up. A bad value stops the server. */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_PATH: z.string().min(1).default("./data/site.db"),
  // The built web app (apps/web/build); unset: the API only.
  WEB_BUILD_DIR: optional,
  SITE_ORIGIN: z.url().default("http://localhost:3000"),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(64 * 1024),
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET: optional,
  SMTP_URL: optional,
  LEAD_EMAIL_TO: optional,
  ADMIN_PASSWORD: optional,
  GA_MEASUREMENT_ID: optional,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof configSchema> & { databasePath: string; webBuildDir: string | undefined };

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = result.data;
  return {
    ...config,
    databasePath: resolve(config.DATABASE_PATH),
    webBuildDir: config.WEB_BUILD_DIR ? resolve(config.WEB_BUILD_DIR) : undefined,
  };
}
