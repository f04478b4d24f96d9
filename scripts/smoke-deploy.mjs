// `npm run smoke:deploy` (in CI, after `npm test`: .ci/run): the production stack of docs/production.md, run on this
// machine's loopback. The production start (scripts/serve.mjs) with its settings in an ENV_FILE,
// Debian's Caddy on the shipped deploy/Caddyfile ("tls internal"), then checks through HTTPS as
// visitors and the office meet it: pages, headers, compression, the 404, canonical and sitemap,
// 40 visitors from 40 addresses, a forged X-Forwarded-For, sign-in, a redeploy under a post every
// 50 ms, a backup and a restore, and `systemd-analyze verify` on the units. Prints a table; exits 1
// on any failure. Needs the server built and the site built for its origin (npm run smoke:build;
// built here when missing).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqlite } from "./ops/sqlite.mjs";
import { buildForSmoke, smokeBuildDir, smokeHttpsPort, smokeOrigin } from "./smoke/build.mjs";
import { ensureDebianCommand, startCaddy } from "./smoke/caddy.mjs";
import { fetchRaw, headerValues } from "./smoke/https.mjs";
import { serveOnce, socketService } from "./smoke/server.mjs";

const root = new URL("..", import.meta.url).pathname;
const started = Date.now();
/** @type {{ name: string; ok: boolean; detail: string | undefined }[]} */
const results = [];

/**
 * @param {string} name
 * @param {unknown} ok
 * @param {string} [detail]
 */
function check(name, ok, detail) {
  results.push({ name, ok: Boolean(ok), detail });
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
async function portIsFree(port) {
  const server = createServer();
  return new Promise((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * @param {string} script
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function npmRun(script, args, env) {
  const result = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: "utf8",
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

const lead = (/** @type {string} */ message) =>
  JSON.stringify({
    firstName: "Smoke",
    lastName: "Test",
    phone: "336-555-0100",
    subject: "Deploy check",
    message,
  });

// ——— Before anything runs: the tools, the builds, the ports. ———
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

const work = mkdtempSync(join(tmpdir(), "brightwater-deploy-smoke-"));
const serverPort = await freePort();
const databasePath = join(work, "data/site.db");
const adminPassword = "deploy-smoke-inbox-password";
const envFile = join(work, "site.env");
writeFileSync(
  envFile,
  [
    "# As /etc/brightwater/site.env in docs/production.md; TRUST_PROXY left to its default.",
    `SITE_ORIGIN=${smokeOrigin}`,
    "HOST=127.0.0.1",
    `PORT=${serverPort}`,
    `DATABASE_PATH=${databasePath}`,
    `WEB_BUILD_DIR=${smokeBuildDir}`,
    `ADMIN_PASSWORD=${adminPassword}`,
    "# The demo catalogue holds samples.",
    "ALLOW_SAMPLE_CONTENT=1",
    "LOG_LEVEL=info",
    "",
  ].join("\n"),
  { mode: 0o600 },
);

/** @type {Awaited<ReturnType<typeof socketService>> | null} */
let service = null;
let serving = false;
/** @type {Awaited<ReturnType<typeof startCaddy>> | null} */
let caddy = null;
const ca = () => readFileSync(caddy?.rootCertificate ?? "");
/** @type {(path: string, options?: Parameters<typeof fetchRaw>[1]) => ReturnType<typeof fetchRaw>} */
const get = (path, options = {}) => fetchRaw(`${smokeOrigin}${path}`, { ca: ca(), ...options });

try {
  // ——— The unit file and the start's refusals. ———
  const verify = spawnSync(
    "systemd-analyze",
    [
      "verify",
      ...["brightwater.socket", "brightwater.service", "brightwater-publish.service", "brightwater-publish.timer"].map(
        (unit) => join(root, "deploy", unit),
      ),
    ],
    {
      encoding: "utf8",
    },
  );
  check(
    "systemd-analyze verify deploy/brightwater.socket, .service and the publish timer",
    verify.status === 0 && verify.stderr.trim() === "",
    verify.error
      ? String(verify.error)
      : `exit ${verify.status}${verify.stderr.trim() ? `: ${verify.stderr.trim()}` : ""}`,
  );
  const otherOrigin = serveOnce({ ENV_FILE: envFile, SITE_ORIGIN: "https://www.example.org" });
  check(
    "production start refuses a build for another SITE_ORIGIN",
    otherOrigin.code === 78 && otherOrigin.lines.length === 1 && /SITE_ORIGIN/.test(otherOrigin.lines[0] ?? ""),
    `exit ${otherOrigin.code}: ${otherOrigin.lines.at(-1)}`,
  );
  const unchecked = serveOnce({ ENV_FILE: envFile, ALLOW_SAMPLE_CONTENT: "0" });
  check(
    "production start refuses an unchecked catalogue",
    unchecked.code === 78 && /ALLOW_SAMPLE_CONTENT/.test(unchecked.lines.at(-1) ?? ""),
    `exit ${unchecked.code}: ${unchecked.lines.at(-1)}`,
  );

  // ——— The stack. ———
  const running = await socketService({ ENV_FILE: envFile }, serverPort);
  service = running;
  const upMs = await running.start();
  serving = true;
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
  caddy = await startCaddy(
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

  // Caddy says it serves its configuration before its own authority has issued the site's
  // certificate (`tls internal` issues it in the background, later on a busy machine): until then
  // every TLS handshake fails. A proxy is ready when it answers over HTTPS, as a visitor first meets it.
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

  // Caddy 2.6 names no port in the redirect when https_port is not 443 (here it is not): the
  // check is the scheme, the host, the path and the query.
  const redirect = await fetchRaw(`http://localhost:${caddyHttpPort}/service-areas?x=1`);
  const location = new URL(headerValues(redirect, "location")[0] ?? "http://invalid/");
  check(
    "HTTP redirects to HTTPS",
    [301, 308].includes(redirect.status) &&
      location.protocol === "https:" &&
      location.hostname === "localhost" &&
      `${location.pathname}${location.search}` === "/service-areas?x=1",
    `${redirect.status} → ${location.href}`,
  );

  const home = await get("/", { headers: { "accept-encoding": "br, gzip" } });
  const once = ["strict-transport-security", "content-security-policy", "x-content-type-options"].map(
    (name) => `${name.split("-").slice(-1)[0]} ×${headerValues(home, name).length}`,
  );
  check(
    "GET / over HTTPS: 200, HSTS, CSP and nosniff once each",
    home.status === 200 &&
      ["strict-transport-security", "content-security-policy", "x-content-type-options"].every(
        (name) => headerValues(home, name).length === 1,
      ) &&
      headerValues(home, "x-content-type-options")[0] === "nosniff",
    `${home.status}${home.error ? ` (${home.error.message})` : ""}; ${once.join(", ")}`,
  );
  const api = await get("/api/blog-posts", { headers: { "accept-encoding": "gzip" } });
  check(
    "compression: pages br (build), API gzip (Caddy)",
    headerValues(home, "content-encoding")[0] === "br" && headerValues(api, "content-encoding")[0] === "gzip",
    `page ${headerValues(home, "content-encoding")[0]}, API ${api.status} ${headerValues(api, "content-encoding")[0]}`,
  );
  const missing = await get("/no-such-page-here");
  check(
    "unknown path: the site's 404 page",
    missing.status === 404 && /<main/.test(missing.body.toString()),
    `${missing.status}, ${headerValues(missing, "content-type")[0]}`,
  );
  const page = await get("/");
  const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(page.body.toString())?.[0] ?? "";
  const sitemap = (await get("/sitemap.xml")).body.toString();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  check(
    "canonical and sitemap on the HTTPS origin",
    canonical.includes(`href="${smokeOrigin}/"`) &&
      locs.length > 0 &&
      locs.every((loc) => loc.startsWith(`${smokeOrigin}/`)),
    `${canonical.match(/href="([^"]+)"/)?.[1]}; ${locs.length} sitemap URLs`,
  );

  // ——— Forty visitors, each from an address of their own; one forges X-Forwarded-For. ———
  const visitors = Array.from({ length: 40 }, (_, index) => `127.0.0.${11 + index}`);
  const posts = await Promise.all(
    visitors.map((address, index) =>
      get(`/api/contacts?smoke=visitor-${index}`, {
        method: "POST",
        localAddress: address,
        headers: {
          "content-type": "application/json",
          ...(index === 0 ? { "x-forwarded-for": "203.0.113.66" } : {}),
        },
        body: lead(`Visitor ${index}`),
      }),
    ),
  );
  const created = posts.filter((response) => response.status === 201).length;
  // The log is read from the server's output, which may trail its answers by a moment.
  const seen = new Map();
  const logStarted = Date.now();
  while (seen.size < visitors.length && Date.now() - logStarted < 10_000) {
    for (const line of service.log) {
      const match = /smoke=visitor-(\d+)$/.exec(line.req?.url ?? "");
      if (match) seen.set(Number(match[1]), line.req?.remoteAddress);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ownAddress = visitors.filter((address, index) => seen.get(index) === address).length;
  check(
    "40 visitors: each their own rate limit and address in the log",
    created === 40 && ownAddress === 40,
    `${created} × 201, ${posts.length - created} refused; ${ownAddress} logged with their own address`,
  );
  check(
    "a forged X-Forwarded-For is ignored",
    seen.get(0) === visitors[0],
    `sent 203.0.113.66 from ${visitors[0]}, logged ${seen.get(0)}`,
  );

  // ——— The office signs in through the proxy. ———
  const signIn = await get("/api/admin/session", {
    method: "POST",
    headers: { "content-type": "application/json", origin: smokeOrigin },
    body: JSON.stringify({ password: adminPassword }),
  });
  const setCookie = headerValues(signIn, "set-cookie")[0] ?? "";
  const cookie = setCookie.split(";")[0] ?? "";
  check(
    "inbox sign-in through the proxy: cookie Secure; HttpOnly; SameSite",
    signIn.status === 200 &&
      /;\s*Secure/i.test(setCookie) &&
      /;\s*HttpOnly/i.test(setCookie) &&
      /SameSite=Strict/i.test(setCookie),
    `${signIn.status}; ${setCookie
      .split(";")
      .slice(1)
      .map((part) => part.trim().split("=")[0])
      .join(", ")}`,
  );

  // ——— A redeploy (stop, start) under one post every 50 ms. ———
  /** @type {Promise<{ n: number; response: import("./smoke/https.mjs").RawResponse }>[]} */
  const outcomes = [];
  let sent = 0;
  const poster = setInterval(() => {
    const n = sent++;
    outcomes.push(
      get("/api/contacts", {
        method: "POST",
        localAddress: `127.0.1.${(n % 250) + 1}`,
        headers: { "content-type": "application/json" },
        body: lead(`Redeploy ${n}`),
      }).then((response) => ({ n, response })),
    );
  }, 50);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const restartStarted = Date.now();
  const oldExit = await service.stop();
  serving = false;
  await service.start();
  serving = true;
  const restartMs = Date.now() - restartStarted;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  clearInterval(poster);
  const answered = await Promise.all(outcomes);
  const acknowledged = answered.filter(({ response }) => response.status === 201);
  const refused = answered.filter(({ response }) => response.status !== 201);
  const db = openSqlite(databasePath, { readonly: true, fileMustExist: true });
  const stored = new Set(db.prepare("SELECT message FROM submissions WHERE message LIKE 'Redeploy %'").pluck().all());
  db.close();
  const lost = acknowledged.filter(({ n }) => !stored.has(`Redeploy ${n}`));
  const refusedKinds = [
    ...new Set(
      refused.map(
        ({ response }) => response.status || /** @type {NodeJS.ErrnoException | undefined} */ (response.error)?.code,
      ),
    ),
  ];
  check(
    "redeploy under a post every 50 ms: every acknowledged lead stored, none refused",
    oldExit === 0 && lost.length === 0 && refused.length === 0 && acknowledged.length > 0,
    `${answered.length} posts over a ${(restartMs / 1000).toFixed(1)} s restart: ${acknowledged.length} acknowledged, ${lost.length} of them missing, ${refused.length} refused${refusedKinds.length ? ` (${refusedKinds.join(", ")})` : ""}`,
  );
  const session = await get("/api/admin/session", { headers: { cookie } });
  check("the inbox session survives the redeploy", session.status === 200, `GET /api/admin/session: ${session.status}`);

  // ——— Backup while the server runs, restore with it stopped (docs/operations.md, as docs/production.md runs them). ———
  const backupDir = join(work, "offsite/backup-1");
  const backup = npmRun("backup", [backupDir], { ENV_FILE: envFile });
  const manifestPath = join(backupDir, "manifest.json");
  /** @type {import("../apps/api/src/ops/backup").BackupManifest | null} */
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : null;
  check(
    "npm run backup while serving",
    backup.code === 0 && (manifest?.database.leads ?? 0) >= 40 + acknowledged.length,
    backup.output.split("\n").at(-1)?.replace(work, "<tmp>"),
  );
  const refusedRestore = npmRun("restore", [backupDir], { ENV_FILE: envFile });
  await service.stop();
  serving = false;
  const restore = npmRun("restore", [backupDir], { ENV_FILE: envFile });
  const restored = openSqlite(databasePath, { readonly: true, fileMustExist: true });
  const restoredLeads = restored.prepare("SELECT count(*) FROM submissions").pluck().get();
  restored.close();
  check(
    "npm run restore: refused while serving, then every lead back",
    refusedRestore.code === 1 && restore.code === 0 && restoredLeads === manifest?.database.leads,
    `while serving: exit ${refusedRestore.code}; stopped: exit ${restore.code}, ${restoredLeads} of ${manifest?.database.leads} leads`,
  );
} catch (error) {
  check("the stack ran to the end", false, error instanceof Error ? error.message : String(error));
} finally {
  if (process.env.SMOKE_DUMP_CADDY && caddy) writeFileSync(process.env.SMOKE_DUMP_CADDY, caddy.lines.join("\n"));
  if (serving) await service?.stop();
  await service?.close();
  await caddy?.stop();
  rmSync(work, { recursive: true, force: true });
}

const width = Math.max(...results.map((result) => result.name.length));
console.log(`\nDeploy smoke test: ${smokeOrigin} → Caddy (tls internal) → the production start\n`);
for (const { name, ok, detail } of results)
  console.log(`${ok ? "ok  " : "FAIL"}  ${name.padEnd(width)}  ${detail ?? ""}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed > 0 ? 1 : 0);
