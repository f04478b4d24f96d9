// `npm run launch-check`: the catalogue's launch list (packages/content/src/cli/launch-check.ts).
// Exits with its status: 0 when nothing is left to settle, 1 with the list.
import { spawnSync } from "node:child_process";
import { install } from "./pnpm.mjs";

install();
const tsx = new URL("../packages/content/node_modules/.bin/tsx", import.meta.url).pathname;
const cli = new URL("../packages/content/src/cli/launch-check.ts", import.meta.url).pathname;
const result = spawnSync(tsx, [cli, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
