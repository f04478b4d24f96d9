import { describe, expect, it } from "vitest";
import { logCapture, testApp, testConfig } from "../../test/helpers";
import { inboxPassword } from "../../test/inbox";

async function localInbox(siteOrigin: string) {
  const log = logCapture();
  const config = testConfig({ ADMIN_PASSWORD: inboxPassword, SITE_ORIGIN: siteOrigin, LOG_LEVEL: "warn" });
  const app = await testApp(config, { logStream: log.stream });
  const signIn = (origin: string) =>
    app.inject({
      method: "POST",
      url: "/api/admin/session",
      headers: { origin },
      payload: { password: inboxPassword },
    });
  return { app, log, signIn };
}

// The same machine has several names: the office opening http://127.0.0.1:3000/admin on a server
// whose SITE_ORIGIN says localhost is on the inbox page of this site.
describe("the inbox's origin check", () => {
  it("accepts a sign-in from any loopback name of a loopback SITE_ORIGIN, on its scheme and port", async () => {
    const { signIn } = await localInbox("http://localhost:3000");
    for (const origin of [
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "http://127.0.0.2:3000",
    ]) {
      expect((await signIn(origin)).statusCode, origin).toBe(200);
    }
    for (const origin of ["http://127.0.0.1:4000", "https://127.0.0.1:3000", "http://localhost.evil.example:3000"]) {
      expect((await signIn(origin)).statusCode, origin).toBe(403);
    }
  });

  it("refuses another origin naming SITE_ORIGIN and the origin seen, and logs a warning", async () => {
    const { signIn, log } = await localInbox("https://www.example.com");
    const response = await signIn("http://127.0.0.1:3000");
    expect(response.statusCode).toBe(403);
    const { message } = response.json().error;
    expect(message).toContain("SITE_ORIGIN");
    expect(message).toContain("https://www.example.com");
    expect(message).toContain("http://127.0.0.1:3000");
    const warning = log.lines.find((line) => line.level === 40 && /SITE_ORIGIN/.test(line.msg));
    expect(warning).toMatchObject({ origin: "http://127.0.0.1:3000", siteOrigin: "https://www.example.com" });
  });

  it("says the origin is missing when the request has none", async () => {
    const { app } = await localInbox("https://www.example.com");
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/session",
      payload: { password: inboxPassword },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/no Origin/);
  });
});
