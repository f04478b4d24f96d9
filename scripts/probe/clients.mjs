// The probe's side of the wire: requests from a chosen loopback address, a keep-alive connection
// driven by hand, a multipart job application, and waiting for a condition.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { host, root } from "../perf/local-server.mjs";

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const password = "probe-inbox-password";
/** The API tests' job applicant (apps/api/src/test/career-application.ts reads the same file). */
/** @type {Record<string, string>} */
const applicant = JSON.parse(readFileSync(join(root, "apps/api/src/test/fixtures/applicant.json"), "utf8"));
export const lead = (/** @type {string} */ firstName) =>
  JSON.stringify({ firstName, lastName: "Probe", phone: "336-555-0100", subject: "Leak", message: "Dripping." });

/**
 * @typedef {{ status: number; ms: number; error?: string }} Timed
 */

/**
 * One request from a given loopback address; resolves with the status (0 on a failure) and the time taken.
 * @param {string} url
 * @param {{ localAddress?: string; method?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number }} options
 * @returns {Promise<Timed>}
 */
export function timedRequest(url, { localAddress, method = "GET", headers = {}, body, timeoutMs = 10_000 }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = request(url, { method, headers, localAddress, agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: Date.now() - started }));
      response.on("error", () => resolve({ status: 0, ms: Date.now() - started }));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve({ status: 0, error: error.code ?? error.message, ms: Date.now() - started }),
    );
    req.end(body);
  });
}

/** The Origin the inbox's page sends: the server's default SITE_ORIGIN. */
export const inboxOrigin = "http://localhost:3000";

/** @param {string} origin */
export async function signIn(origin) {
  const response = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: inboxOrigin },
    body: JSON.stringify({ password }),
  });
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/**
 * Waits until `condition` holds; resolves with the milliseconds it took, or null after `timeoutMs`.
 * @param {() => boolean} condition
 * @param {number} timeoutMs
 */
export async function until(condition, timeoutMs) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) return null;
    await sleep(100);
  }
  return Date.now() - started;
}

/**
 * A multipart application with its résumé part under `disposition`.
 * @param {Buffer} resume
 */
export function application(resume, disposition = 'form-data; name="resume"; filename="cv.pdf"') {
  const boundary = "----probe-boundary";
  const fields = { ...applicant, employmentDesired: "Full-Time" };
  /** @type {Buffer[]} */
  const chunks = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  chunks.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`),
    resume,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

export const resumePdf = readFileSync(`${root}apps/api/src/test/fixtures/resume.pdf`);

/**
 * A raw keep-alive connection: sends `first`, reads its answer, then GET /healthz on the same socket.
 * @param {number} port
 * @param {string | Buffer} first
 * @returns {Promise<{ statuses: { status: number; close: boolean }[]; closedByServer: boolean }>}
 */
export function twoRequestsOnOneConnection(port, first) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let buffer = "";
    /** @type {{ status: number; close: boolean }[]} */
    const statuses = [];
    let closedByServer = false;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ statuses, closedByServer });
    };
    const timer = setTimeout(done, 15_000);
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        const match = /^HTTP\/1\.1 (\d{3})[\s\S]*?\r\n\r\n/.exec(buffer);
        if (!match) return;
        const length = Number(/content-length: (\d+)/i.exec(match[0])?.[1] ?? 0);
        if (buffer.length < match[0].length + length) return;
        statuses.push({ status: Number(match[1]), close: /connection: close/i.test(match[0]) });
        buffer = buffer.slice(match[0].length + length);
        if (statuses.length === 1 && !statuses[0]?.close)
          socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}:${port}\r\n\r\n`);
        if (statuses.length === 2 || statuses[0]?.close) return done();
      }
    });
    socket.on("end", () => {
      closedByServer = true;
    });
    socket.on("close", done);
    socket.on("error", done);
    socket.write(first);
  });
}
