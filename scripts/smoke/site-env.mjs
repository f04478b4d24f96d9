// The deploy's settings file, as /etc/brightwater/site.env in docs/production.md, in a throwaway
// folder that also holds the database, Caddy's state and the backups.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { smokeBuildDir, smokeOrigin } from "./build.mjs";
import { freePort } from "./ports.mjs";

/** @typedef {Awaited<ReturnType<typeof writeSiteEnv>>} Deploy */

/** Writes site.env in a new folder; returns the folder, the server's port and the settings the checks use. */
export async function writeSiteEnv() {
  const work = mkdtempSync(join(tmpdir(), "brightwater-deploy-smoke-"));
  const serverPort = await freePort();
  const databasePath = join(work, "data/site.db");
  const adminPassword = "deploy-smoke-inbox-password";
  const envFile = join(work, "site.env");
  writeFileSync(
    envFile,
    [
      "# As /etc/brightwater/site.env in docs/production.md; TRUST_PROXY left to its default.",
      `SITE_ORIGIN=${smokeOrigin}`,
      "HOST=127.0.0.1",
      `PORT=${serverPort}`,
      `DATABASE_PATH=${databasePath}`,
      `WEB_BUILD_DIR=${smokeBuildDir}`,
      `ADMIN_PASSWORD=${adminPassword}`,
      "# The demo catalogue holds samples.",
      "ALLOW_SAMPLE_CONTENT=1",
      "LOG_LEVEL=info",
      "",
    ].join("\n"),
    { mode: 0o600 },
  );
  return { work, serverPort, databasePath, adminPassword, envFile };
}
