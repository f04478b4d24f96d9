// The third probe's findings N6, N10 and N11, numbered 36, 40 and 41 here: what visitors send
// reaches the office as plain text, the visitor's mailbox without anyone's free text, and a burst
// of call taps costs the site no more than as many page views. Against the built production server
// on loopback (127.0.x.x only).
import { startProductionServer } from "../perf/local-server.mjs";
import { readDatabase, smtpOnLoopback } from "./beside-server.mjs";
import { sleep, timedRequest, until } from "./clients.mjs";
import { healthzDuring, percentile } from "./healthz-during.mjs";

/** @typedef {import("./visitor-abuse.mjs").Finding} Finding */

/**
 * 3,000 requests from 100 addresses, 50 at a time, while /healthz is timed from another.
 * @param {string} origin
 * @param {(index: number) => Promise<{ status: number }>} send
 */
async function burst(origin, send) {
  return healthzDuring(origin, async () => {
    /** @type {number[]} */
    const statuses = [];
    for (let start = 0; start < 3000; start += 50)
      statuses.push(
        ...(await Promise.all(Array.from({ length: 50 }, (_, offset) => send(start + offset)))).map((a) => a.status),
      );
    return statuses;
  });
}

/** 36 (N6). 3,000 call taps, each address within its limit, against 3,000 page views, same run. @param {Finding} finding */
export async function tapBurst(finding) {
  const site = await startProductionServer({});
  try {
    const from = (/** @type {number} */ index) => `127.0.4.${(index % 100) + 1}`;
    const pages = await burst(site.origin, (index) => timedRequest(`${site.origin}/`, { localAddress: from(index) }));
    const taps = await burst(site.origin, (index) =>
      timedRequest(`${site.origin}/api/events`, {
        localAddress: from(index),
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ type: "call_tap", pagePath: "/", label: "header" }),
      }),
    );
    const tapP99 = percentile(taps.times, 99);
    const pageP99 = percentile(pages.times, 99);
    // Taps are written a quarter second at a time (decision 037): the last ones, once written.
    await sleep(600);
    const stored = readDatabase(site.databasePath, "SELECT count(*) AS n FROM events").n;
    const answered = taps.outcome.filter((status) => status === 204).length;
    finding(
      36,
      "N6 a burst of call taps stalls the site",
      tapP99 <= pageP99 * 1.25 + 10 && answered === 3000,
      `3,000 taps from 100 addresses (${answered} answered 204, ${stored} stored): /healthz p99 ${tapP99} ms over ${taps.times.length} requests; 3,000 GET / from the same addresses: p99 ${pageP99} ms over ${pages.times.length} (budget: within 25 % + 10 ms of the page views)`,
    );
  } finally {
    await site.stop();
  }
}

/** The text of a mail: encoded words and quoted-printable undone. */
function readable(/** @type {string} */ raw) {
  const words = raw.replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind, text) =>
    kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : text.replace(/_/g, " "),
  );
  const soft = words.replace(/=\r?\n/g, "");
  return soft.replace(/(=[0-9A-F]{2})+/g, (match) => Buffer.from(match.replaceAll("=", ""), "hex").toString("utf8"));
}

async function mailingSite() {
  const smtp = await smtpOnLoopback();
  const site = await startProductionServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port()}?tls=off`,
    LEAD_EMAIL_TO: "office@example.com",
    FORM_RATE_LIMIT_PER_MINUTE: "0",
  });
  const post = (/** @type {Record<string, string>} */ fields) =>
    timedRequest(`${site.origin}/api/contacts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "336-555-0100", subject: "Leak", message: "x", ...fields }),
    });
  return { smtp, site, post, stop: async () => Promise.all([site.stop(), smtp.stop()]) };
}

// Bidirectional controls, C1 controls (next line among them) and the Unicode line separators.
const hidden = /[\u0080-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;

/** 40 (N10). A name that reads backwards, a C1 control and a line separator. @param {Finding} finding */
export async function hiddenControls(finding) {
  const { smtp, site, post, stop } = await mailingSite();
  try {
    const answer = await post({
      firstName: "Bob\u202eLIAM-E\u202c",
      lastName: "Smith\u0085",
      email: "bob@example.com",
      message: "One\u2028Two\u2029Three",
    });
    await until(() => smtp.messages.some((mail) => mail.to.includes("office@example.com")), 20_000);
    const office = smtp.messages.find((mail) => mail.to.includes("office@example.com"));
    const subject = readable(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(office?.raw ?? "")?.[1] ?? "").replace(
      /\r?\n[ \t]/g,
      "",
    );
    const row = readDatabase(
      site.databasePath,
      "SELECT first_name || last_name || message AS n FROM submissions LIMIT 1",
    );
    const stored = String(row?.n ?? "");
    finding(
      40,
      "N10 bidi and C1 controls reach the office",
      answer.status === 201 && !hidden.test(subject) && !hidden.test(stored) && office !== undefined,
      `posted ${answer.status}; the office's subject ${JSON.stringify(subject)}; the stored name and message ${hidden.test(stored) ? "CARRY" : "carry no"} hidden controls`,
    );
  } finally {
    await stop();
  }
}

/** 41 (N11). Free text typed as a first name, acknowledged to a visitor's address. @param {Finding} finding */
export async function greetingText(finding) {
  const { smtp, post, stop } = await mailingSite();
  try {
    const answer = await post({ firstName: "Visit http://phish.example/login", email: "someone@example.com" });
    await until(() => smtp.messages.some((mail) => mail.to.includes("someone@example.com")), 20_000);
    const mail = smtp.messages.find((message) => message.to.includes("someone@example.com"));
    const text = readable(mail?.raw ?? "");
    const greeting = /^Hi.*$/m.exec(text)?.[0] ?? "(no greeting)";
    finding(
      41,
      "N11 the acknowledgement carries free text to any mailbox",
      answer.status === 201 && mail !== undefined && !text.includes("phish.example"),
      `posted ${answer.status}; the acknowledgement ${mail ? `greets "${greeting}" and ${text.includes("phish.example") ? "CARRIES" : "does not carry"} the link` : "never came"}`,
    );
  } finally {
    await stop();
  }
}
