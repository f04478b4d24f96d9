// The server's own reading of its settings, and its backup and restore, for the commands run beside
// it: one module (apps/api/src/ops/commands.ts, built as apps/api/dist/ops.js), so that a command
// finds the same settings file, defaults and checks as the service, and the same stored files.
// Before a build there is only the settings file (apps/api/src/settings/settings-file.mjs, plain
// JavaScript so that `npm start` reads it before anything is installed).
import { existsSync } from "node:fs";
import { loadSettingsFile } from "../../apps/api/src/settings/settings-file.mjs";

const opsBundle = new URL("../../apps/api/dist/ops.js", import.meta.url).pathname;

/**
 * A command's one-line refusal: `<command>: <message>`, exit 1.
 * @param {string} command
 * @param {unknown} error
 * @returns {never}
 */
export function fail(command, error) {
  console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/**
 * Before a build (npm run build, npm start, npm run publish): the settings file into process.env,
 * the same file the server will read; returns its path, or null when there is none. A file that
 * cannot be read as written stops the command with its message.
 * @param {string} command
 * @returns {string | null}
 */
export function loadSettings(command) {
  try {
    return loadSettingsFile(process.env)?.file ?? null;
  } catch (error) {
    return fail(command, error);
  }
}

/**
 * The server's build of apps/api/src/ops/commands.ts; stops the command when there is none.
 * @param {string} command
 * @returns {Promise<typeof import("../../apps/api/src/ops/commands")>}
 */
export async function serverOps(command) {
  if (!existsSync(opsBundle)) fail(command, `there is no server build (${opsBundle}): run npm run build first`);
  return import(opsBundle);
}

/**
 * What the server would run with (apps/api/dist/ops.js), defaults and checks included. Prints the
 * file's warnings; stops the command, in one line, where the server would refuse to start.
 * `settingsFile`: the file read, or null.
 * @param {string} command
 */
export async function serverSettings(command) {
  const { readSettings } = await serverOps(command);
  try {
    const { config, file } = readSettings(process.env);
    for (const warning of file?.warnings ?? []) console.warn(`${command}: ${warning}`);
    return { ...config, settingsFile: file?.file ?? null };
  } catch (error) {
    return fail(command, error);
  }
}
