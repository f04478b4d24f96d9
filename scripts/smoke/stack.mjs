// The stack under test, as docs/production.md runs it: the production start on the socket unit's
// socket with its settings in an ENV_FILE, and Debian's Caddy on the shipped deploy/Caddyfile
// ("tls internal") in front. What runs is kept here for the end to stop.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { smokeHttpsPort, smokeOrigin } from "./build.mjs";
import { startCaddy } from "./caddy.mjs";
import { check } from "./checklist.mjs";
import { fetchRaw } from "./https.mjs";
import { freePort } from "./ports.mjs";
import { socketService } from "./server.mjs";

const root = new URL("../../", import.meta.url).pathname;

/**
 * @typedef {import("./site-env.mjs").Deploy} Deploy
 * @typedef {Awaited<ReturnType<typeof socketService>>} Service
 * @typedef {Awaited<ReturnType<typeof startCaddy>>} Caddy
 */

/**
 * What runs, for the end to stop: the service (and whether its server is up) and Caddy.
 * @type {{ service: Service | null; serving: boolean; caddy: Caddy | null }}
 */
export const stack = { service: null, serving: false, caddy: null };
const ca = () => readFileSync(stack.caddy?.rootCertificate ?? "");
/** @type {(path: string, options?: Parameters<typeof fetchRaw>[1]) => ReturnType<typeof fetchRaw>} */
export const get = (path, options = {}) => fetchRaw(`${smokeOrigin}${path}`, { ca: ca(), ...options });

/**
 * Caddy says it serves its configuration before its own authority has issued the site's
 * certificate (`tls internal` issues it in the background, later on a busy machine): until then
 * every TLS handshake fails. A proxy is ready when it answers over HTTPS, as a visitor first meets it.
 * @param {Caddy} caddy
 */
async function untilHttps(caddy) {
  const httpsStarted = Date.now();
  for (;;) {
    const probe = caddy.hasCertificate() ? await get("/healthz") : { status: 0, error: undefined };
    if (probe.status !== 0) break;
    if (Date.now() - httpsStarted > 30_000)
      throw new Error(
        `no answer over HTTPS within 30 s of Caddy's start: ${probe.error?.message ?? "no root certificate"}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the server on its socket, checks what it read, then Caddy in front; resolves once the
 * proxy answers over HTTPS, with the service and Caddy's plain-HTTP port.
 * @param {Deploy} deploy
 */
export async function startStack({ work, serverPort, envFile }) {
  const running = await socketService({ ENV_FILE: envFile }, serverPort);
  stack.service = running;
  const upMs = await running.start();
  stack.serving = true;
  // The start's lines come on two streams (its notice on stderr, the server's log on stdout): on a
  // busy machine one may be read a moment after the server answers.
  const startLines = () =>
    running.log.some((line) => line.file === envFile) &&
    running.log.some((line) => /ALLOW_SAMPLE_CONTENT=1/.test(line.msg ?? "")) &&
    running.log.some((line) => /socket systemd passed/.test(line.msg ?? ""));
  for (let waited = 0; !startLines() && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  check(
    "server: settings from ENV_FILE, on the socket unit's loopback socket",
    startLines(),
    `up in ${(upMs / 1000).toFixed(1)} s, ${envFile.replace(work, "<tmp>")} read`,
  );
  const caddyHttpPort = await freePort();
  stack.caddy = await startCaddy(
    join(root, "deploy/Caddyfile"),
    {
      SITE_ADDRESS: "localhost",
      CADDY_TLS: "internal",
      CADDY_BIND: "127.0.0.1",
      CADDY_HTTP_PORT: String(caddyHttpPort),
      CADDY_HTTPS_PORT: String(smokeHttpsPort),
      CADDY_ADMIN: `127.0.0.1:${await freePort()}`,
      UPSTREAM: `127.0.0.1:${serverPort}`,
    },
    join(work, "caddy"),
  );
  await untilHttps(stack.caddy);
  return { service: running, caddyHttpPort };
}

/**
 * Stops what runs (Caddy's log written to SMOKE_DUMP_CADDY when set) and removes the deploy's folder.
 * @param {string} work
 */
export async function stopStack(work) {
  const { service, serving, caddy } = stack;
  if (process.env.SMOKE_DUMP_CADDY && caddy) writeFileSync(process.env.SMOKE_DUMP_CADDY, caddy.lines.join("\n"));
  if (serving) await service?.stop();
  await service?.close();
  await caddy?.stop();
  rmSync(work, { recursive: true, force: true });
}
