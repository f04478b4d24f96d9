import { type Config, configSchema, parseConfig } from "../config";
import { activatedSocket } from "../socket-activation";
import { commandSettingNames } from "./command-settings.mjs";
import { loadSettingsFile, type SettingsFileRead } from "./settings-file.mjs";

/**
 * Every name the settings file may set: the server's, and those read beside it by the production
 * start, the publish and the dev scripts (command-settings.mjs). A name in neither is a slip of the
 * keyboard, and is said.
 */
export const knownSettings: ReadonlySet<string> = new Set([...Object.keys(configSchema.shape), ...commandSettingNames]);

/** The settings file (ENV_FILE, else .env, else the production server's) into `env`. */
export function readSettingsFile(env: NodeJS.ProcessEnv = process.env): SettingsFileRead | null {
  return loadSettingsFile(env, { known: knownSettings });
}

/** The listening socket systemd passed this process (LISTEN_FDS, LISTEN_PID), or null; taken out of the environment. */
export function systemdSocket(): number | null {
  return activatedSocket(process.env);
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
