// The second hostile probe's findings 1-6, numbered 21-26 here: what a visitor sends must not
// stall the server or use it against others, and a publish never takes the inbox away. Each runs
// against the built production server on loopback (127.0.0.x only), bounded in time.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, startProductionServer } from "../perf/local-server.mjs";
import { smallDisk, smtpOnLoopback } from "./beside-server.mjs";
import { inboxOrigin, password, signIn, sleep, timedRequest } from "./clients.mjs";

/**
 * A finding's verdict and what was seen, printed by the probe: fixed or open.
 * @typedef {(number: number, title: string, fixed: boolean, seen: string) => void} Finding
 */

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

/**
 * As the publish writes routes.json: whole, by rename.
 * @param {string} buildDir
 * @param {unknown} record
 */
function writeRecord(buildDir, record) {
  writeFileSync(join(buildDir, "routes.json.tmp"), JSON.stringify(record));
  renameSync(join(buildDir, "routes.json.tmp"), join(buildDir, "routes.json"));
}

/**
 * 22. A publish's record (which never lists the inbox), then records the build could not have written.
 * @param {Finding} finding
 */
export async function publishKeepsInbox(finding) {
  const work = mkdtempSync(join(tmpdir(), "brightwater-probe-build-"));
  const buildDir = join(work, "build");
  cpSync(join(root, "apps/web/build"), buildDir, { recursive: true });
  const site = await startProductionServer({ WEB_BUILD_DIR: buildDir, ADMIN_PASSWORD: password, LOG_LEVEL: "info" });
  try {
    /** @type {{ paths: string[] }} */
    const record = JSON.parse(readFileSync(join(buildDir, "routes.json"), "utf8"));
    const status = async (/** @type {string} */ path) => (await timedRequest(`${site.origin}${path}`, {})).status;
    writeRecord(buildDir, { ...record, paths: record.paths.filter((path) => path !== "/admin") });
    await sleep(1500);
    const inbox = await status("/admin");
    const bad = [
      { paths: ["/", ...Array.from({ length: 50_000 }, (_, index) => `/p${index}`)], redirects: [] },
      { paths: ["/", "/../../../etc"], redirects: [] },
      { paths: ["/"], redirects: [{ from: "/go", to: "//evil.example" }] },
      { paths: [], redirects: [] },
    ];
    /** @type {string[]} */
    const seen = [];
    for (const one of bad) {
      writeRecord(buildDir, one);
      await sleep(1500);
      seen.push(`${await status("/")}/${await status("/go")}`);
    }
    const errors = readFileSync(site.logFile, "utf8")
      .split("\n")
      .filter((line) => line.includes("publish_unreadable"));
    finding(
      22,
      "a publish takes the inbox away",
      inbox === 200 && seen.every((pair) => pair === "200/404") && errors.length === bad.length,
      `/admin after a publish's record: ${inbox}; 4 records the build could not write (50,000 paths, a path outside the build, a //host redirect, no pages): / and /go answered ${seen.join(", ")}, ${errors.length} error lines`,
    );
  } finally {
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Addresses aimed at one mailbox: dressed as lists and names, and plain ones with a +tag (the API
 * tests' fixture, apps/api/src/test/fixtures/addresses-at-one-mailbox.json).
 */
/** @type {{ dressed: string[]; plain: string[]; target: string }} */
const atOneMailbox = JSON.parse(
  readFileSync(join(root, "apps/api/src/test/fixtures/addresses-at-one-mailbox.json"), "utf8"),
);
export const addressesAtOneMailbox = [...atOneMailbox.dressed, ...atOneMailbox.plain];

/**
 * 23. Posts whose e-mail aims the acknowledgement at one mailbox.
 * @param {Finding} finding
 */
export async function acknowledgementSpray(finding) {
  const smtp = await smtpOnLoopback();
  const site = await startProductionServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port()}?tls=off`,
    LEAD_EMAIL_TO: "office@example.com",
    FORM_RATE_LIMIT_PER_MINUTE: "0",
  });
  try {
    /** @type {number[]} */
    const statuses = [];
    for (const email of addressesAtOneMailbox) {
      const body = JSON.stringify({
        firstName: "Visit http://phish.example/login",
        phone: "336-555-0100",
        email,
        subject: "Leak",
        message: "x",
      });
      const answer = await timedRequest(`${site.origin}/api/contacts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      statuses.push(answer.status);
    }
    await sleep(5000);
    const mailbox = (/** @type {string} */ address) => address.toLowerCase().replace(/\+[^@]*/, "");
    const delivered = smtp.recipients.filter((address) => mailbox(address).includes(atOneMailbox.target)).length;
    finding(
      23,
      "the acknowledgement sent to anyone",
      delivered <= 1,
      `${addressesAtOneMailbox.length} posts aimed at ${atOneMailbox.target}: answered ${statuses.join(" ")}; ${delivered} mails delivered to that mailbox`,
    );
  } finally {
    await site.stop();
    await smtp.stop();
  }
}

/**
 * 24. Another site's beacons, and taps that each name a new page and source, then the report.
 * @param {Finding} finding
 */
export async function beaconFlood(finding) {
  const site = await startProductionServer({ ADMIN_PASSWORD: password, EVENT_RATE_LIMIT_PER_MINUTE: "0" });
  try {
    const tap = (/** @type {number} */ index, /** @type {Record<string, string>} */ headers = {}) =>
      timedRequest(`${site.origin}/api/events`, {
        localAddress: `127.0.2.${(index % 250) + 1}`,
        method: "POST",
        headers: { "content-type": "text/plain", ...headers },
        body: JSON.stringify({
          type: "call_tap",
          pagePath: `/made-up-${index}`,
          attribution: { utm_source: `flood-${index}` },
        }),
      });
    const crossSite = await tap(0, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    const taps = 3000;
    for (let start = 0; start < taps; start += 50)
      await Promise.all(Array.from({ length: 50 }, (_, offset) => tap(start + offset)));
    const cookie = await signIn(site.origin);
    const started = Date.now();
    const response = await fetch(`${site.origin}/api/admin/report?weeks=12`, { headers: { cookie } });
    const text = await response.text();
    const rows = response.ok ? /** @type {{ rows: unknown[] }} */ (JSON.parse(text)).rows.length : -1;
    finding(
      24,
      "any site floods the call-tap report",
      crossSite.status === 403 && rows >= 0 && rows <= 12 * 51,
      `a cross-site beacon: ${crossSite.status}; ${taps} taps each with a new page and source: the report has ${rows} rows, ${text.length} bytes, answered in ${Date.now() - started} ms`,
    );
  } finally {
    await site.stop();
  }
}

/**
 * 25. 40 addresses each send 5 wrong passwords at once: how many are checked, against the minute's cap.
 * @param {Finding} finding
 */
export async function lockoutRace(finding) {
  const cap = 20;
  const site = await startProductionServer({
    ADMIN_PASSWORD: password,
    TRUST_PROXY: "none",
    ADMIN_SIGN_IN_FAILURES_PER_MINUTE: String(cap),
  });
  try {
    const guesses = Array.from({ length: 200 }, (_, index) =>
      timedRequest(`${site.origin}/api/admin/session`, {
        localAddress: `127.0.3.${Math.floor(index / 5) + 1}`,
        method: "POST",
        headers: { "content-type": "application/json", origin: inboxOrigin },
        body: JSON.stringify({ password: `wrong-guess-${index}` }),
        timeoutMs: 60_000,
      }),
    );
    const answers = await Promise.all(guesses);
    const checked = answers.filter(({ status }) => status === 401).length;
    const held = answers.filter(({ status }) => status === 429).length;
    finding(
      25,
      "the sign-in lockout raced",
      checked <= cap,
      `40 addresses × 5 concurrent wrong passwords: ${checked} checked (401), ${held} held (429), cap ${cap} a minute`,
    );
  } finally {
    await site.stop();
  }
}

/**
 * 26. The office signs in and reads the inbox while the disk is full.
 * @param {Finding} finding
 */
export async function inboxOnFullDisk(finding) {
  const disk = smallDisk();
  if (!disk) {
    console.log("skipped 26. the inbox on a full disk: mounting a tmpfs is not permitted here");
    return;
  }
  /** @type {Awaited<ReturnType<typeof startProductionServer>> | null} */
  let site = null;
  try {
    const running = await startProductionServer({ DATABASE_PATH: join(disk.dir, "site.db"), ADMIN_PASSWORD: password });
    site = running;
    const before = await signIn(running.origin);
    await sleep(200);
    disk.fill();
    const read = async (/** @type {string} */ cookie) =>
      (await fetch(`${running.origin}/api/admin/submissions`, { headers: { cookie } })).status;
    const signInStatus = (
      await fetch(`${running.origin}/api/admin/session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: inboxOrigin },
        body: JSON.stringify({ password }),
      })
    ).status;
    const reads = [await read(before), await read(before)];
    finding(
      26,
      "the inbox unusable on a full disk",
      reads.every((status) => status === 200),
      `disk full: the inbox list read ${reads.join(", ")} with a session from before; a new sign-in answered ${signInStatus}`,
    );
  } finally {
    await site?.stop();
    disk.remove();
  }
}
