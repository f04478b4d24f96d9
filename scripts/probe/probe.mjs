// `npm run probe`: hostile reproductions of the faults decision 018 closed (1-9), of the second
// probe's findings 1-6 (21-26, visitor-abuse.mjs), and of the third's N1-N11 (31-41: pushes in
// push-abuse.mjs and push-limits.mjs, against a release the way docs/production.md makes one; office-text.mjs), run against the built production server on
// loopback (127.0.0.x only, bounded in time and connections). One line per
// fault says what was seen and whether it is gone; exits 1 when one is not. Numbered as the probe
// that found them numbered them. The disk outage (6) mounts a small tmpfs (root only; skipped
// otherwise) and takes about three minutes. Not here: the event loop during reports (7) is
// `npm run bench -- --skip-build --reports-only`, and a tap on a city's office number (10) is the
// browser test apps/e2e/tests/call-taps.spec.ts.
//
//   npm run probe                          every reproduction here (about five minutes)
//   npm run probe -- 1 4                   only those
//   PROBE_SLOW_SECONDS=60 npm run probe    hold the slow clients longer (30 s by default)
//   PROBE_OUTAGE_SECONDS=120 npm run probe -- 6   a longer disk outage (70 s by default)
// A finding before its fix: copy scripts/probe/ into a clone of the older commit, build it there
// (npm run build) and run the probe from it.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { openSqlite } from "../ops/sqlite.mjs";
import { host, root, startProductionServer } from "../perf/local-server.mjs";
import { readDatabase, smallDisk, smtpOnLoopback, storedCount } from "./beside-server.mjs";
import {
  application,
  lead,
  password,
  resumePdf,
  signIn,
  sleep,
  timedRequest,
  twoRequestsOnOneConnection,
  until,
} from "./clients.mjs";
import { greetingText, hiddenControls, tapBurst } from "./office-text.mjs";
import { conflictedRecord, linkedRecord, linkToPasswd, renameIntoCatalogue, unicodeName } from "./push-abuse.mjs";
import { hugeArticle, offSiteLinks, quietTick } from "./push-limits.mjs";
import {
  acknowledgementSpray,
  beaconFlood,
  inboxOnFullDisk,
  lockoutRace,
  multipartLookalikes,
  publishKeepsInbox,
} from "./visitor-abuse.mjs";

/**
 * @typedef {import("./visitor-abuse.mjs").Finding} Finding
 * @typedef {Awaited<ReturnType<typeof startProductionServer>>} Site
 */

/** @type {{ number: number; fixed: boolean }[]} */
const results = [];
/**
 * @param {number} number
 * @param {string} title
 * @param {boolean} fixed
 * @param {string} seen
 */
function finding(number, title, fixed, seen) {
  results.push({ number, fixed });
  console.log(`${fixed ? "fixed  " : "OPEN   "} ${String(number).padStart(2)}. ${title}: ${seen}`);
}

/** 1. Slow clients: 1,100 connections from 127.0.0.1 drip bodies while 127.0.0.2 asks normally. */
async function slowClients() {
  const seconds = Number(process.env.PROBE_SLOW_SECONDS ?? 30);
  const site = await startProductionServer({ TRUST_PROXY: "none" }, { openFileLimit: 1024 });
  const url = new URL(site.origin);
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
  await sleep(2000);
  const normal = [];
  const ends = Date.now() + seconds * 1000;
  // A page check from 127.0.0.2 and a visitor's request from another address each time (one
  // address sending 150 requests a minute would meet the form's own rate limit).
  for (let visitor = 0; Date.now() < ends; visitor++) {
    normal.push(timedRequest(`${site.origin}/healthz`, { localAddress: "127.0.0.2" }));
    normal.push(
      timedRequest(`${site.origin}/api/contacts`, {
        localAddress: `127.0.1.${(visitor % 250) + 1}`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: lead("Normal"),
      }),
    );
    await sleep(400);
  }
  const answers = await Promise.all(normal);
  running = false;
  for (const socket of sockets) socket.destroy();
  await site.stop();
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

/** 2. A search term of the inbox's address bar never reaches the request log. */
async function searchTermsInLog() {
  const site = await startProductionServer({ LOG_LEVEL: "info", LOG_REQUESTS: "true", ADMIN_PASSWORD: password });
  const cookie = await signIn(site.origin);
  const term = "Zebulon-Quartermaine";
  for (const path of [`/admin?q=${term}`, `/admin/?q=${term}&status=new`, `/api/admin/submissions?q=${term}`])
    await timedRequest(`${site.origin}${path}`, { headers: { cookie } });
  await sleep(300);
  const log = readFileSync(site.logFile, "utf8");
  await site.stop();
  const lines = log.split("\n").filter((line) => line.includes("/admin"));
  const leaked = log.split(term).length - 1;
  if (process.env.PROBE_SHOW) console.log(lines.join("\n"));
  finding(
    2,
    "search terms in the log",
    leaked === 0 && lines.filter((line) => line.includes("?[redacted]")).length === 3,
    `3 inbox requests with q=${term}: the term appears ${leaked} times in the log; ${lines.length} lines name /admin, their query strings [redacted]`,
  );
}

/**
 * 3. A résumé part sent as "attachment" is refused, never acknowledged without its file.
 * @param {Site} site
 */
async function attachmentResume(site) {
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

/** 4 and 8. A refused résumé leaves its connection usable (or says it closes); refusals log one quiet line. */
async function refusedUploads() {
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

/** 5. Lead names that are chat markup reach the webhook escaped. */
async function markupInAlerts() {
  /** @type {{ text: string }[]} */
  const deliveries = [];
  const receiver = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      deliveries.push(JSON.parse(text));
      res.end("ok");
    });
  });
  await new Promise((resolve) => receiver.listen(0, host, () => resolve(undefined)));
  const hook = `http://${host}:${/** @type {import("node:net").AddressInfo} */ (receiver.address()).port}/hook`;
  /** @type {{ markup: string; texts: string[]; raw: string[] }[]} */
  const seen = [];
  for (const markup of ["slack", "markdown"]) {
    deliveries.length = 0;
    const site = await startProductionServer({ LEAD_WEBHOOK_URL: hook, LEAD_WEBHOOK_MARKUP: markup });
    for (const name of ["<!channel>", "<https://evil.example|click here>", "[click here](https://evil.example)"])
      await fetch(`${site.origin}/api/contacts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: lead(name),
      });
    const deadline = Date.now() + 20_000;
    while (deliveries.length < 3 && Date.now() < deadline) await sleep(100);
    await site.stop();
    const texts = deliveries.map((delivery) => delivery.text.split("\n")[0] ?? "");
    const raw =
      markup === "slack"
        ? texts.filter((text) => /<!channel>|<https:\/\/evil/.test(text))
        : texts.filter((text) => /(?<!\\)\[click here\]\(https/.test(text));
    seen.push({ markup, texts, raw });
  }
  receiver.close();
  finding(
    5,
    "markup injection into alerts",
    seen.every(({ texts, raw }) => texts.length === 3 && raw.length === 0),
    seen
      .map(
        ({ markup, texts, raw }) =>
          `${markup}: ${texts.length} alerts, ${raw.length} unescaped (${texts.map((text) => text.slice(0, 60)).join(" | ")})`,
      )
      .join("; "),
  );
}

/**
 * 6. Mail after a disk outage: a lead's mail goes out while the disk is full, so its "sent" mark
 * cannot be written and the worker backs off. Once the disk has room, the mark is written within
 * the 60 s cap; and after a second outage a new lead wakes the worker at once.
 */
async function mailAfterDiskFault() {
  const outageSeconds = Number(process.env.PROBE_OUTAGE_SECONDS ?? 70);
  const disk = smallDisk();
  if (!disk) {
    console.log("skipped  6. mail waits too long after a fault: mounting a tmpfs is not permitted here");
    return;
  }
  const smtp = await smtpOnLoopback();
  /** @type {Site | null} */
  let site = null;
  try {
    const databasePath = join(disk.dir, "site.db");
    const running = await startProductionServer({
      DATABASE_PATH: databasePath,
      SMTP_URL: `smtp://${host}:${smtp.port()}?tls=off`,
      LEAD_EMAIL_TO: "office@example.com",
      ACKNOWLEDGE_REQUESTS: "false",
      LOG_LEVEL: "info",
    });
    site = running;
    const post = (/** @type {string} */ name) =>
      fetch(`${running.origin}/api/contacts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: lead(name),
      }).then((response) => response.status);
    const mailed = (/** @type {string} */ name) => smtp.subjects.some((subject) => subject.includes(name));
    const markedSent = (/** @type {string} */ name) =>
      readDatabase(
        databasePath,
        "SELECT count(*) AS n FROM outbox JOIN submissions ON submissions.id = outbox.submission_id WHERE submissions.first_name = ? AND outbox.state = 'sent'",
        name,
      ).n === 1;
    /** A lead whose mail leaves while the disk is full: posted with the SMTP server down, then the disk filled and the server started. */
    const outage = async (/** @type {string} */ name) => {
      await smtp.stop();
      const status = await post(name);
      await until(
        () =>
          readDatabase(
            databasePath,
            "SELECT max(attempts) AS n FROM outbox JOIN submissions ON submissions.id = outbox.submission_id WHERE first_name = ?",
            name,
          ).n >= 1,
        20_000,
      );
      const writer = openSqlite(databasePath);
      writer.pragma("wal_checkpoint(TRUNCATE)");
      writer.close();
      disk.fill();
      await smtp.start();
      const sentAfter = await until(() => mailed(name), 20_000);
      return { status, sentAfter };
    };

    const first = await outage("Outage-One");
    await sleep(outageSeconds * 1000);
    disk.free();
    const markedAfter = await until(() => markedSent("Outage-One"), 120_000);

    const second = await outage("Outage-Two");
    await sleep(Math.min(outageSeconds, 30) * 1000);
    disk.free();
    const woken = await post("After-Outage");
    const newLeadMailedAfter = await until(() => mailed("After-Outage"), 60_000);
    const markedTooAfter = markedSent("Outage-Two");
    const mailsOfOne = smtp.subjects.filter((subject) => subject.includes("Outage-One")).length;
    finding(
      6,
      "mail waits too long after a fault",
      first.status === 201 &&
        first.sentAfter !== null &&
        markedAfter !== null &&
        markedAfter <= 65_000 &&
        second.sentAfter !== null &&
        woken === 201 &&
        newLeadMailedAfter !== null &&
        newLeadMailedAfter <= 10_000 &&
        markedTooAfter &&
        mailsOfOne === 1,
      `a ${outageSeconds} s full disk with a mail sent but unrecorded: its mark written ${markedAfter === null ? "never (2 min)" : `${(markedAfter / 1000).toFixed(1)} s`} after space came back, mail sent ${mailsOfOne} time(s); after a second outage a new lead was mailed ${newLeadMailedAfter === null ? "never (60 s)" : `${newLeadMailedAfter} ms`} after its 201 (the waiting mark ${markedTooAfter ? "written" : "not written"} too)`,
    );
  } finally {
    await site?.stop();
    await smtp.stop();
    disk.remove();
  }
}

/** 9. A one-character inbox password stops the production server with a line naming it. */
function shortPassword() {
  const started = spawnSync(process.execPath, ["apps/api/dist/server.js"], {
    cwd: root,
    encoding: "utf8",
    timeout: 30_000,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: host,
      PORT: "0",
      ADMIN_PASSWORD: "x",
      DATABASE_PATH: "/nonexistent/probe.db",
    },
  });
  const output = `${started.stdout}${started.stderr}`;
  const line = output.split("\n").find((text) => text.includes("ADMIN_PASSWORD")) ?? "";
  finding(
    9,
    "weak inbox sign-in (start-up)",
    started.status !== 0 && started.status !== null && line !== "",
    `ADMIN_PASSWORD=x in production: exit code ${started.status}; ${line.trim().slice(0, 160)}`,
  );
}

const only = process.argv.slice(2).map(Number);
const wanted = (/** @type {number} */ number) => only.length === 0 || only.includes(number);
if (wanted(9)) shortPassword();
if (wanted(2)) await searchTermsInLog();
if (wanted(3)) {
  const site = await startProductionServer();
  try {
    await attachmentResume(site);
  } finally {
    await site.stop();
  }
}
if (wanted(4) || wanted(8)) await refusedUploads();
if (wanted(5)) await markupInAlerts();
if (wanted(6)) await mailAfterDiskFault();
if (wanted(1)) await slowClients();
/** @type {[number, (finding: Finding) => Promise<void>][]} */
const reproductions = [
  [21, multipartLookalikes],
  [22, publishKeepsInbox],
  [23, acknowledgementSpray],
  [24, beaconFlood],
  [25, lockoutRace],
  [26, inboxOnFullDisk],
  [31, linkedRecord],
  [32, conflictedRecord],
  [33, renameIntoCatalogue],
  [34, linkToPasswd],
  [35, unicodeName],
  [36, tapBurst],
  [37, hugeArticle],
  [38, offSiteLinks],
  [39, quietTick],
  [40, hiddenControls],
  [41, greetingText],
];
for (const [number, reproduce] of reproductions) if (wanted(number)) await reproduce(finding);

const open = results.filter(({ fixed }) => !fixed);
console.log(`\nprobe: ${results.length - open.length} of ${results.length} findings fixed`);
process.exit(open.length > 0 ? 1 : 0);
