// `npm run publish`: after a content edit, renders the pages again with the last build's code and
// puts the changed ones on the running site (apps/web/scripts/publish.ts); seconds, not a build.
// It publishes into the build the server serves: WEB_BUILD_OUT, else WEB_BUILD_DIR, else
// apps/web/build. Settings: the environment, then the server's settings
// file (ENV_FILE, else .env, else /etc/brightwater/site.env): ALLOW_SAMPLE_CONTENT, WEB_BUILD_DIR.
// `npm run publish -- --pull` first fetches the branch the checkout follows and fast-forwards it
// when the push changes only the catalogue (apps/web/scripts/publish-pull.ts, decision 028); the
// outcome is recorded beside the database, where the inbox reads it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { commandSettings } from "../apps/api/src/settings/command-settings.mjs";
import { loadSettings, serverSettings } from "./ops/server.mjs";
import { install } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;
const webDir = new URL("../apps/web/", import.meta.url).pathname;
const tsx = `${webDir}node_modules/.bin/tsx`;

process.chdir(root);
loadSettings("Cannot publish");
const { publishInto } = commandSettings(process.env);
if (publishInto) process.env.WEB_BUILD_OUT = resolve(publishInto);
if (!existsSync(tsx)) install();
const pull = process.argv.includes("--pull");
// The record the inbox reads lives beside the database the server uses: the server's own reading of its settings.
if (pull) process.env.PUBLISH_LOG_DIR = dirname((await serverSettings("Cannot publish")).databasePath);
const script = pull ? "scripts/publish-pull.ts" : "scripts/publish.ts";
const result = spawnSync(tsx, [script], { cwd: webDir, stdio: "inherit" });
process.exit(result.status ?? 1);
