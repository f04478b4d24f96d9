// The settings file as the server reads it (apps/api/src/env-file.ts): ENV_FILE, or .env in the
// working folder when it exists, loaded by Node's own loader, which never replaces a variable the
// environment already has.
import { existsSync } from "node:fs";
import { resolve } from "node:path";

/** Loads the settings file into process.env; returns its path, or null when there is none. */
export function loadEnvFile() {
  const named = process.env.ENV_FILE?.trim();
  const file = resolve(named || ".env");
  if (!existsSync(file)) {
    if (named) throw new Error(`ENV_FILE: ${file} does not exist`);
    return null;
  }
  process.loadEnvFile(file);
  return file;
}
