// Servers for the measurements, always on loopback: the production server (the built API and
// site, a throwaway database) and a node:http "hello" that every figure is compared with.
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const root = new URL("../../", import.meta.url).pathname;
export const host = "127.0.0.1";

/**
 * A port nobody listens on right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} url
 * @param {import("node:child_process").ChildProcess} child
 * @param {string} [logFile]
 */
async function waitUntilUp(url, child, logFile, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = logFile ? readFileSync(logFile, "utf8").split("\n").slice(-20).join("\n") : "";
  throw new Error(`The server at ${url} did not come up (exit code ${child.exitCode}).\n${log}`);
}

/**
 * @param {import("node:child_process").ChildProcess} child
 * @param {() => void} cleanup
 * @returns {() => Promise<void>}
 */
function stopper(child, cleanup) {
  return () =>
    new Promise((resolve) => {
      const done = () => {
        cleanup();
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", done);
      child.kill("SIGTERM");
      setTimeout(() => child.exitCode === null && child.kill("SIGKILL"), 5000).unref();
    });
}

/**
 * The production server (apps/api/dist/server.js serving apps/web/build) on a free loopback
 * port, with a new database in a temporary directory. Its log goes to a file there.
 * `openFileLimit` starts it under `ulimit -n` (the common 1,024 of a service without LimitNOFILE).
 * @param {Record<string, string>} [env]
 * @param {{ openFileLimit?: number }} [options]
 */
export async function startProductionServer(env = {}, { openFileLimit } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "brightwater-perf-"));
  const logFile = join(dir, "server.log");
  const log = openSync(logFile, "w");
  const databasePath = join(dir, "site.db");
  const command = [process.execPath, "apps/api/dist/server.js"];
  const limited = openFileLimit ? ["/bin/sh", "-c", `ulimit -n ${Number(openFileLimit)} && exec "$@"`, "sh"] : [];
  const [program = process.execPath, ...args] = [...limited, ...command];
  const child = spawn(program, args, {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: host,
      PORT: String(port),
      DATABASE_PATH: databasePath,
      WEB_BUILD_DIR: "apps/web/build",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const origin = `http://${host}:${port}`;
  const stop = stopper(child, () => {
    closeSync(log);
    rmSync(dir, { recursive: true, force: true });
  });
  try {
    await waitUntilUp(`${origin}/`, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port, databasePath, logFile, pid: child.pid, stop };
}

/** The reference: the smallest node:http server, answering "hello" to everything. */
export async function startHelloServer() {
  const port = await freePort();
  const code = `require("node:http").createServer((req, res) => { res.writeHead(200, { "content-type": "text/plain" }); res.end("hello"); }).listen(${port}, "${host}");`;
  const child = spawn(process.execPath, ["-e", code], { stdio: "ignore" });
  const origin = `http://${host}:${port}`;
  const stop = stopper(child, () => {});
  await waitUntilUp(`${origin}/`, child);
  return { origin, port, pid: child.pid, stop };
}

/**
 * The reference of `npm run lighthouse`: a one-paragraph static page (no script, no image, a few
 * lines of inline style) from a node:http server in this process, answered as the site answers
 * its pages (HTML, no-cache, a strict CSP, brotli or gzip). What Lighthouse measures on it is the
 * floor of this machine at that moment.
 */
export async function startReferencePage() {
  const { createServer: createHttpServer } = await import("node:http");
  const { brotliCompressSync, gzipSync } = await import("node:zlib");
  const html = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    "<title>Reference page</title>",
    // No favicon request (a 404 would be a console error in its report).
    '<link rel="icon" href="data:,">',
    '<meta name="description" content="A static page measured beside the site as the floor of the machine.">',
    "<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem}</style>",
    "</head><body><main><h1>Reference page</h1>",
    "<p>One paragraph of static text, served beside the site and measured in the same run, so a page's blocking time is read against what this machine shows for a page with nothing to do.</p>",
    "</main></body></html>",
  ].join("");
  const bodies = { br: brotliCompressSync(html), gzip: gzipSync(html), identity: Buffer.from(html) };
  const server = createHttpServer((request, response) => {
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const encoding = accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : "identity";
    /** @type {Record<string, string>} */
    const headers = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      "Content-Security-Policy":
        "default-src 'self'; img-src data:; style-src 'unsafe-inline'; base-uri 'self'; object-src 'none'",
    };
    if (request.url !== "/") return response.writeHead(404, { "Content-Type": "text/plain" }).end();
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    response.writeHead(200, headers).end(bodies[encoding]);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  /** @returns {Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      // The browser keeps its connections open; they would hold close() back.
      server.closeAllConnections();
    });
  return { port, stop };
}
