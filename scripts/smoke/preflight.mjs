// Before the deploy smoke test runs anything: the tools, the builds, the ports. The site is built
// for the smoke origin when no build for it is found; a missing server build or a taken port ends
// the run.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildForSmoke, smokeBuildDir, smokeHttpsPort, smokeOrigin } from "./build.mjs";
import { ensureDebianCommand } from "./caddy.mjs";
import { portIsFree } from "./ports.mjs";

const root = new URL("../../", import.meta.url).pathname;

/** Installs what is missing and builds what is not built for the smoke origin; exits when it cannot go on. */
export async function preflight() {
  ensureDebianCommand("caddy", "caddy");
  // systemd-analyze checks the units; systemd-socket-activate holds the socket as systemd would.
  ensureDebianCommand("systemd-analyze", "systemd");
  ensureDebianCommand("systemd-socket-activate", "systemd");
  const sitemapRecord = join(smokeBuildDir, "site-origin.json");
  /** @type {{ siteOrigin?: string }} */
  const built = existsSync(sitemapRecord) ? JSON.parse(readFileSync(sitemapRecord, "utf8")) : {};
  const builtFor = built.siteOrigin ?? null;
  if (builtFor !== smokeOrigin) {
    console.log(`No site build for ${smokeOrigin} in ${smokeBuildDir}: building it first (npm run smoke:build)…`);
    buildForSmoke();
  }
  if (!existsSync(join(root, "apps/api/dist/server.js"))) {
    console.error("smoke:deploy: the server is not built (npm run build)");
    process.exit(1);
  }
  if (!(await portIsFree(smokeHttpsPort))) {
    console.error(`smoke:deploy: port ${smokeHttpsPort} (SMOKE_HTTPS_PORT, the origin's port) is in use`);
    process.exit(1);
  }
}
