import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { PasswordHash } from "./lib/inbox/password-hash";
import { formSettings } from "./settings/form-settings";
import { httpSettings } from "./settings/http-settings";
import { checkAdminPassword, inboxSettings } from "./settings/inbox-settings";
import { notifySettings } from "./settings/notify-settings";
import { siteSettings } from "./settings/site-settings";

/** Every setting the server reads, parsed once at start-up. A bad value stops the server. */
export const configSchema = z
  .object({ ...siteSettings, ...httpSettings, ...formSettings, ...notifySettings, ...inboxSettings })
  .superRefine(checkAdminPassword);

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
