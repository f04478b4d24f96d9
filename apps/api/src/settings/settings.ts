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
 * What the server would run with, for a command run beside it (the production start, backup,
 * restore, publish): the same file, the same defaults and the same checks, from this one module
 * (dist/ops.js). Throws with the message the server would stop with. The inbox password is checked
 * but not hashed (about 150 ms): no command signs anyone in.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): {
  config: Omit<Config, "adminPassword">;
  file: SettingsFileRead | null;
} {
  const file = readSettingsFile(env);
  const { adminPassword: _unhashed, ...config } = parseConfig(env, () => null);
  return { config, file };
}
