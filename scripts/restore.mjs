// `npm run restore <dir>`: puts a backup made by `npm run backup` back in place, with the server
// stopped. The database in use is kept beside it (site.db.before-restore-<time>), not deleted;
// the backup's résumés are copied into the résumé folder (files already there stay).
//
//   npm run restore backups/2025-03-01T06-00-00-000Z
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { isResumeFile, openSqlite } from "./ops/paths.mjs";
import { serverSettings } from "./ops/settings.mjs";

const source = process.argv[2] ? resolve(process.argv[2]) : null;
if (!source || !existsSync(join(source, "site.db"))) {
  console.error("restore: name a backup folder (one with site.db in it): npm run restore <dir>");
  process.exit(1);
}
const { databasePath, resumeDir } = await serverSettings("restore");

const backup = openSqlite(join(source, "site.db"), { readonly: true, fileMustExist: true });
const integrity = backup.pragma("integrity_check", { simple: true });
const leads = backup.prepare("SELECT count(*) AS n FROM submissions").get().n;
backup.close();
if (integrity !== "ok") {
  console.error(`restore: the backup failed its integrity check (${integrity}); nothing was changed`);
  process.exit(1);
}

// A running server holds the database open; an exclusive lock is refused until it stops.
if (existsSync(databasePath)) {
  const live = openSqlite(databasePath, { fileMustExist: true, timeout: 0 });
  try {
    live.pragma("locking_mode = EXCLUSIVE");
    live.exec("BEGIN EXCLUSIVE; COMMIT");
  } catch (error) {
    console.error(`restore: ${databasePath} is in use (${error.code}). Stop the server first; nothing was changed.`);
    process.exit(1);
  } finally {
    live.close();
  }
}

mkdirSync(dirname(databasePath), { recursive: true, mode: 0o700 });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
if (existsSync(databasePath)) {
  for (const suffix of ["", "-wal", "-shm"]) {
    if (existsSync(`${databasePath}${suffix}`))
      renameSync(`${databasePath}${suffix}`, `${databasePath}.before-restore-${stamp}${suffix}`);
  }
}
const incoming = `${databasePath}.restoring`;
copyFileSync(join(source, "site.db"), incoming);
chmodSync(incoming, 0o600);
const fd = openSync(incoming, "r");
fsyncSync(fd);
closeSync(fd);
renameSync(incoming, databasePath);

mkdirSync(resumeDir, { recursive: true, mode: 0o700 });
let resumes = 0;
const resumeSource = join(source, "resumes");
for (const name of existsSync(resumeSource) ? readdirSync(resumeSource) : []) {
  if (!isResumeFile(name)) continue;
  copyFileSync(join(resumeSource, name), join(resumeDir, name));
  chmodSync(join(resumeDir, name), 0o600);
  resumes++;
}
console.log(`restore: ${leads} leads into ${databasePath} and ${resumes} résumés into ${resumeDir}`);
