import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { applicantFields } from "../test/career-application";
import { freePort } from "../test/free-port";
import { fullDisk, fullDiskSupported } from "../test/full-disk";
import { logCapture, sampleLead, testApp, testConfig, until } from "../test/helpers";
import { quotedPrintable, startSmtpServer } from "../test/smtp";
import { faultRetryDelayMs, retryDelayMs } from "./retry-delay";

const lead = sampleLead;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

/** What reached the SMTP server for the acknowledged leads: how many arrived, were lost or came twice. */
function delivery(acknowledged: string[], received: (string | undefined)[]): string {
  const lost = acknowledged.filter((name) => !received.includes(name)).length;
  const twice = received.length - new Set(received).size;
  return `acknowledged ${acknowledged.length}, mails ${received.length}, lost ${lost}, sent twice ${twice}`;
}

/** Sends one request per first name through the API, each acknowledged. */
async function postLeads(app: FastifyInstance, firstNames: string[]) {
  for (const firstName of firstNames) {
    const response = await app.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, firstName } });
    expect(response.statusCode).toBe(201);
  }
}

/** The test's own read-only view of the database, closed after the test. */
function readOnly(path: string) {
  const db = new Database(path, { readonly: true });
  closers.push(async () => {
    db.close();
  });
  return db;
}

function mailConfig(smtpUrl: string, overrides: Record<string, string> = {}) {
  return testConfig({
    // The company's mail alone; the visitor's acknowledgement has its own tests.
    ACKNOWLEDGE_REQUESTS: "false",
    ...overrides,
    SMTP_URL: smtpUrl,
    LEAD_EMAIL_TO: "office@example.com",
    NOTIFY_POLL_MS: "50",
    NOTIFY_RETRY_MIN_MS: "50",
    NOTIFY_RETRY_MAX_MS: "200",
    FORM_RATE_LIMIT_PER_MINUTE: "0",
  });
}

describe("lead mail", () => {
  it("arrives at the company with the lead's fields, Reply-To the visitor", async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    const app = await testApp(mailConfig(smtp.url));
    await app.ready();
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { ...lead, pagePath: "/water-heater" },
    });
    expect(response.statusCode).toBe(201);

    await until(() => smtp.messages.length === 1);
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(["office@example.com"]);
    expect(mail?.raw).toMatch(/^Subject: Service request from Ana Lopez: Water heater\r?$/m);
    expect(mail?.raw).toMatch(/^Reply-To: ana@example\.com\r?$/m);
    expect(mail?.raw).toContain("Phone: 336-555-0100");
    expect(mail?.raw).toContain("Page: /water-heater");
    expect(mail?.raw).toContain("popping noise");
  });

  it("cannot be given an extra header through a line break in the subject", async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    const app = await testApp(mailConfig(smtp.url));
    await app.ready();
    await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { ...lead, subject: "Leak\r\nBcc: victim@example.com\r\nX-Injected: yes" },
    });
    await until(() => smtp.messages.length === 1);
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(["office@example.com"]);
    expect(mail?.raw).not.toMatch(/^Bcc:/m);
    expect(mail?.raw).not.toMatch(/^X-Injected:/m);
  });

  it("cannot be given a forged line through a résumé name or a stored value", async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    const config = mailConfig(smtp.url);
    const app = await testApp(config);
    await app.ready();
    const response = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      payload: { ...applicantFields, resumeFileName: "cv.pdf\r\nPhone: 900-555-0199\nLead #: 1" },
    });
    expect(response.statusCode).toBe(201);
    await until(() => smtp.messages.length === 1);
    const text = quotedPrintable((smtp.messages[0]?.raw ?? "").split(/Content-Type: text\/html/i)[0] ?? "");
    expect(text).toContain("Résumé: cv.pdf Phone: 900-555-0199 Lead #: 1");
    expect(text).not.toMatch(/^Phone: 900-555-0199/m);
    expect(text.match(/^Lead #:/gm)).toHaveLength(1);
  });

  it("escapes what the visitor wrote in the HTML body", async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    const app = await testApp(mailConfig(smtp.url));
    await app.ready();
    await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { ...lead, message: "<script>alert(1)</script>" },
    });
    await until(() => smtp.messages.length === 1);
    const encoded = smtp.messages[0]?.raw.split(/Content-Type: text\/html/i)[1] ?? "";
    const htmlPart = quotedPrintable(encoded);
    expect(htmlPart).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(htmlPart).not.toContain("<script>");
  });

  it("delivers every lead queued while the SMTP server was down exactly once, when it comes up", async () => {
    const port = await freePort();
    const config = mailConfig(`smtp://127.0.0.1:${port}?tls=off`);
    const app = await testApp(config);
    await app.ready();
    await postLeads(app, ["Queued0", "Queued1", "Queued2", "Queued3", "Queued4"]);
    // Let the worker fail a few times against the closed port.
    const db = readOnly(config.databasePath);
    await until(
      () => (db.prepare("SELECT MAX(attempts) AS attempts FROM outbox").get() as { attempts: number }).attempts >= 2,
    );
    const failing = db.prepare("SELECT state, last_error FROM outbox").all() as { state: string; last_error: string }[];
    expect(failing.every((job) => job.state === "pending")).toBe(true);
    expect(failing.some((job) => job.last_error)).toBe(true);

    const smtp = await startSmtpServer(port);
    closers.push(smtp.close);
    await until(() => smtp.messages.length === 5);
    // Give the worker time to (wrongly) send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const names = smtp.messages.map((mail) => /Service request from (Queued\d)/.exec(mail.raw)?.[1]).sort();
    console.log(`SMTP down, then up: ${delivery(["Queued0", "Queued1", "Queued2", "Queued3", "Queued4"], names)}`);
    expect(names).toEqual(["Queued0", "Queued1", "Queued2", "Queued3", "Queued4"]);
    const states = db.prepare("SELECT state FROM outbox").all() as { state: string }[];
    expect(states.every((job) => job.state === "sent")).toBe(true);
  });

  it("resumes pending mail after a restart", async () => {
    const port = await freePort();
    const config = mailConfig(`smtp://127.0.0.1:${port}?tls=off`);
    const first = await testApp(config);
    await first.ready();
    await first.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, firstName: "BeforeRestart" } });
    await first.close();

    const smtp = await startSmtpServer(port);
    closers.push(smtp.close);
    const second = await testApp(config);
    await second.ready();
    await until(() => smtp.messages.length === 1);
    expect(smtp.messages[0]?.raw).toContain("BeforeRestart");
  });

  // The database stops taking writes while three leads wait and the SMTP server works: the first
  // lead goes out once, nothing is sent again while its "sent" mark cannot be written, one error
  // is logged, and when writes work again every lead arrives exactly once.
  /** A fault test's time, on a busy machine: its waits are many seconds of the worker's back-off. */
  const faultTestMs = 150_000;
  /** How long each of a fault test's waits may take: the test as a whole has `faultTestMs`. */
  const patience = 40_000;

  async function bookkeepingFault(fault: {
    name: string;
    overrides?: Record<string, string>;
    break: (app: FastifyInstance) => void;
    mend: (app: FastifyInstance) => void;
  }) {
    const port = await freePort();
    const config = mailConfig(`smtp://127.0.0.1:${port}?tls=off`, { LOG_LEVEL: "info", ...fault.overrides });
    const log = logCapture();
    const app = await testApp(config, { logStream: log.stream });
    await app.ready();
    await postLeads(app, ["Stuck0", "Stuck1", "Stuck2"]);
    const db = readOnly(config.databasePath);
    // Each job has failed once against the closed port, and that was recorded.
    // Each wait is bounded by the test's own time, not a shorter clock of its own: on a machine
    // loaded far past its cores the first failed round alone took over 20 s.
    await until(
      () => (db.prepare("SELECT MIN(attempts) AS attempts FROM outbox").get() as { attempts: number }).attempts >= 1,
      patience,
    );
    // The database breaks as the first lead arrives, before the server tells the worker it went
    // out: the write that fails is that lead's "sent" mark. (Broken before the server came up,
    // it was the record of a failed try against the closed port that failed, whenever a try was
    // under way: the worker then rightly waited, and no lead went out at all.)
    let arrived = 0;
    const smtp = await startSmtpServer(port, () => {
      if (++arrived === 1) fault.break(app);
    });
    closers.push(smtp.close);
    await until(() => log.errors().length >= 1 && smtp.messages.length >= 1, patience);
    // Several back-off rounds (50-200 ms each) in which a resend loop would send again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages.length).toBe(1);
    const bookkeepingErrors = log.errors().filter((line) => /bookkeeping/.test(line.msg));
    expect(bookkeepingErrors).toHaveLength(1);
    expect(log.errors()).toHaveLength(1);

    fault.mend(app);
    await until(() => smtp.messages.length >= 3, patience);
    await until(
      () => (db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE state = 'sent'").get() as { n: number }).n === 3,
      patience,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const names = smtp.messages.map((mail) => /Service request from (Stuck\d)/.exec(mail.raw)?.[1]).sort();
    console.log(`${fault.name}: ${delivery(["Stuck0", "Stuck1", "Stuck2"], names)}`);
    expect(names).toEqual(["Stuck0", "Stuck1", "Stuck2"]);
    expect(log.lines.some((line) => /works again/.test(line.msg))).toBe(true);
  }

  // Each waits out the worker's back-off in real time: 2.4 s alone, and 24 to 31 s were seen on a
  // machine loaded far past its cores (load average 35 on two), over the 30 s these had.
  it("sends nothing twice while the database is read-only, and every lead once when it is writable again", {
    timeout: faultTestMs,
  }, async () => {
    // PRAGMA query_only makes SQLite refuse every write on the server's own connection
    // (SQLITE_READONLY), as a read-only file would; unlike chmod it also holds for root.
    await bookkeepingFault({
      name: "database read-only, then writable",
      break: (app) => app.db.$client.pragma("query_only = ON"),
      mend: (app) => app.db.$client.pragma("query_only = OFF"),
    });
  });

  it.skipIf(!fullDiskSupported)(
    "sends nothing twice while the disk is full, and every lead once when space is freed",
    { timeout: faultTestMs },
    async () => {
      const disk = fullDisk();
      await bookkeepingFault({
        name: "disk full, then freed",
        overrides: { DATABASE_PATH: `${disk.dir}/site.db` },
        break: (app) => {
          // An empty WAL: the next write needs new blocks, which a full disk does not have.
          app.db.$client.pragma("wal_checkpoint(TRUNCATE)");
          disk.fill();
        },
        mend: () => disk.free(),
      });
    },
  );

  it("waits at most a minute between rounds while our own database or disk fails, however long it lasts", () => {
    const defaults = parseConfig({});
    // A receiver that keeps failing is still waited out up to NOTIFY_RETRY_MAX_MS (15 minutes)...
    expect(retryDelayMs(30, defaults.NOTIFY_RETRY_MIN_MS, defaults.NOTIFY_RETRY_MAX_MS)).toBe(15 * 60 * 1000);
    // ...a fault of our own is retried at least every 60 s.
    expect([1, 2, 5, 10, 30].map((rounds) => faultRetryDelayMs(rounds, defaults))).toEqual([
      2000, 4000, 32_000, 60_000, 60_000,
    ]);
  });

  it("backs off exponentially between retries, within bounds", () => {
    expect([1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
  });
});
