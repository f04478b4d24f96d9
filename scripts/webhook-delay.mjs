// `node scripts/webhook-delay.mjs [count]`: how long from a contact POST to its webhook alert
// arriving, on loopback against the built production server (build first). Requests are sent one
// at a time, each after the previous alert arrived; prints the median and the p99. Bounded: at
// most 1,000 requests, and it stops with an error when an alert has not arrived in 15 s.
import { createServer } from "node:http";
import { host, startProductionServer } from "./perf/local-server.mjs";

const count = Math.min(1000, Number(process.argv[2] ?? 100));
const alertTimeoutMs = 15_000;
/** @type {Map<string, number>} */
const arrivals = new Map();
/** @type {Map<string, () => void>} */
const waiting = new Map();
const receiver = createServer((request, response) => {
  /** @type {Buffer[]} */
  const chunks = [];
  request.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
  request.on("end", () => {
    const at = performance.now();
    /** @type {{ lead: { name: string } }} */
    const alert = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    const name = alert.lead.name;
    arrivals.set(name, at);
    waiting.get(name)?.();
    response.writeHead(204).end();
  });
});
await new Promise((resolve) => receiver.listen(0, host, () => resolve(undefined)));
const { port } = /** @type {import("node:net").AddressInfo} */ (receiver.address());
const site = await startProductionServer({
  LEAD_WEBHOOK_URL: `http://${host}:${port}/alert`,
  LEAD_WEBHOOK_SECRET: "measurement-secret",
  FORM_RATE_LIMIT_PER_MINUTE: "0",
  LOG_REQUESTS: "false",
});
/** @type {number[]} */
const delays = [];
try {
  for (let index = 0; index < count; index++) {
    const name = `Delay${index}`;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const arrived = new Promise((resolve, reject) => {
      waiting.set(name, () => resolve(undefined));
      timer = setTimeout(() => reject(new Error(`no alert for ${name} within ${alertTimeoutMs} ms`)), alertTimeoutMs);
    }).finally(() => clearTimeout(timer));
    arrived.catch(() => undefined); // awaited below; a POST that fails first must not leave it unhandled
    const sent = performance.now();
    const response = await fetch(`${site.origin}/api/contacts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: name, phone: "336-555-0100", subject: "Leak", message: "Measuring." }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`POST answered ${response.status}`);
    await arrived;
    delays.push((arrivals.get(name) ?? sent) - sent);
  }
} finally {
  await site.stop();
  receiver.close();
}
delays.sort((a, b) => a - b);
const at = (/** @type {number} */ share) =>
  delays[Math.min(delays.length - 1, Math.ceil(share * delays.length) - 1)] ?? 0;
console.log(
  `POST /api/contacts → webhook received, ${delays.length} requests one at a time: median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
);
