import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";

export interface EnvFileRead {
  /** The file's absolute path. */
  file: string;
  /** Settings taken from it. */
  applied: number;
  /** Settings it also names that the environment had already set (the environment wins). */
  keptFromEnvironment: number;
}

/**
 * Reads the settings file with Node's own parser (the format of `node --env-file`) into `env`,
 * never over a variable the environment already has: a systemd Environment= line or a one-off
 * `PORT=4000 npm start` beats the file. ENV_FILE names another file; `.env` in the working folder
 * is read when it exists. Returns what was read (names and counts only: values are secrets).
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): EnvFileRead | null {
  const named = env.ENV_FILE?.trim();
  const file = resolve(named || ".env");
  if (!existsSync(file)) {
    if (named) throw new Error(`ENV_FILE: ${file} does not exist`);
    return null;
  }
  let applied = 0;
  let keptFromEnvironment = 0;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
    if (value === undefined) continue;
    if (env[name] !== undefined) {
      keptFromEnvironment++;
      continue;
    }
    env[name] = value;
    applied++;
  }
  return { file, applied, keptFromEnvironment };
}
