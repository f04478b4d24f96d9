// `npm run publish`: after a content edit, renders the pages again with the last build's code and
// puts the changed ones on the running site (apps/web/scripts/publish.ts); seconds, not a build.
// It publishes into the build the server serves: WEB_BUILD_OUT, else WEB_BUILD_DIR, else
// apps/web/build. Settings: the environment, then the server's settings
// file (ENV_FILE, else .env, else /etc/brightwater/site.env): ALLOW_SAMPLE_CONTENT, WEB_BUILD_DIR.
// `npm run publish -- --pull` first fetches the branch the checkout follows and fast-forwards it
// when the push changes only the catalogue (apps/web/scripts/publish-pull.ts, decisions 028 and
// 037); the outcome is recorded in PUBLISH_LOG_DIR (else beside the database), where the inbox reads it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { apiSettings, loadSettings, serverSettings } from "./ops/server.mjs";
import { install } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;
const webDir = new URL("../apps/web/", import.meta.url).pathname;
const tsx = `${webDir}node_modules/.bin/tsx`;
// What a pull that did not finish leaves in the git folder (apps/web/scripts/publish/pull-state.ts).
const pendingFile = "brightwater-publish-pending.json";

/**
 * @param {string[]} args
 * @returns {string | null} git's output, or null when it fails (the pull itself then says why)
 */
function git(args) {
  const result = spawnSync("git", ["-C", root, ...args], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * A look that finds nothing new ends here, in plain Node and three git commands: the timer runs it
 * every 15 s, so it costs about a tenth of a second of processor time, not the seconds of the
 * TypeScript start of the pull itself (decisions 028 and 037). Anything else (something new, a pull left unfinished,
 * a git that fails) goes on to the pull, which says and records it.
 */
function nothingToPull() {
  const gitDir = git(["rev-parse", "--absolute-git-dir"]);
  if (gitDir === null || existsSync(join(gitDir, pendingFile))) return false;
  const remote = process.env.PUBLISH_REMOTE || "origin";
  const branch = process.env.PUBLISH_BRANCH || git(["symbolic-ref", "--short", "HEAD"]);
  if (branch === null || git(["fetch", "--quiet", "--no-recurse-submodules", remote, branch]) === null) return false;
  const [target, head] = (git(["rev-parse", "FETCH_HEAD", "HEAD"]) ?? "").split("\n");
  if (!target || target !== head) return false;
  console.log(`publish: the live site is at ${remote}/${branch} (${target.slice(0, 7)}); nothing to pull`);
  return true;
}

process.chdir(root);
await loadSettings("Cannot publish");
const pull = process.argv.includes("--pull");
if (pull && nothingToPull()) process.exit(0);
const { publishInto } = (await apiSettings()).commandSettings(process.env);
if (publishInto) process.env.WEB_BUILD_OUT = resolve(publishInto);
if (!existsSync(tsx)) install();
// The record the inbox reads: where the server reads it, by the server's own reading of its settings.
if (pull) process.env.PUBLISH_LOG_DIR = (await serverSettings("Cannot publish")).publishLogDir;
// The build's bundle of the command (apps/web/scripts/commands-bundle.mjs), else its TypeScript.
const { webCommand } = await import("@brightwater/web/web-command");
const [program, args] = webCommand(pull ? "publish-pull" : "publish");
const result = spawnSync(program, args, { cwd: webDir, stdio: "inherit" });
process.exit(result.status ?? 1);
