// Where the server keeps its data, read from the same variables and defaults as apps/api/src/config.ts.
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

export const root = new URL("../../", import.meta.url).pathname;

export function dataPaths(env = process.env) {
  const databasePath = resolve(env.DATABASE_PATH || "./data/site.db");
  const resumeDir = resolve(env.RESUME_DIR || join(dirname(databasePath), "resumes"));
  return { databasePath, resumeDir };
}

/** better-sqlite3 as the API has it installed. */
export function openSqlite(path, options) {
  const require = createRequire(`${root}apps/api/package.json`);
  const Database = require("better-sqlite3");
  return new Database(path, options);
}

/** The stored résumés: generated names only, never a half-written upload (.part). */
export function isResumeFile(name) {
  return /^[0-9a-f-]{36}\.(pdf|docx?)$/.test(name);
}
