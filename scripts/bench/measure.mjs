// The bench's measured runs with autocannon, and what they found: a row for each target, and every
// budget missed, named at the end.
import autocannon from "autocannon";
import { clientThreads, connections, seconds, warmupSeconds } from "./settings.mjs";

/**
 * @typedef {{ name: string; requestsPerSecond: number; p99Ms: number; ok: number; failed: number; budget?: string }} Row
 */

/** @type {string[]} */
export const problems = [];
/** @type {Row[]} */
export const rows = [];

/**
 * @param {autocannon.Options} options
 * @returns {Promise<autocannon.Result>}
 */
function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, pipelining: 1, workers: clientThreads, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * A short unrecorded run (JIT, caches, connection setup), then the measured one.
 * @param {string} name
 * @param {Omit<autocannon.Options, "duration">} options
 */
export async function measure(name, options) {
  const warmup = await run({ ...options, duration: warmupSeconds });
  const result = await run({ ...options, duration: seconds });
  /** @type {Row} */
  const row = {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    // Successful answers in the warm-up and the measured run together.
    ok: warmup["2xx"] + result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
  };
  if (row.failed > 0)
    problems.push(
      `${name}: ${row.failed} request(s) failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  rows.push(row);
  return row;
}

/** Names every missed budget and exits 1, or says that all were met. */
export function finish() {
  if (problems.length > 0) {
    console.error(`\nbench: ${problems.length} budget(s) missed:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log("\nbench: every budget met");
  process.exit(0);
}
