// What the guide's Backups and Restore sections promise, checked inside the booted root: the cron
// line's backup holds every lead, and the restore brings back exactly those.
import { leadIds } from "./checks.mjs";

/**
 * @typedef {import("./checks.mjs").Root} Machine
 * @typedef {import("./checks.mjs").Row} Row
 */

/**
 * @param {Machine} machine
 * @param {string} folder
 * @param {number} status
 * @returns {Row}
 */
export function checkBackup(machine, folder, status) {
  /** @type {{ database?: { leads?: number; lastLeadId?: number } }} */
  const manifest = JSON.parse(machine.run(`cat ${folder}/manifest.json 2>/dev/null || echo '{}'`).stdout || "{}");
  const ids = status === 0 && folder ? leadIds(machine, `${folder}/site.db`) : [];
  return {
    name: "the guide's cron line, as cron runs it: a backup",
    ok: status === 0 && ids.length > 0 && manifest.database?.leads === ids.length,
    detail: `${folder || "no folder"}: ${manifest.database?.leads ?? "?"} leads (up to #${manifest.database?.lastLeadId ?? "?"}) in the manifest, ${ids.length} in its site.db`,
  };
}

/**
 * @param {Machine} machine
 * @param {string} folder
 * @param {(number | null)[]} later
 * @returns {Row}
 */
export function checkRestore(machine, folder, later) {
  const backupIds = leadIds(machine, `${folder}/site.db`);
  const live = leadIds(machine, "/var/lib/brightwater/site.db");
  const exact = live.length === backupIds.length && live.every((id, index) => id === backupIds[index]);
  const gone = later.filter((id) => id === null || !live.includes(id)).length;
  const ready = machine.run("curl -s --max-time 60 -o /dev/null -w '%{http_code}' http://127.0.0.1:3000/readyz").stdout;
  return {
    name: "the guide's Restore brings back exactly the backup's leads",
    ok: exact && gone === later.length && ready === "200",
    detail: `${live.length} leads live, ${backupIds.length} in the backup, ${exact ? "the same ids" : "different ids"}; ${gone} of ${later.length} posted after the backup gone; /readyz ${ready}`,
  };
}
