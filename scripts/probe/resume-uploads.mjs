// Decision 018's faults 3, 4 and 8: a job application's résumé part. One sent as "attachment" is
// refused rather than acknowledged without its file; a refused upload leaves its connection usable,
// and refusals log a quiet line each, never a stack.
import { readFileSync } from "node:fs";
import { host, startProductionServer } from "../perf/local-server.mjs";
import { storedCount } from "./beside-server.mjs";
import { application, resumePdf, sleep, twoRequestsOnOneConnection } from "./clients.mjs";

/**
 * @typedef {import("./visitor-abuse.mjs").Finding} Finding
 * @typedef {Awaited<ReturnType<typeof startProductionServer>>} Site
 */

/**
 * 3. A résumé part sent as "attachment" is refused, never acknowledged without its file.
 * @param {Site} site
 * @param {Finding} finding
 */
export async function attachmentResume(site, finding) {
  const { body, type } = application(resumePdf, 'attachment; name="resume"; filename="cv.pdf"');
  const response = await fetch(`${site.origin}/api/career-applications`, {
    method: "POST",
    headers: { "content-type": type, accept: "application/json" },
    body,
  });
  const answer = /** @type {{ error?: { fields?: Record<string, string> } }} */ (
    await response.json().catch(() => ({}))
  );
  const stored = storedCount(site.databasePath, "submissions");
  finding(
    3,
    "a résumé dropped with a 201",
    response.status === 400 && stored === 0,
    `Content-Disposition: attachment; name="resume": ${response.status} ${JSON.stringify(answer.error?.fields ?? {})}, ${stored} applications stored`,
  );
}

/**
 * 4 and 8. A refused résumé leaves its connection usable (or says it closes); refusals log one quiet line.
 * @param {Finding} finding
 */
export async function refusedUploads(finding) {
  const big = Buffer.concat([resumePdf, Buffer.alloc(200 * 1024, 32)]);
  const { body, type } = application(big);
  const head = (/** @type {number} */ port) =>
    `POST /api/career-applications HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: ${type}\r\nAccept: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  /** @type {({ expected: number } & Awaited<ReturnType<typeof twoRequestsOnOneConnection>>)[]} */
  const outcomes = [];
  /** @type {[number, Record<string, string>][]} */
  const refusals = [
    [507, { RESUME_STORAGE_LIMIT_MB: "0.05" }],
    [429, { RESUME_DAILY_LIMIT_PER_IP_MB: "0.05" }],
  ];
  for (const [status, env] of refusals) {
    const site = await startProductionServer({ LOG_LEVEL: "info", LOG_REQUESTS: "false", ...env });
    const port = Number(new URL(site.origin).port);
    const seen = await twoRequestsOnOneConnection(port, Buffer.concat([Buffer.from(head(port)), body]));
    outcomes.push({ expected: status, ...seen });
    if (status === 507) {
      // Twenty refusals in about two seconds: at most one line a second, none with a stack.
      for (let index = 0; index < 20; index++) {
        await fetch(`${site.origin}/api/career-applications`, {
          method: "POST",
          headers: { "content-type": type, accept: "application/json" },
          body,
        });
        await sleep(100);
      }
      await sleep(300);
      const lines = readFileSync(site.logFile, "utf8").split("\n").filter(Boolean);
      const refusals = lines.filter((line) => line.includes('"status":507'));
      const errors = lines.filter((line) => /"level":(50|60)/.test(line));
      const stacks = lines.filter((line) => line.includes('"stack"'));
      finding(
        8,
        "noisy refusals",
        stacks.length === 0 && errors.length === 0 && refusals.length <= 4,
        `21 résumés refused with 507 in about 2.5 s: ${refusals.length} log lines about them, ${errors.length} at error level, ${stacks.length} with a stack`,
      );
    }
    await site.stop();
  }
  const usable = outcomes.every(
    ({ expected, statuses }) => statuses[0]?.status === expected && (statuses[0].close || statuses[1]?.status === 200),
  );
  finding(
    4,
    "a refused upload hangs the connection",
    usable,
    outcomes
      .map(
        ({ expected, statuses }) =>
          `${expected}: answered ${statuses[0]?.status ?? "nothing"}${statuses[0]?.close ? " with Connection: close" : ""}, then GET /healthz on the same connection ${statuses[1]?.status ?? "(not sent: closed)"}`,
      )
      .join("; "),
  );
}
