import { type Config, configSchema, parseConfig } from "../config";
import { loadSettingsFile, type SettingsFileRead } from "./settings-file.mjs";

// Read beside the server's own settings: by the production start (scripts/serve.mjs), the publish
// (its --pull from the repository: PUBLISH_BRANCH, PUBLISH_REMOTE) and the dev scripts. A name in
// neither is a slip of the keyboard, and is said.
const otherSettings = [
  "ALLOW_SAMPLE_CONTENT",
  "WEB_BUILD_OUT",
  "API_PORT",
  "WEB_PORT",
  "PUBLISH_BRANCH",
  "PUBLISH_REMOTE",
];

/** Every name the settings file may set. */
export const knownSettings: ReadonlySet<string> = new Set([...Object.keys(configSchema.shape), ...otherSettings]);

/** The settings file (ENV_FILE, else .env, else the production server's) into `env`. */
export function readSettingsFile(env: NodeJS.ProcessEnv = process.env): SettingsFileRead | null {
  return loadSettingsFile(env, { known: knownSettings });
}

/**
 * What the server would run with, for a command run beside it (backup, restore, publish): the same
 * file, the same defaults and the same checks, from this one module (dist/settings.js). Throws with
 * the message the server would stop with.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): { config: Config; file: SettingsFileRead | null } {
  const file = readSettingsFile(env);
  return { config: parseConfig(env), file };
}
