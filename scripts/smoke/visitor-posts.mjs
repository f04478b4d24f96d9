// Leads posted through the proxy: forty visitors, each from an address of their own (one forges
// X-Forwarded-For), and a redeploy (stop, start) under one post every 50 ms.
import { openSqlite } from "../ops/sqlite.mjs";
import { check } from "./checklist.mjs";
import { get, stack } from "./stack.mjs";

/** @typedef {import("./stack.mjs").Service} Service */

const lead = (/** @type {string} */ message) =>
  JSON.stringify({
    firstName: "Smoke",
    lastName: "Test",
    phone: "336-555-0100",
    subject: "Deploy check",
    message,
  });

/**
 * Each visitor has their own rate limit and their own address in the server's log.
 * @param {Service} service
 */
export async function checkVisitors(service) {
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
}

/**
 * Every lead acknowledged during the redeploy is stored and none is refused; resolves with how many were acknowledged.
 * @param {Service} service
 * @param {string} databasePath
 */
export async function checkRedeploy(service, databasePath) {
  /** @type {Promise<{ n: number; response: import("./https.mjs").RawResponse }>[]} */
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
  stack.serving = false;
  await service.start();
  stack.serving = true;
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
  return acknowledged.length;
}
