// `npm run launch-check`: the catalogue's launch list (packages/content/src/cli/launch-check.ts).
// Exits with its status: 0 when nothing is left to settle, 1 with the list.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { install } from "./pnpm.mjs";

const tsx = new URL("../packages/content/node_modules/.bin/tsx", import.meta.url).pathname;
// Installed once; the production start runs this at every start and must not touch node_modules.
if (!existsSync(tsx)) install();
const cli = new URL("../packages/content/src/cli/launch-check.ts", import.meta.url).pathname;
const result = spawnSync(tsx, [cli, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
