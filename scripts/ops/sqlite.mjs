// better-sqlite3 as the API has it installed, for the checks that read a database file the server
// wrote (the deploy smoke test).
import { createRequire } from "node:module";

/** @typedef {import("better-sqlite3").Database} SqliteDatabase */

/** A module as the API has it installed (better-sqlite3, smtp-server): typed where it is used. */
export const requireFromApi = createRequire(import.meta.resolve("@brightwater/api/package.json"));

/**
 * @param {string} path
 * @param {import("better-sqlite3").Options} [options]
 * @returns {SqliteDatabase}
 */
export function openSqlite(path, options) {
  /** @type {typeof import("better-sqlite3")} */
  const Database = requireFromApi("better-sqlite3");
  return new Database(path, options);
}
