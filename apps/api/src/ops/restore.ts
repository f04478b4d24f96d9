import { chmodSync, closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync } from "node:fs";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import { checkedLeads, copyResumes, OpsError, type StoredPlaces } from "./backup";

/** A running server holds the database open: an exclusive lock is refused until it stops. */
function refuseWhileInUse(databasePath: string): void {
  if (!existsSync(databasePath)) return;
  const live = new Database(databasePath, { fileMustExist: true, timeout: 0 });
  try {
    live.pragma("locking_mode = EXCLUSIVE");
    live.exec("BEGIN EXCLUSIVE; COMMIT");
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new OpsError(`${databasePath} is in use (${code}). Stop the server first; nothing was changed.`);
  } finally {
    live.close();
  }
}

/** The database in use, kept beside it (site.db.before-restore-<time>, with its -wal and -shm), not deleted. */
function setAside(databasePath: string): void {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  for (const suffix of ["", "-wal", "-shm"]) {
    const file = `${databasePath}${suffix}`;
    if (existsSync(file)) renameSync(file, `${databasePath}.before-restore-${stamp}${suffix}`);
  }
}

/** The backup's database put in place whole: copied beside it, flushed to disk, then renamed over. */
function putInPlace(copy: string, databasePath: string): void {
  const incoming = `${databasePath}.restoring`;
  copyFileSync(copy, incoming);
  chmodSync(incoming, 0o600);
  const fd = openSync(incoming, "r");
  fsyncSync(fd);
  closeSync(fd);
  renameSync(incoming, databasePath);
}

/**
 * Puts a backup made by `backup` back in place, with the server stopped. The database in use is kept
 * beside it; the backup's résumés are copied into the résumé folder (files already there stay).
 * Nothing is changed when the backup fails its integrity check or the server still runs.
 */
export function restore(places: StoredPlaces, source: string): { leads: number; resumes: number } {
  const copy = join(source, "site.db");
  if (!existsSync(copy)) throw new OpsError(`${source} holds no site.db: name a folder made by npm run backup`);
  const { leads } = checkedLeads(copy, "the backup");
  const { databasePath, resumeDir } = places;
  refuseWhileInUse(databasePath);
  mkdirSync(dirname(databasePath), { recursive: true, mode: 0o700 });
  setAside(databasePath);
  putInPlace(copy, databasePath);
  mkdirSync(resumeDir, { recursive: true, mode: 0o700 });
  const { files } = copyResumes(join(source, "resumes"), resumeDir);
  return { leads, resumes: files };
}
