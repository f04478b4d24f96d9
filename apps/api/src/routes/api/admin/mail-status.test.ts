import { submissionResponseSchema } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { freePort } from "../../../test/free-port";
import { sampleLead } from "../../../test/helpers";
import { inboxApp, signIn } from "../../../test/inbox";
import { startSmtpServer } from "../../../test/smtp";

/** Posts a lead and returns a reader of its company e-mail's status, as the inbox shows it. */
async function leadMailStatus(app: FastifyInstance) {
  const cookie = await signIn(app);
  const created = await app.inject({ method: "POST", url: "/api/contacts", payload: sampleLead });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: number }).id;
  return async () => {
    const response = await app.inject({ url: `/api/admin/submissions/${id}`, headers: { cookie } });
    return submissionResponseSchema.parse(response.json()).submission.notification;
  };
}

/** Reads until `done` holds (sized for a busy machine), returning the last value read. */
async function readUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the inbox tells what became of the company e-mail", { timeout: 60_000 }, () => {
  it("says the channel is not configured when SMTP_URL is unset, so the job is not shown as on its way", async () => {
    const { app } = await inboxApp();
    const status = await leadMailStatus(app);
    expect(await status()).toMatchObject({ state: "pending", attempts: 0, channelConfigured: false });
  });

  it("reports sent from a real SMTP server on loopback", async () => {
    const smtp = await startSmtpServer();
    try {
      const { app } = await inboxApp({ SMTP_URL: smtp.url, LEAD_EMAIL_TO: "office@example.com", NOTIFY_POLL_MS: "50" });
      await app.ready();
      const status = await leadMailStatus(app);
      const last = await readUntil(status, (job) => job?.state === "sent");
      expect(last).toMatchObject({ state: "sent", channelConfigured: true, nextAttemptAt: null });
      expect(last?.sentAt).toBeTruthy();
    } finally {
      await smtp.close();
    }
  });

  it("reports a retry with the time of the next attempt while the mail server refuses connections", async () => {
    const port = await freePort();
    const { app } = await inboxApp({
      SMTP_URL: `smtp://127.0.0.1:${port}?tls=off`,
      LEAD_EMAIL_TO: "office@example.com",
      NOTIFY_POLL_MS: "50",
      NOTIFY_RETRY_MIN_MS: "60000",
      ACKNOWLEDGE_REQUESTS: "false",
    });
    await app.ready();
    const status = await leadMailStatus(app);
    const last = await readUntil(status, (job) => (job?.attempts ?? 0) > 0);
    expect(last).toMatchObject({ state: "pending", channelConfigured: true });
    expect(last?.lastError).toBeTruthy();
    // Backing off: the next try is about a minute away, not now.
    expect(Date.parse(last?.nextAttemptAt ?? "") - Date.now()).toBeGreaterThan(30_000);
  });
});
