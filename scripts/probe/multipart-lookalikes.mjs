// The second hostile probe's finding 1, numbered 21 here: a résumé part full of what looks like the
// multipart boundary must not stall the server for others. Against the built production server on
// loopback (127.0.0.x only), bounded in time.
import { startProductionServer } from "../perf/local-server.mjs";
import { timedRequest } from "./clients.mjs";
import { healthzDuring, percentile } from "./healthz-during.mjs";

/** @typedef {import("./visitor-abuse.mjs").Finding} Finding */

/**
 * A multipart body of one résumé part: the probe's head, `filler` repeated to `bytes`, and the close.
 * @param {string} filler
 * @param {number} bytes
 */
function lookalikeBody(filler, bytes) {
  const head =
    '--B\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n';
  const part = Buffer.from(filler.repeat(Math.floor(bytes / filler.length)));
  return Buffer.concat([Buffer.from(head), part, Buffer.from("\r\n--B--\r\n")]);
}

/**
 * Four 1 MiB résumé parts from one address at once (the probe's own), then one of 10 MiB, of `filler`.
 * @param {string} origin
 * @param {string} filler
 */
async function uploadsOf(origin, filler) {
  const post = (/** @type {Buffer} */ body) =>
    timedRequest(`${origin}/api/career-applications`, {
      localAddress: "127.0.0.3",
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=B", accept: "application/json" },
      body,
      timeoutMs: 60_000,
    });
  const small = lookalikeBody(filler, 1024 * 1024);
  const large = lookalikeBody(filler, 10 * 1024 * 1024);
  return healthzDuring(origin, async () => [
    ...(await Promise.all([post(small), post(small), post(small), post(small)])),
    await post(large),
  ]);
}

/**
 * 21. Résumé parts full of "\r--B" while /healthz is timed from another address, against the same
 * uploads of plain bytes in the same run (the client's own sending and the machine's load are in both).
 * @param {Finding} finding
 */
export async function multipartLookalikes(finding) {
  const site = await startProductionServer({ RESUME_DAILY_LIMIT_PER_IP_MB: "100" });
  try {
    const plain = await uploadsOf(site.origin, "xxxx");
    const attack = await uploadsOf(site.origin, "\r--B");
    const p99 = percentile(attack.times, 99);
    const plainP99 = percentile(plain.times, 99);
    finding(
      21,
      "one upload stalls the site",
      p99 < Math.max(50, plainP99 + 25) && attack.outcome.every(({ status }) => status >= 400 && status < 500),
      `four 1 MiB résumé parts of "\\r--B" and one of 10 MiB from one address: /healthz p99 ${p99} ms, longest ${Math.max(...attack.times)} ms over ${attack.times.length} requests; the same uploads of plain bytes: p99 ${plainP99} ms (budget: under 50 ms, or 25 ms over plain on a busy machine); the posts answered ${attack.outcome.map(({ status, ms }) => `${status} in ${ms} ms`).join(", ")}`,
    );
  } finally {
    await site.stop();
  }
}
