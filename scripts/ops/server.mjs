// The server's own reading of its settings, and its backup and restore, for the commands run beside
// it: one module (apps/api/src/ops/commands.ts, built as apps/api/dist/ops.js), so that a command
// finds the same settings file, defaults and checks as the service, and the same stored files.
// Before a build there is only the settings file (the API's `settings-file`, plain JavaScript so
// that `npm start` reads it before anything is built).
import { existsSync } from "node:fs";
import { install } from "../pnpm.mjs";

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
 * The API's own readers of the settings file and of the commands' settings, by its package name
 * (a declared dependency of this workspace). A fresh clone has the link to the package only once it
 * is installed: the first command run there installs.
 */
export async function apiSettings() {
  if (!existsSync(new URL("../node_modules/@brightwater/api/package.json", import.meta.url))) install();
  const [{ loadSettingsFile }, { commandSettings }] = await Promise.all([
    import("@brightwater/api/settings-file"),
    import("@brightwater/api/command-settings"),
  ]);
  return { loadSettingsFile, commandSettings };
}

/**
 * Before a build (npm run build, npm start, npm run publish): the settings file into process.env,
 * the same file the server will read; returns its path, or null when there is none. A file that
 * cannot be read as written stops the command with its message.
 * @param {string} command
 * @returns {Promise<string | null>}
 */
export async function loadSettings(command) {
  const { loadSettingsFile } = await apiSettings();
  try {
    return loadSettingsFile(process.env)?.file ?? null;
  } catch (error) {
    return fail(command, error);
  }
}

/**
 * The server's build of apps/api/src/ops/commands.ts (the API's `ops`, apps/api/dist/ops.js);
 * stops the command when there is none.
 * @param {string} command
 * @returns {Promise<typeof import("@brightwater/api/ops")>}
 */
export async function serverOps(command) {
  await apiSettings();
  try {
    return await import("@brightwater/api/ops");
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code !== "ERR_MODULE_NOT_FOUND" || !String(error).includes("dist/ops.js")) throw error;
    return fail(command, "there is no server build (apps/api/dist/ops.js): run npm run build first");
  }
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
