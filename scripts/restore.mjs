// `npm run restore <dir>`: puts a backup made by `npm run backup` back in place, with the server
// stopped (apps/api/src/ops/restore.ts). The database in use is kept beside it
// (site.db.before-restore-<time>), not deleted; the backup's résumés are copied into the résumé
// folder (files already there stay).
//
//   npm run restore backups/2025-03-01T06-00-00-000Z
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fail, serverOps, serverSettings } from "./ops/server.mjs";

const source = process.argv[2] ? resolve(process.argv[2]) : null;
if (!source || !existsSync(join(source, "site.db"))) {
  fail("restore", "name a backup folder (one with site.db in it): npm run restore <dir>");
} else {
  const { restore } = await serverOps("restore");
  const settings = await serverSettings("restore");
  try {
    const { leads, resumes } = restore(settings, source);
    console.log(
      `restore: ${leads} leads into ${settings.databasePath} and ${resumes} résumés into ${settings.resumeDir}`,
    );
  } catch (error) {
    fail("restore", error);
  }
}
