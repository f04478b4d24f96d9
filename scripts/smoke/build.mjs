// `npm run smoke:build`: the site built for the deploy smoke test's HTTPS origin, beside the main
// build, as the production guide builds a release for its real SITE_ORIGIN.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { install } from "../pnpm.mjs";

const root = new URL("../../", import.meta.url).pathname;
export const smokeHttpsPort = Number(process.env.SMOKE_HTTPS_PORT || 4391);
export const smokeOrigin = `https://localhost:${smokeHttpsPort}`;
export const smokeBuildDir = join(root, "apps/web/.test-builds/deploy-smoke");

/** Builds the web app for the smoke origin into smokeBuildDir; exits on failure. */
export function buildForSmoke() {
  install();
  const result = spawnSync(join(root, "node_modules/.bin/pnpm"), ["--filter", "@brightwater/web", "run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SITE_ORIGIN: smokeOrigin, WEB_BUILD_OUT: smokeBuildDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === new URL(import.meta.url).pathname) buildForSmoke();
