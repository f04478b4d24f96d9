// `npm run dev`: Vite (with the API proxied) and the API in watch mode, both reloading on change.
import { createServer } from "node:net";
import { apiSettings } from "./ops/server.mjs";
import { install, turbo } from "./pnpm.mjs";

// The two servers read their ports from the environment (turbo's loose env mode), defaults included.
const { apiPort, webPort } = (await apiSettings()).commandSettings(process.env);
Object.assign(process.env, { API_PORT: apiPort, WEB_PORT: webPort });
process.env.PORT ??= apiPort;

/**
 * Whether another program listens on `port` at `host`.
 * @param {string} port
 * @param {string | undefined} host
 * @returns {Promise<boolean>}
 */
function takenAt(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code === "EADDRINUSE"));
    probe.listen(Number(port), host, () => probe.close(() => resolve(false)));
  });
}

/**
 * Whether another program listens on `port` where a dev server would: every address, or only the
 * loopback one of either family (Linux lets a wildcard listener share a port with those).
 * @param {string} port
 */
async function taken(port) {
  for (const host of [undefined, "127.0.0.1", "::1"]) if (await takenAt(port, host)) return true;
  return false;
}

// Checked before anything starts: a busy port is one line, not a stack from each server.
/** @type {[string, string][]} */
const ports = [
  ["WEB_PORT", webPort],
  ["API_PORT", apiPort],
];
for (const [variable, port] of ports) {
  if (await taken(port)) {
    console.error(
      `npm run dev: port ${port} (${variable}) is already in use by another program: stop it, or start with another port, e.g. ${variable}=${Number(port) + 1} npm run dev`,
    );
    process.exit(1);
  }
}

install();
// The browser's origin in development is Vite's; the inbox API refuses changes from any other.
process.env.SITE_ORIGIN ??= `http://localhost:${webPort}`;
// Both servers show drafts (pages, cities, articles marked "draft": true); production never does.
process.env.CATALOGUE_DRAFTS ??= "show";
// Loose env mode: the dev servers see PORT, API_PORT, WEB_PORT, SITE_ORIGIN and the rest of the shell's settings.
turbo(["run", "dev", "--filter=@brightwater/api", "--filter=@brightwater/web", "--env-mode=loose"]);
