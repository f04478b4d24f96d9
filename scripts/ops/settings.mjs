// The settings as the server reads them, for the commands run beside it: one module
// (apps/api/src/settings/), so that a command finds the same file, defaults and checks as the service.
import { existsSync } from "node:fs";
import { loadSettingsFile } from "../../apps/api/src/settings/settings-file.mjs";

const settingsBundle = new URL("../../apps/api/dist/settings.js", import.meta.url).pathname;

/**
 * Before a build (npm run build, npm start): the settings file into process.env, the same file the
 * server will read; returns its path, or null when there is none. A file that cannot be read as
 * written stops the command with its message.
 */
export function loadSettings(command) {
  try {
    return loadSettingsFile(process.env)?.file ?? null;
  } catch (error) {
    console.error(`${command}: ${error.message}`);
    process.exit(1);
  }
}

/**
 * After a build (backup, restore, publish, the production start): the server's own reading of its
 * settings (apps/api/dist/settings.js), defaults and checks included. Prints the file's warnings;
 * stops the command, in one line, where the server would refuse to start. `settingsFile`: the
 * file read, or null.
 */
export async function serverSettings(command) {
  if (!existsSync(settingsBundle)) {
    console.error(`${command}: there is no server build (${settingsBundle}): run npm run build first`);
    process.exit(1);
  }
  const { readSettings } = await import(settingsBundle);
  try {
    const { config, file } = readSettings(process.env);
    for (const warning of file?.warnings ?? []) console.warn(`${command}: ${warning}`);
    return { ...config, settingsFile: file?.file ?? null };
  } catch (error) {
    console.error(`${command}: ${error.message}`);
    process.exit(1);
  }
}
