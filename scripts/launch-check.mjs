// `npm run launch-check`: the catalogue's launch list (packages/content/src/cli/launch-check.ts),
// and what the settings and the build do not match. Settings are read as the server reads them:
// the environment, then the settings file (ENV_FILE, else .env, else /etc/brightwater/site.env);
// the build is WEB_BUILD_DIR, else apps/web/build, as the production start serves it.
// Exits with its status: 0 when nothing is left to settle, 1 with the list.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { apiSettings } from "./ops/server.mjs";
import { install } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;
const tsx = new URL("../packages/content/node_modules/.bin/tsx", import.meta.url).pathname;
// Installed once; the production start runs this at every start and must not touch node_modules.
if (!existsSync(tsx)) install();
if (process.env.ENV_FILE) process.env.ENV_FILE = resolve(process.env.ENV_FILE);
// A catalogue named on the command line, from where the command was typed.
const args = process.argv.slice(2).map((arg) => resolve(arg));
process.chdir(root);
const { loadSettingsFile } = await apiSettings();
try {
  loadSettingsFile(process.env);
} catch (error) {
  console.error(`The settings file does not read: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
process.env.WEB_BUILD_DIR ||= "apps/web/build";
const cli = new URL("../packages/content/src/cli/launch-check.ts", import.meta.url).pathname;
const result = spawnSync(tsx, [cli, ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
