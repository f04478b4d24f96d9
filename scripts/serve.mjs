// The production start (`npm run serve`, and the systemd unit's `node scripts/serve.mjs`): serves
// the existing build in production mode in this very process, so the service manager's SIGTERM
// reaches the server. It builds nothing. It refuses, in one line, a build made for another
// SITE_ORIGIN and a catalogue the launch check finds samples or placeholders in (unless
// ALLOW_SAMPLE_CONTENT=1, said at every start). Settings: the environment, then the settings file
// (apps/api/src/settings/: ENV_FILE, else .env, else /etc/brightwater/site.env).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadSettingsFile } from "../apps/api/src/settings/settings-file.mjs";

const root = new URL("..", import.meta.url).pathname;
const defaultOrigin = "http://localhost:3000";

// A refusal is a setting or a build to fix, not a crash: its own exit status, which the unit's
// RestartPreventExitStatus= keeps systemd from trying again (one line in the journal, not five).
export const refusedStatus = 78;

function stop(message) {
  console.error(`Cannot start: ${message}`);
  process.exit(refusedStatus);
}

/** The build's own record of the origin it was made for (apps/web/scripts/postbuild.ts). */
function checkBuildOrigin(buildDir, siteOrigin) {
  if (!existsSync(join(buildDir, "client"))) {
    stop(`there is no site build in ${buildDir}: run npm run build with SITE_ORIGIN set first (docs/production.md)`);
  }
  const record = join(buildDir, "site-origin.json");
  if (!existsSync(record)) stop(`the build in ${buildDir} does not say which SITE_ORIGIN it was made for: rebuild it`);
  const built = JSON.parse(readFileSync(record, "utf8")).siteOrigin;
  if (new URL(built).origin !== new URL(siteOrigin).origin) {
    stop(
      `the build in ${buildDir} was made for SITE_ORIGIN=${built} but SITE_ORIGIN is ${siteOrigin}: rebuild with SITE_ORIGIN=${siteOrigin} (npm run build), or set SITE_ORIGIN=${built}`,
    );
  }
}

/**
 * The launch check (scripts/launch-check.mjs: samples, placeholders, unconfirmed figures): exit 0
 * clean, 1 with a list. Its count only, in one line, refused or allowed: npm run launch-check lists them.
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

export async function serve() {
  const envFileArg = process.env.ENV_FILE;
  if (envFileArg) process.env.ENV_FILE = resolve(envFileArg);
  process.chdir(root);
  try {
    // Read again by the server, which logs the file and warns of names it does not know.
    loadSettingsFile(process.env);
  } catch (error) {
    stop(error.message);
  }
  process.env.NODE_ENV ??= "production";
  if (process.env.NODE_ENV !== "production") {
    stop(`NODE_ENV is ${process.env.NODE_ENV}: this start serves in production mode only (npm run dev develops)`);
  }
  process.env.WEB_BUILD_DIR ??= "apps/web/build";
  process.env.SITE_ORIGIN ||= defaultOrigin;
  checkBuildOrigin(resolve(process.env.WEB_BUILD_DIR), process.env.SITE_ORIGIN);
  const allowSamples = process.env.ALLOW_SAMPLE_CONTENT === "1";
  const launchCheck = runLaunchCheck(allowSamples);
  // Said at every start, so a site left in this state shows it in every day's log.
  if (allowSamples) console.warn(`ALLOW_SAMPLE_CONTENT=1: samples and placeholders may be served; ${launchCheck}`);
  const server = join(root, "apps/api/dist/server.js");
  if (!existsSync(server)) stop(`there is no server build at ${server}: run npm run build first`);
  await import(server);
}

if (process.argv[1] === new URL(import.meta.url).pathname) await serve();
