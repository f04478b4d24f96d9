// The office through the proxy: its sign-in and the session kept across a redeploy, and the backup
// while the server runs and the restore with it stopped (docs/operations.md, as docs/production.md runs them).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { openSqlite } from "../ops/sqlite.mjs";
import { smokeOrigin } from "./build.mjs";
import { check } from "./checklist.mjs";
import { headerValues } from "./https.mjs";
import { get, stack } from "./stack.mjs";

const root = new URL("../../", import.meta.url).pathname;

/**
 * @typedef {import("./site-env.mjs").Deploy} Deploy
 * @typedef {import("./stack.mjs").Service} Service
 */

/**
 * @param {string} script
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function npmRun(script, args, env) {
  const result = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: "utf8",
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

/**
 * Signs in as the office; resolves with the session's cookie.
 * @param {string} adminPassword
 */
export async function checkSignIn(adminPassword) {
  const signIn = await get("/api/admin/session", {
    method: "POST",
    headers: { "content-type": "application/json", origin: smokeOrigin },
    body: JSON.stringify({ password: adminPassword }),
  });
  const setCookie = headerValues(signIn, "set-cookie")[0] ?? "";
  const cookie = setCookie.split(";")[0] ?? "";
  check(
    "inbox sign-in through the proxy: cookie Secure; HttpOnly; SameSite",
    signIn.status === 200 &&
      /;\s*Secure/i.test(setCookie) &&
      /;\s*HttpOnly/i.test(setCookie) &&
      /SameSite=Strict/i.test(setCookie),
    `${signIn.status}; ${setCookie
      .split(";")
      .slice(1)
      .map((part) => part.trim().split("=")[0])
      .join(", ")}`,
  );
  return cookie;
}

/** @param {string} cookie */
export async function checkSessionSurvives(cookie) {
  const session = await get("/api/admin/session", { headers: { cookie } });
  check("the inbox session survives the redeploy", session.status === 200, `GET /api/admin/session: ${session.status}`);
}

/**
 * `npm run backup` while serving; `npm run restore` refused while serving, then run with the server stopped.
 * @param {Service} service
 * @param {Deploy} deploy
 * @param {number} acknowledged the leads acknowledged during the redeploy, on top of the forty visitors'
 */
export async function checkBackupRestore(service, { work, envFile, databasePath }, acknowledged) {
  const backupDir = join(work, "offsite/backup-1");
  const backup = npmRun("backup", [backupDir], { ENV_FILE: envFile });
  const manifestPath = join(backupDir, "manifest.json");
  /** @type {import("../../apps/api/src/ops/backup").BackupManifest | null} */
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : null;
  check(
    "npm run backup while serving",
    backup.code === 0 && (manifest?.database.leads ?? 0) >= 40 + acknowledged,
    backup.output.split("\n").at(-1)?.replace(work, "<tmp>"),
  );
  const refusedRestore = npmRun("restore", [backupDir], { ENV_FILE: envFile });
  await service.stop();
  stack.serving = false;
  const restore = npmRun("restore", [backupDir], { ENV_FILE: envFile });
  const restored = openSqlite(databasePath, { readonly: true, fileMustExist: true });
  const restoredLeads = restored.prepare("SELECT count(*) FROM submissions").pluck().get();
  restored.close();
  check(
    "npm run restore: refused while serving, then every lead back",
    refusedRestore.code === 1 && restore.code === 0 && restoredLeads === manifest?.database.leads,
    `while serving: exit ${refusedRestore.code}; stopped: exit ${restore.code}, ${restoredLeads} of ${manifest?.database.leads} leads`,
  );
}
