// What the commands run beside the server (npm run backup, restore, publish, the production start)
// take from it, bundled as dist/ops.js: its reading of the settings, and its backup and restore.

export { readSettings } from "../settings/settings";
export { type BackupManifest, backup, OpsError } from "./backup";
export { restore } from "./restore";
