// Decision 018's first fault: clients that drip their bodies must not starve everyone else. The
// hostile clients come from 127.0.0.1, the normal ones from other loopback addresses.
import { connect } from "node:net";
import { host, startProductionServer } from "../perf/local-server.mjs";
import { lead, sleep, timedRequest } from "./clients.mjs";

/** @typedef {import("./visitor-abuse.mjs").Finding} Finding */

/**
 * 1,100 connections from 127.0.0.1, each sending a contact form's head and then a byte a second;
 * `counted()` says how many were opened and the most connected at once, `stop()` ends them.
 * @param {URL} url
 */
function drippingClients(url) {
  let open = 0;
  let mostOpen = 0;
  let opened = 0;
  let running = true;
  const sockets = new Set();
  const dripper = () => {
    if (!running) return;
    const socket = connect({ host, port: Number(url.port), localAddress: "127.0.0.1" });
    sockets.add(socket);
    opened++;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    let connected = false;
    socket.on("connect", () => {
      connected = true;
      open++;
      mostOpen = Math.max(mostOpen, open);
      socket.write(
        `POST /api/contacts HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
      );
      timer = setInterval(() => socket.write("x"), 1000);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      sockets.delete(socket);
      if (connected) open--;
      // A hostile client comes straight back, a second later.
      setTimeout(dripper, 1000);
    });
  };
  for (let index = 0; index < 1100; index++) dripper();
  return {
    counted: () => ({ opened, mostOpen }),
    stop() {
      running = false;
      for (const socket of sockets) socket.destroy();
    },
  };
}

/**
 * Normal requests for `seconds`, every 400 ms; resolves with every answer once all have come.
 * @param {string} origin
 * @param {number} seconds
 */
async function normalVisitors(origin, seconds) {
  const normal = [];
  const ends = Date.now() + seconds * 1000;
  // A page check from 127.0.0.2 and a visitor's request from another address each time (one
  // address sending 150 requests a minute would meet the form's own rate limit).
  for (let visitor = 0; Date.now() < ends; visitor++) {
    normal.push(timedRequest(`${origin}/healthz`, { localAddress: "127.0.0.2" }));
    normal.push(
      timedRequest(`${origin}/api/contacts`, {
        localAddress: `127.0.1.${(visitor % 250) + 1}`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: lead("Normal"),
      }),
    );
    await sleep(400);
  }
  return Promise.all(normal);
}

/**
 * 1. Slow clients: 1,100 connections from 127.0.0.1 drip bodies while 127.0.0.2 asks normally.
 * @param {Finding} finding
 */
export async function slowClients(finding) {
  const seconds = Number(process.env.PROBE_SLOW_SECONDS ?? 30);
  const site = await startProductionServer({ TRUST_PROXY: "none" }, { openFileLimit: 1024 });
  const clients = drippingClients(new URL(site.origin));
  await sleep(2000);
  const answers = await normalVisitors(site.origin, seconds);
  clients.stop();
  await site.stop();
  const { opened, mostOpen } = clients.counted();
  const served = answers.filter(({ status }) => status === 200 || status === 201);
  const slowest = Math.max(...answers.map(({ ms }) => ms));
  /** @type {Record<string, number>} */
  const failures = {};
  for (const { status, error } of answers)
    if (status !== 200 && status !== 201) failures[error ?? status] = (failures[error ?? status] ?? 0) + 1;
  finding(
    1,
    "slow clients starve everyone",
    served.length === answers.length,
    `1,100 dripping clients on 127.0.0.1 (${opened} connections opened over ${seconds} s, at most ${mostOpen} connected at once as the clients counted), server at ulimit -n 1024, TRUST_PROXY=none: ${served.length} of ${answers.length} normal requests from 127.0.0.2 and 127.0.1.x served, slowest ${slowest} ms${Object.keys(failures).length ? `; failed: ${JSON.stringify(failures)}` : ""}`,
  );
}
