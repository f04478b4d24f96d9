// The production start, the only one: `npm run serve` and the systemd unit's `node scripts/serve.mjs`
// serve the existing build and build nothing; `npm start` (`--build`) installs and builds what
// changed first (turbo caches the rest). Either way the server runs in this very process, so
// Ctrl-C or the service manager's SIGTERM reaches it. It refuses, in one line, a build made for
// another SITE_ORIGIN and a catalogue the launch check finds samples or placeholders in (unless
// ALLOW_SAMPLE_CONTENT=1, said at every start). Settings: the environment, then the settings file
// (apps/api/src/settings/: ENV_FILE, else .env, else /etc/brightwater/site.env).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildAll } from "./build.mjs";
import { apiSettings, serverOps } from "./ops/server.mjs";

const root = new URL("..", import.meta.url).pathname;

// A refusal is a setting or a build to fix, not a crash: its own exit status, which the unit's
// RestartPreventExitStatus= keeps systemd from trying again (one line in the journal, not five).
const refusedStatus = 78;

/**
 * @param {string} message
 * @returns {never}
 */
function stop(message) {
  console.error(`Cannot start: ${message}`);
  process.exit(refusedStatus);
}

/**
 * The build's own record of the origin it was made for (apps/web/scripts/postbuild.ts).
 * @param {string} buildDir
 * @param {string} siteOrigin
 */
function checkBuildOrigin(buildDir, siteOrigin) {
  if (!existsSync(join(buildDir, "client"))) {
    stop(`there is no site build in ${buildDir}: run npm run build with SITE_ORIGIN set first (docs/production.md)`);
  }
  const record = join(buildDir, "site-origin.json");
  if (!existsSync(record)) stop(`the build in ${buildDir} does not say which SITE_ORIGIN it was made for: rebuild it`);
  /** @type {{ siteOrigin: string }} */
  const { siteOrigin: built } = JSON.parse(readFileSync(record, "utf8"));
  if (new URL(built).origin !== new URL(siteOrigin).origin) {
    stop(
      `the build in ${buildDir} was made for SITE_ORIGIN=${built} but SITE_ORIGIN is ${siteOrigin}: rebuild with SITE_ORIGIN=${siteOrigin} (npm run build), or set SITE_ORIGIN=${built}`,
    );
  }
}

/**
 * The launch check (scripts/launch-check.mjs: samples, placeholders, unconfirmed figures): exit 0
 * clean, 1 with a list. Its count only, in one line, refused or allowed: npm run launch-check lists them.
 * @param {boolean} allowSamples
 */
function runLaunchCheck(allowSamples) {
  const result = spawnSync(process.execPath, [join(root, "scripts/launch-check.mjs")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (result.status === 0) return "the launch check passed";
  const summary = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").at(-1);
  if (!allowSamples) {
    stop(
      `the launch check refuses this catalogue: ${summary} (npm run launch-check lists them; exit ${result.status ?? result.signal}): fix the catalogue, or set ALLOW_SAMPLE_CONTENT=1 in the settings file to serve it anyway`,
    );
  }
  return `the launch check refuses this catalogue: ${summary} (npm run launch-check lists them)`;
}

/** The settings file into process.env (read again by the server, which logs the file and warns of names it does not know). */
async function readSettings() {
  const named = process.env.ENV_FILE;
  if (named) process.env.ENV_FILE = resolve(named);
  process.chdir(root);
  const { loadSettingsFile } = await apiSettings();
  try {
    loadSettingsFile(process.env);
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error));
  }
}

/**
 * `npm start` on this machine: the demo catalogue's samples are expected under a loopback
 * SITE_ORIGIN (under a real origin the launch check applies as in production), and the server stops
 * with npm. npm does not pass SIGTERM on: when npm (or the shell between) is gone, this server would
 * run on, orphaned. Noticed within a second; it then closes as on SIGTERM. Then the build.
 */
function buildFirst() {
  const origin = process.env.SITE_ORIGIN ? new URL(process.env.SITE_ORIGIN) : null;
  if (!origin || /^(localhost|127\.[\d.]+|\[::1\])$/.test(origin.hostname)) process.env.ALLOW_SAMPLE_CONTENT ??= "1";
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
  }, 1000).unref();
  const seconds = buildAll();
  console.log(`Built in ${seconds.toFixed(1)} s. Starting the server…`);
}

/**
 * Serves the build in production mode in this process, after building it when `build`. What it
 * checks is read as the server reads it (apps/api/dist/ops.js): the same defaults and refusals.
 * @param {{ build: boolean }} options
 */
export async function serve({ build }) {
  await readSettings();
  if (process.env.SITE_ORIGIN === "") delete process.env.SITE_ORIGIN;
  // Built as `npm run build` builds: NODE_ENV=production would install without the build's tools.
  if (build) buildFirst();
  process.env.NODE_ENV ??= "production";
  process.env.WEB_BUILD_DIR ??= "apps/web/build";
  const server = join(root, "apps/api/dist/server.js");
  if (!existsSync(server)) stop(`there is no server build at ${server}: run npm run build first`);
  const { readSettings: serverSettings } = await serverOps("Cannot start");
  let config;
  try {
    config = serverSettings(process.env).config;
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error));
  }
  if (config.NODE_ENV !== "production") {
    stop(`NODE_ENV is ${config.NODE_ENV}: this start serves in production mode only (npm run dev develops)`);
  }
  checkBuildOrigin(config.webBuildDir ?? "", config.SITE_ORIGIN);
  const { allowSampleContent: allowSamples } = (await apiSettings()).commandSettings(process.env);
  const launchCheck = runLaunchCheck(allowSamples);
  // Said at every start, so a site left in this state shows it in every day's log.
  if (allowSamples) console.warn(`ALLOW_SAMPLE_CONTENT=1: samples and placeholders may be served; ${launchCheck}`);
  await import(server);
}

await serve({ build: process.argv.includes("--build") });
