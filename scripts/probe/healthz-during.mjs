// How the site answers while a probe works on it: GET /healthz timed from another loopback address
// (127.0.0.2), and a percentile of those times.
import { sleep, timedRequest } from "./clients.mjs";

/**
 * @param {number[]} values
 * @param {number} p
 */
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? 0;

/**
 * GET /healthz from 127.0.0.2 every 5 ms until `work` settles: its times, and what `work` gave.
 * @template T
 * @param {string} origin
 * @param {() => Promise<T>} work
 */
export async function healthzDuring(origin, work) {
  /** @type {number[]} */
  const times = [];
  let running = true;
  const asking = (async () => {
    while (running) {
      times.push((await timedRequest(`${origin}/healthz`, { localAddress: "127.0.0.2" })).ms);
      await sleep(5);
    }
  })();
  const outcome = await work().finally(() => {
    running = false;
  });
  await asking;
  return { times, outcome };
}
