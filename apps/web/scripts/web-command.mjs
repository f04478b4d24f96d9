// How the publish's commands run: the build's bundle of each (scripts/commands-bundle.mjs), one
// JavaScript file Node runs as it is, else its TypeScript through tsx. A bundle names its own
// checkout's files: one made in another folder (a copied build) is not used here.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const webDir = new URL("..", import.meta.url).pathname;

/** Which checkout the bundles in dist/ were made in (scripts/commands-bundle.mjs writes it). */
export const bundlesRecord = join(webDir, "dist", "commands.json");

/**
 * The program and arguments that run `scripts/<name>.ts` from apps/web: its bundle when the build
 * made one, else the TypeScript through tsx.
 * @param {string} name
 * @returns {[string, string[]]}
 */
export function webCommand(name) {
  const bundle = join(webDir, "dist", `${name}.mjs`);
  const ours = existsSync(bundlesRecord) && JSON.parse(readFileSync(bundlesRecord, "utf8")).webDir === webDir;
  if (ours && existsSync(bundle)) return [process.execPath, [bundle]];
  return [join(webDir, "node_modules/.bin/tsx"), [`scripts/${name}.ts`]];
}
