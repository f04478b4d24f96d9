import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../test/free-port";
import { fullDisk, fullDiskSupported } from "../test/full-disk";
import { logCapture, testApp, testConfig } from "../test/helpers";

const lead = {
  firstName: "Ana",
  email: "ana.private@example.com",
  phone: "336-555-0100",
  subject: "Leak",
  message: "Water under the sink.",
};

describe("GET /healthz and /readyz", () => {
  it("say the process is up and ready, as JSON", async () => {
    const app = await testApp();
    const health = await app.inject({ url: "/healthz" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok" });
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    const { applied, expected } = ready.json().checks.migrations;
    expect(applied).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(1);
    expect(ready.json()).toMatchObject({
      status: "ready",
      checks: {
        database: { ok: true },
        migrations: { ok: true, applied: expected, expected },
        disk: { ok: true },
        mailQueue: { ok: true, pending: 0 },
      },
    });
  });

  it("are neither rate-limited nor logged per request", async () => {
    const log = logCapture();
    const app = await testApp(
      testConfig({ LOG_LEVEL: "info", LOG_REQUESTS: "true", FORM_RATE_LIMIT_PER_MINUTE: "1" }),
      { logStream: log.stream },
    );
    await app.ready();
    const before = log.lines.length;
    for (let index = 0; index < 30; index++) {
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
      expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
    }
    expect(log.lines.slice(before)).toEqual([]);
  });

  it("show a stranger each verdict only: no free bytes, no backlog, no error code", async () => {
    const app = await testApp();
    const stranger = await app.inject({ url: "/readyz", remoteAddress: "203.0.113.9" });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({
      status: "ready",
      checks: { database: { ok: true }, migrations: { ok: true }, disk: { ok: true }, mailQueue: { ok: true } },
    });
    const local = await app.inject({ url: "/readyz" });
    expect(local.json().checks.disk.freeBytes).toBeGreaterThan(0);
  });

  it("report the mail queue's size and age without personal data", async () => {
    // Mail configured, its server down: the lead waits in the queue.
    const port = await freePort();
    const app = await testApp(
      testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}?tls=off`, LEAD_EMAIL_TO: "office@example.com" }),
    );
    await app.ready();
    expect((await app.inject({ method: "POST", url: "/api/contacts", payload: lead })).statusCode).toBe(201);
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    // Two jobs wait: the mail to the company and the visitor's confirmation.
    expect(ready.json().checks.mailQueue).toMatchObject({ ok: true, pending: 2 });
    expect(ready.json().checks.mailQueue.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(ready.body).not.toMatch(/ana|336-555|Leak|sink/i);
  });

  it("report no queue for a channel that is not configured (its jobs wait for the inbox, not for a mailer)", async () => {
    const app = await testApp();
    await app.ready();
    expect((await app.inject({ method: "POST", url: "/api/contacts", payload: lead })).statusCode).toBe(201);
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.json().checks.mailQueue).toMatchObject({ ok: true, pending: 0, oldestAgeSeconds: 0 });
  });

  it("answers 503 when the database takes no writes", async () => {
    const app = await testApp();
    app.db.$client.pragma("query_only = ON");
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "not_ready", checks: { database: { ok: false } } });
    app.db.$client.pragma("query_only = OFF");
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });

  it("answers 503 when free disk space is below READY_MIN_FREE_DISK_MB", async () => {
    const app = await testApp(testConfig({ READY_MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) }));
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.disk.ok).toBe(false);
    expect(ready.json().checks.database.ok).toBe(true);
  });

  it.skipIf(!fullDiskSupported)("answers 503 on a full disk, and 200 once space is freed", async () => {
    const disk = fullDisk();
    const app = await testApp(testConfig({ DATABASE_PATH: join(disk.dir, "site.db"), READY_MIN_FREE_DISK_MB: "1" }));
    app.db.$client.pragma("wal_checkpoint(TRUNCATE)");
    disk.fill();
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toMatchObject({ database: { ok: false }, disk: { ok: false } });
    disk.free();
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});
