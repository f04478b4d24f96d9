// `npm run backup [dir]`: a consistent copy of the live database and the résumé folder, taken while
// the server keeps taking leads (apps/api/src/ops/backup.ts). Default folder: ./backups/<UTC time>.
//
//   npm run backup                      DATABASE_PATH and RESUME_DIR as the server reads them (its settings file)
//   npm run backup /mnt/offsite/today   a folder of your choice (new or empty)
import { join, resolve } from "node:path";
import { fail, serverOps, serverSettings } from "./ops/server.mjs";

const { backup } = await serverOps("backup");
const settings = await serverSettings("backup");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = resolve(process.argv[2] ?? join("backups", stamp));
const started = Date.now();
try {
  const { database, resumes } = backup(settings, target, settings.settingsFile);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `backup: ${database.leads} leads (up to #${database.lastLeadId}) and ${resumes.files} résumés in ${target} (${seconds} s)`,
  );
} catch (error) {
  fail("backup", error);
}
