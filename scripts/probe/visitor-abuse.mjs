// The second hostile probe's findings 3-5, numbered 23-25 here: what a visitor sends must not use
// the server against others (another mailbox, the office's report, the sign-in's lockout). The
// same probe's 21 (multipart-lookalikes.mjs), 22 and 26 (inbox-availability.mjs) sit beside it.
// Each runs against the built production server on loopback (127.0.0.x only), bounded in time.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root, startProductionServer } from "../perf/local-server.mjs";
import { smtpOnLoopback } from "./beside-server.mjs";
import { inboxOrigin, password, signIn, sleep, timedRequest } from "./clients.mjs";

/**
 * A finding's verdict and what was seen, printed by the probe: fixed or open.
 * @typedef {(number: number, title: string, fixed: boolean, seen: string) => void} Finding
 */

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
