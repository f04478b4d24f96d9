// `npm run backup [dir]`: a consistent copy of the live database and the résumé folder, taken while
// the server keeps taking leads. The database is copied with VACUUM INTO, which reads it in one
// transaction (a snapshot: writers carry on, the copy holds every lead committed before it began);
// the résumés are copied after it, so every résumé a copied lead names is there (a file is in
// place before its lead is committed). Default folder: ./backups/<UTC time>.
//
//   npm run backup                      DATABASE_PATH and RESUME_DIR as the server reads them (its settings file)
//   npm run backup /mnt/offsite/today   a folder of your choice (new or empty)
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { isResumeFile, openSqlite } from "./ops/paths.mjs";
import { serverSettings } from "./ops/settings.mjs";

const { databasePath, resumeDir, settingsFile } = await serverSettings("backup");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = resolve(process.argv[2] ?? join("backups", stamp));

if (!existsSync(databasePath)) {
  const from = settingsFile ? `settings from ${settingsFile}` : "no settings file: ENV_FILE names one";
  console.error(`backup: no database at ${databasePath} (DATABASE_PATH; ${from})`);
  process.exit(1);
}
if (existsSync(target) && readdirSync(target).length > 0) {
  console.error(`backup: ${target} is not empty; choose a new folder`);
  process.exit(1);
}
mkdirSync(join(target, "resumes"), { recursive: true, mode: 0o700 });
chmodSync(target, 0o700);

const started = Date.now();
const copyPath = join(target, "site.db");
const live = openSqlite(databasePath, { readonly: true, fileMustExist: true });
live.pragma("busy_timeout = 10000");
live.prepare("VACUUM INTO ?").run(copyPath);
live.close();
chmodSync(copyPath, 0o600);

let resumes = 0;
let resumeBytes = 0;
for (const name of existsSync(resumeDir) ? readdirSync(resumeDir) : []) {
  if (!isResumeFile(name)) continue;
  copyFileSync(join(resumeDir, name), join(target, "resumes", name));
  chmodSync(join(target, "resumes", name), 0o600);
  resumes++;
  resumeBytes += statSync(join(resumeDir, name)).size;
}

// The copy must open and check clean before it is called a backup.
const copy = openSqlite(copyPath, { readonly: true, fileMustExist: true });
const integrity = copy.pragma("integrity_check", { simple: true });
const leads = copy.prepare("SELECT count(*) AS n FROM submissions").get().n;
const lastLeadId = copy.prepare("SELECT max(id) AS id FROM submissions").get().id ?? 0;
copy.close();
if (integrity !== "ok") {
  console.error(`backup: the copy failed its integrity check (${integrity})`);
  process.exit(1);
}
const manifest = {
  createdAt: new Date(started).toISOString(),
  database: { file: "site.db", leads, lastLeadId, bytes: statSync(copyPath).size },
  resumes: { folder: "resumes", files: resumes, bytes: resumeBytes },
};
writeFileSync(join(target, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
console.log(
  `backup: ${leads} leads (up to #${lastLeadId}) and ${resumes} résumés in ${target} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
