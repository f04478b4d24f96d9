import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { storedResumeName } from "../lib/intake/stored-resume";

/** Where the server keeps what a backup carries (its settings: DATABASE_PATH, RESUME_DIR). */
export interface StoredPlaces {
  databasePath: string;
  resumeDir: string;
}

/** A backup or restore that cannot go ahead: one line, and nothing was changed. */
export class OpsError extends Error {
  override name = "OpsError";
}

export interface BackupManifest {
  createdAt: string;
  database: { file: "site.db"; leads: number; lastLeadId: number; bytes: number };
  resumes: { folder: "resumes"; files: number; bytes: number };
}

/** The stored résumés in `dir`: generated names only, never a half-written upload. */
export function resumeFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => storedResumeName.test(name)) : [];
}

/** Copies each stored résumé of `from` into `to`, readable by its owner only; returns the files and bytes. */
export function copyResumes(from: string, to: string): { files: number; bytes: number } {
  let bytes = 0;
  const names = resumeFiles(from);
  for (const name of names) {
    copyFileSync(join(from, name), join(to, name));
    chmodSync(join(to, name), 0o600);
    bytes += statSync(join(from, name)).size;
  }
  return { files: names.length, bytes };
}

/** A copy's leads, after its integrity check; a copy that fails it throws. */
export function checkedLeads(file: string, what: string): { leads: number; lastLeadId: number } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new OpsError(`${what} failed its integrity check (${String(integrity)})`);
    const { leads, lastLeadId } = db
      .prepare("SELECT count(*) AS leads, coalesce(max(id), 0) AS lastLeadId FROM submissions")
      .get() as { leads: number; lastLeadId: number };
    return { leads, lastLeadId };
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of the live database and the résumé folder into `target` (new or empty), taken
 * while the server keeps taking leads. VACUUM INTO reads the database in one transaction (a
 * snapshot: writers carry on, the copy holds every lead committed before it began); the résumés are
 * copied after it, so every résumé a copied lead names is there (a file is in place before its lead
 * is committed). The copy must open and check clean before it is called a backup.
 */
export function backup(places: StoredPlaces, target: string, settingsFile: string | null): BackupManifest {
  const { databasePath, resumeDir } = places;
  if (!existsSync(databasePath)) {
    const from = settingsFile ? `settings from ${settingsFile}` : "no settings file: ENV_FILE names one";
    throw new OpsError(`no database at ${databasePath} (DATABASE_PATH; ${from})`);
  }
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new OpsError(`${target} is not empty; choose a new folder`);
  mkdirSync(join(target, "resumes"), { recursive: true, mode: 0o700 });
  chmodSync(target, 0o700);
  const createdAt = new Date().toISOString();
  const copyPath = join(target, "site.db");
  const live = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    live.pragma("busy_timeout = 10000");
    live.prepare("VACUUM INTO ?").run(copyPath);
  } finally {
    live.close();
  }
  chmodSync(copyPath, 0o600);
  const resumes = copyResumes(resumeDir, join(target, "resumes"));
  const { leads, lastLeadId } = checkedLeads(copyPath, "the copy");
  const manifest: BackupManifest = {
    createdAt,
    database: { file: "site.db", leads, lastLeadId, bytes: statSync(copyPath).size },
    resumes: { folder: "resumes", ...resumes },
  };
  writeFileSync(join(target, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}
