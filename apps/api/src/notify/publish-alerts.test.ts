import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { publishLogPath } from "../lib/site/publish-log";
import { testApp, testConfig, until } from "../test/helpers";
import { startHttpReceiver } from "../test/http-receiver";
import { refusedPublish } from "../test/publish-record";
import { startSmtpServer } from "../test/smtp";
import { webhookHeaders, webhookSignature } from "./lead-webhook";
import { publishAlertText } from "./publish-alerts";

// A subject that would ping a Slack channel if it went out unescaped.
const refused = refusedPublish("Clemmons: new postal code <!channel>");

async function watchedApp() {
  const smtp = await startSmtpServer();
  const hook = await startHttpReceiver();
  const config = testConfig({
    SMTP_URL: smtp.url,
    LEAD_EMAIL_TO: "office@example.com",
    LEAD_WEBHOOK_URL: hook.url,
    LEAD_WEBHOOK_SECRET: "publish-alert-secret",
  });
  const app = await testApp(config);
  await app.ready();
  return {
    smtp,
    hook,
    file: publishLogPath(config),
    close: () => Promise.all([smtp.close(), hook.close()]),
  };
}

describe("alerts of publishes from the repository", () => {
  it("sends a refusal recorded while it runs by mail and webhook, with the file and field, once", async () => {
    const { smtp, hook, file, close } = await watchedApp();
    try {
      writeFileSync(file, JSON.stringify([refused]));
      await until(() => smtp.messages.length === 1 && hook.requests.length === 1);
      expect(smtp.messages[0]?.raw).toContain("cities/clemmons.json: postalCode: expected 5 digits");
      const [request] = hook.requests;
      const body = JSON.parse(request?.body ?? "{}");
      expect(body.publish).toEqual(refused);
      expect(body.text).toContain("cities/clemmons.json: postalCode: expected 5 digits");
      const timestamp = String(request?.headers[webhookHeaders.timestamp]);
      expect(request?.headers[webhookHeaders.signature]).toBe(
        webhookSignature("publish-alert-secret", timestamp, request?.body ?? ""),
      );
      // The same record read again (a later publish rewrote the file) is not sent again.
      const published = { ...refused, outcome: "published" as const, problems: [], at: "2026-11-27T06:01:00.000Z" };
      writeFileSync(file, JSON.stringify([published, refused]));
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(smtp.messages).toHaveLength(1);
      expect(hook.requests).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it("alerts a refused commit once, however many records say so; another commit alerts again", async () => {
    const { smtp, hook, file, close } = await watchedApp();
    try {
      writeFileSync(file, JSON.stringify([refused]));
      await until(() => smtp.messages.length === 1 && hook.requests.length === 1);
      const again = { ...refused, at: "2026-11-27T06:00:15.000Z", message: "refused again, in other words" };
      writeFileSync(file, JSON.stringify([again, refused]));
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(smtp.messages).toHaveLength(1);
      const next = { ...refused, at: "2026-11-27T06:00:30.000Z", commit: "f".repeat(40) };
      writeFileSync(file, JSON.stringify([next, again, refused]));
      await until(() => smtp.messages.length === 2 && hook.requests.length === 2);
    } finally {
      await close();
    }
  });

  it("does not send what was recorded before the server started", async () => {
    const smtp = await startSmtpServer();
    try {
      const config = testConfig({ SMTP_URL: smtp.url, LEAD_EMAIL_TO: "office@example.com" });
      writeFileSync(publishLogPath(config), JSON.stringify([refused]));
      await (await testApp(config)).ready();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it("escapes the commit's words for the receiver's markup", () => {
    const text = publishAlertText(refused, "https://www.example.com", "slack");
    expect(text).toContain("&lt;!channel&gt;");
    expect(text).toMatch(/^Website publish refused: 0123456 /);
    expect(text.split("\n").at(-1)).toBe("https://www.example.com/admin");
  });
});
