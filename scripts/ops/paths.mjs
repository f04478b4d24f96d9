// The server's better-sqlite3 and the names of its stored résumés, for backup and restore.
import { createRequire } from "node:module";

export const root = new URL("../../", import.meta.url).pathname;

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
