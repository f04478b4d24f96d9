import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Socket } from "node:net";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../test/free-port";
import { testApp, testConfig, until } from "../test/helpers";
import { type ReceivedRequest, startHttpReceiver } from "../test/http-receiver";
import { alertMarkup } from "./alert-markup";
import { webhookHeaders } from "./lead-webhook";

const secret = "a-long-random-secret-shared-with-the-receiver";
const lead = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "(336) 555-0100",
  subject: "Burst pipe",
  message: "Water is coming through the kitchen ceiling.",
  pagePath: "/leak-detection",
};

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

function webhookConfig(url: string, overrides: Record<string, string> = {}) {
  return testConfig({
    LEAD_WEBHOOK_URL: url,
    LEAD_WEBHOOK_SECRET: secret,
    SITE_ORIGIN: "https://www.example.com",
    NOTIFY_POLL_MS: "50",
    NOTIFY_RETRY_MIN_MS: "50",
    NOTIFY_RETRY_MAX_MS: "200",
    FORM_RATE_LIMIT_PER_MINUTE: "0",
    ...overrides,
  });
}

/** What a receiver does: recompute the HMAC over "timestamp.body" and compare in constant time. */
function verifies(request: ReceivedRequest, key: string): boolean {
  const timestamp = String(request.headers[webhookHeaders.timestamp] ?? "");
  const signature = String(request.headers[webhookHeaders.signature] ?? "");
  const expected = `sha256=${createHmac("sha256", key).update(`${timestamp}.${request.body}`).digest("hex")}`;
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

function openReadonly(path: string) {
  const db = new Database(path, { readonly: true });
  closers.push(() => {
    db.close();
  });
  return db;
}

describe("lead webhook alert", { timeout: 60_000 }, () => {
  it("posts each new request as signed JSON with a link to it in the inbox, and the signature verifies", async () => {
    const receiver = await startHttpReceiver();
    closers.push(receiver.close);
    const app = await testApp(webhookConfig(receiver.url));
    await app.ready();
    const response = await app.inject({ method: "POST", url: "/api/contacts", payload: lead });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: number };

    await until(() => receiver.requests.length === 1);
    const [request] = receiver.requests as [ReceivedRequest];
    expect(request.headers["content-type"]).toBe("application/json");
    expect(verifies(request, secret)).toBe(true);
    expect(verifies(request, "some-other-secret")).toBe(false);
    // A receiver drops a replay by its timestamp: it is recent and part of what is signed.
    const timestamp = Number(request.headers[webhookHeaders.timestamp]);
    expect(Math.abs(Date.now() / 1000 - timestamp)).toBeLessThan(60);
    expect(
      verifies(
        { ...request, headers: { ...request.headers, [webhookHeaders.timestamp]: String(timestamp + 600) } },
        secret,
      ),
    ).toBe(false);
    expect(request.headers[webhookHeaders.idempotencyKey]).toMatch(/^lead-alert-\d+$/);

    const body = JSON.parse(request.body);
    expect(body.lead).toMatchObject({
      id,
      reference: `BW-${id}`,
      kind: "contact",
      name: "Ana Lopez",
      phone: "(336) 555-0100",
      subject: "Burst pipe",
      pagePath: "/leak-detection",
      url: `https://www.example.com/admin?lead=${id}`,
    });
    expect(body.text).toContain(`BW-${id} from Ana Lopez`);
    expect(body.text).toContain(`https://www.example.com/admin?lead=${id}`);
  });

  it("sends the alert line as plain text with LEAD_WEBHOOK_FORMAT=text (ntfy)", async () => {
    const receiver = await startHttpReceiver();
    closers.push(receiver.close);
    const app = await testApp(webhookConfig(receiver.url, { LEAD_WEBHOOK_FORMAT: "text" }));
    await app.ready();
    await app.inject({ method: "POST", url: "/api/contacts", payload: lead });
    await until(() => receiver.requests.length === 1);
    const [request] = receiver.requests as [ReceivedRequest];
    expect(request.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(request.body).toMatch(/^New service request BW-\d+ from Ana Lopez · \(336\) 555-0100 · Burst pipe\n/);
    expect(verifies(request, secret)).toBe(true);
  });

  describe("escapes what a visitor typed for the receiver's markup", () => {
    const hostile = [
      { ...lead, firstName: "<!channel>", lastName: "" },
      {
        ...lead,
        firstName: "<https://evil.example|click here>",
        lastName: "",
        subject: "*urgent* [pay](https://evil.example) & <@U123>",
      },
    ];

    async function alertsFor(overrides: Record<string, string>) {
      const receiver = await startHttpReceiver();
      closers.push(receiver.close);
      const app = await testApp(webhookConfig(receiver.url, overrides));
      await app.ready();
      for (const payload of hostile) {
        expect((await app.inject({ method: "POST", url: "/api/contacts", payload })).statusCode).toBe(201);
      }
      await until(() => receiver.requests.length === hostile.length);
      return receiver.requests;
    }

    it("Slack: &, < and > become entities, so no <!channel> ping and no disguised <url|label> link", async () => {
      const requests = await alertsFor({ LEAD_WEBHOOK_MARKUP: "slack" });
      const texts = requests.map((request) => (JSON.parse(request.body) as { text: string }).text);
      const all = texts.join("\n");
      expect(all).toContain("from &lt;!channel&gt;");
      expect(all).toContain("from &lt;https://evil.example|click here&gt;");
      expect(all).toContain("&amp; &lt;@U123&gt;");
      // Every < or > left is the alert's own; the visitor's never reach Slack raw.
      expect(all).not.toMatch(/<!|<https:\/\/evil|<@/);
      // The receiver that formats on its own still gets the name as typed.
      expect((JSON.parse(requests[0]?.body ?? "{}") as { lead: { name: string } }).lead.name).toBe("<!channel>");
    });

    it("Teams (markdown): no link, emphasis or tag can be made from a name or subject", async () => {
      const requests = await alertsFor({ LEAD_WEBHOOK_MARKUP: "markdown" });
      const all = requests.map((request) => (JSON.parse(request.body) as { text: string }).text).join("\n");
      expect(all).toContain("from &lt;!channel&gt;");
      expect(all).toContain("\\*urgent\\* \\[pay\\](https://evil.example) &amp; &lt;@U123&gt;");
      expect(all).not.toMatch(/<!|<https:\/\/evil|\[pay\]/);
    });

    it("ntfy (text): the push is marked as markdown and the visitor's markup is escaped", async () => {
      const requests = await alertsFor({ LEAD_WEBHOOK_FORMAT: "text" });
      for (const request of requests) expect(request.headers.markdown).toBe("yes");
      const all = requests.map((request) => request.body).join("\n");
      expect(all).toContain("from &lt;https://evil.example\\|click here&gt;");
      expect(all).not.toMatch(/<!|<https:\/\/evil|\[pay\]/);
    });

    it("infers Slack from a hooks.slack.com address and Teams from an office.com one", () => {
      expect(alertMarkup({ url: "https://hooks.slack.com/services/T0/B0/X", format: "json" })).toBe("slack");
      expect(alertMarkup({ url: "https://example.webhook.office.com/webhookb2/x", format: "json" })).toBe("markdown");
      expect(alertMarkup({ url: "https://ntfy.sh/topic", format: "text" })).toBe("markdown");
      expect(alertMarkup({ url: "https://sms-relay.example.com/send", format: "json" })).toBe("plain");
    });
  });

  it("after an outage of our own database, a new lead wakes the worker at once instead of waiting out the back-off", async () => {
    // The first alert's answer comes while the database refuses writes: its "sent" mark cannot be
    // written, and the worker backs off for NOTIFY_RETRY_MIN_MS (20 s here).
    const receiver = await startHttpReceiver({ answer: (index) => (index === 0 ? "hang" : 200) });
    closers.push(receiver.close);
    const config = webhookConfig(receiver.url, {
      NOTIFY_POLL_MS: "60000",
      NOTIFY_RETRY_MIN_MS: "20000",
      NOTIFY_RETRY_MAX_MS: "900000",
    });
    const app = await testApp(config);
    await app.ready();
    await app.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, firstName: "During" } });
    await until(() => receiver.requests.length === 1);
    app.db.$client.pragma("query_only = ON");
    receiver.answerHanging(200);
    await until(() => app.mailer?.backingOff === true);
    app.db.$client.pragma("query_only = OFF");

    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { ...lead, firstName: "After" },
    });
    expect(response.statusCode).toBe(201);
    // Well inside the 20 s back-off: the committed lead proved the database takes writes again.
    await until(() => receiver.requests.length === 2, 8_000);
    expect(JSON.parse(receiver.requests[1]?.body ?? "{}").lead.name).toBe("After Lopez");
    const db = openReadonly(config.databasePath);
    await until(
      () => (db.prepare("SELECT count(*) AS n FROM outbox WHERE state = 'sent'").get() as { n: number }).n === 2,
      8_000,
    );
    // The alert that went out during the outage was not sent again.
    expect(receiver.requests).toHaveLength(2);
  });

  it("keeps requests while the receiver is down and delivers each exactly once when it comes up", async () => {
    const port = await freePort();
    const config = webhookConfig(`http://127.0.0.1:${port}/hooks/lead`);
    const app = await testApp(config);
    await app.ready();
    for (const firstName of ["Down1", "Down2"]) {
      const response = await app.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, firstName } });
      expect(response.statusCode).toBe(201);
    }
    const db = openReadonly(config.databasePath);
    const webhookJobs = () =>
      db.prepare("SELECT state, attempts, last_error FROM outbox WHERE channel = 'webhook'").all() as {
        state: string;
        attempts: number;
        last_error: string | null;
      }[];
    // Refused twice at least: retried with back-off, still pending, the error kept.
    await until(() => webhookJobs().every((job) => job.attempts >= 2));
    expect(webhookJobs().every((job) => job.state === "pending" && job.last_error)).toBe(true);

    const receiver = await startHttpReceiver({ port });
    closers.push(receiver.close);
    await until(() => webhookJobs().every((job) => job.state === "sent"));
    // A later request goes out after them: had the first two been sent again, it would show by now.
    await app.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, firstName: "After" } });
    await until(() => receiver.requests.some((request) => request.body.includes("After")));
    await until(() => webhookJobs().every((job) => job.state === "sent"));
    const names = receiver.requests.map((request) => JSON.parse(request.body).lead.name as string).sort();
    expect(names).toEqual(["After Lopez", "Down1 Lopez", "Down2 Lopez"]);
    const keys = new Set(receiver.requests.map((request) => request.headers[webhookHeaders.idempotencyKey]));
    expect(keys.size).toBe(3);
  });

  it("gives up on a receiver that hangs after the timeout and delivers on the next try with the same idempotency key", async () => {
    const receiver = await startHttpReceiver({ answer: (index) => (index === 0 ? "hang" : 200) });
    closers.push(receiver.close);
    const config = webhookConfig(receiver.url, { LEAD_WEBHOOK_TIMEOUT_MS: "2000" });
    const app = await testApp(config);
    await app.ready();
    const response = await app.inject({ method: "POST", url: "/api/contacts", payload: lead });
    // The visitor's answer never waits for the receiver: it is there before the first try ends.
    expect(response.statusCode).toBe(201);
    const attemptsAtAnswer = openReadonly(config.databasePath)
      .prepare("SELECT attempts FROM outbox WHERE channel = 'webhook'")
      .get();
    expect(attemptsAtAnswer).toEqual({ attempts: 0 });

    const db = openReadonly(config.databasePath);
    const job = () =>
      db.prepare("SELECT state, attempts, last_error FROM outbox WHERE channel = 'webhook'").get() as {
        state: string;
        attempts: number;
        last_error: string | null;
      };
    await until(() => job().state === "sent");
    expect(job().attempts).toBe(2);
    expect(receiver.requests).toHaveLength(2);
    const [first, second] = receiver.requests as [ReceivedRequest, ReceivedRequest];
    expect(second.headers[webhookHeaders.idempotencyKey]).toBe(first.headers[webhookHeaders.idempotencyKey]);
    // The worker gave up on the first try by its timeout, and only then tried again. The first
    // try's time is measured from its arrival, after the worker started its clock: on a busy
    // machine that arrival came 330 ms late (a bound of 1,800 ms failed at 1,671), so the bound
    // leaves half the timeout; a try that did not wait would close at once.
    expect(first.closedAt, "when the worker dropped the first try").toBeDefined();
    expect((first.closedAt ?? 0) - first.receivedAt).toBeGreaterThanOrEqual(1000);
    expect(second.receivedAt).toBeGreaterThanOrEqual(first.closedAt ?? Number.POSITIVE_INFINITY);
    expect(verifies(second, secret)).toBe(true);
  });

  it("retries a receiver that answers 500 and stops once it answers 2xx", async () => {
    const receiver = await startHttpReceiver({ answer: (index) => (index < 2 ? 500 : 204) });
    closers.push(receiver.close);
    const config = webhookConfig(receiver.url);
    const app = await testApp(config);
    await app.ready();
    await app.inject({ method: "POST", url: "/api/contacts", payload: lead });
    const db = openReadonly(config.databasePath);
    await until(
      () =>
        (db.prepare("SELECT state FROM outbox WHERE channel = 'webhook'").get() as { state: string }).state === "sent",
    );
    expect(receiver.requests).toHaveLength(3);
  });

  it("sends no alert for a honeypot hit", async () => {
    const receiver = await startHttpReceiver();
    closers.push(receiver.close);
    const config = webhookConfig(receiver.url);
    const app = await testApp(config);
    await app.ready();
    await app.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, website: "http://spam.example" } });
    await app.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, firstName: "Real" } });
    await until(() => receiver.requests.length === 1);
    expect(JSON.parse(receiver.requests[0]?.body ?? "{}").lead.name).toBe("Real Lopez");
    const db = openReadonly(config.databasePath);
    expect(db.prepare("SELECT count(*) AS n FROM outbox WHERE channel = 'webhook'").get()).toEqual({ n: 1 });
  });

  it("alerts at once while the mail server takes connections and never answers", async () => {
    // A mail server that accepts and then says nothing: each send waits out the greeting timeout.
    const silent: Socket[] = [];
    const mailServer = createServer((socket) => silent.push(socket));
    const mailPort = await freePort();
    await new Promise<void>((resolve) => mailServer.listen(mailPort, "127.0.0.1", resolve));
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of silent) socket.destroy();
          mailServer.close(() => resolve());
        }),
    );
    const receiver = await startHttpReceiver();
    closers.push(receiver.close);
    const app = await testApp(
      webhookConfig(receiver.url, {
        SMTP_URL: `smtp://127.0.0.1:${mailPort}?tls=off`,
        LEAD_EMAIL_TO: "office@example.com",
        NOTIFY_POLL_MS: "60000",
      }),
    );
    await app.ready();
    for (const [index, firstName] of ["First", "Second", "Third"].entries()) {
      await app.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, firstName } });
      // The e-mails wait 10 s for a greeting; the alerts must not wait behind them.
      await until(() => receiver.requests.length === index + 1, 5_000);
    }
    expect(receiver.requests.map((request) => JSON.parse(request.body).lead.name)).toEqual([
      "First Lopez",
      "Second Lopez",
      "Third Lopez",
    ]);
  });

  it("alerts for a request that arrives while the previous alert is still going out, without waiting for the next poll", async () => {
    // The receiver holds the first alert until told; the next poll is a minute away.
    const receiver = await startHttpReceiver({ answer: () => "hang" });
    closers.push(receiver.close);
    const config = webhookConfig(receiver.url, { NOTIFY_POLL_MS: "60000", LEAD_WEBHOOK_TIMEOUT_MS: "10000" });
    const app = await testApp(config);
    await app.ready();
    await app.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, firstName: "First" } });
    await until(() => receiver.requests.length === 1);
    // The first alert is in flight: this request is committed during the worker's round.
    await app.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, firstName: "Second" } });
    receiver.answerHanging(200);
    await until(() => receiver.requests.length === 2, 10_000);
    expect(JSON.parse(receiver.requests[1]?.body ?? "{}").lead.name).toBe("Second Lopez");
  });
});
