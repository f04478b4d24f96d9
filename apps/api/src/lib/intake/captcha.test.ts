import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { testApp, testConfig } from "../../test/helpers";

const lead = { firstName: "Ana", phone: "336-555-0100", subject: "Leak", message: "Dripping ceiling" };

const servers: Server[] = [];
afterEach(async () => {
  while (servers.length > 0) {
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
  }
});

/** A local stand-in for the provider's siteverify endpoint: "good-token" passes. */
async function siteverifyStub(): Promise<{ url: string; requests: URLSearchParams[] }> {
  const requests: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const params = new URLSearchParams(body);
      requests.push(params);
      const success = params.get("secret") === "test-secret" && params.get("response") === "good-token";
      response.setHeader("Content-Type", "application/json");
      response.end(
        JSON.stringify(success ? { success: true } : { success: false, "error-codes": ["invalid-input-response"] }),
      );
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, requests };
}

function count(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM submissions").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe("captcha verification", () => {
  it("accepts a request whose token the provider confirms", async () => {
    const stub = await siteverifyStub();
    const config = testConfig({ RECAPTCHA_SECRET: "test-secret", RECAPTCHA_VERIFY_URL: stub.url });
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { ...lead, recaptchaToken: "good-token" },
    });
    expect(response.statusCode).toBe(201);
    expect(stub.requests[0]?.get("response")).toBe("good-token");
    expect(count(config.databasePath)).toBe(1);
  });

  it("refuses a token the provider rejects, and a missing token, with 400 naming the field", async () => {
    const stub = await siteverifyStub();
    const config = testConfig({ RECAPTCHA_SECRET: "test-secret", RECAPTCHA_VERIFY_URL: stub.url });
    const app = await testApp(config);
    const rejected = await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { ...lead, recaptchaToken: "bad-token" },
    });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().error).toMatchObject({
      code: "captcha_failed",
      fields: { recaptchaToken: expect.any(String) },
    });
    const missing = await app.inject({ method: "POST", url: "/api/contacts", payload: lead });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe("Please complete the reCAPTCHA verification.");
    expect(count(config.databasePath)).toBe(0);
  });

  it("answers 503 asking the visitor to call when the provider is unreachable", async () => {
    const stub = await siteverifyStub();
    const down = stub.url;
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const config = testConfig({
      RECAPTCHA_SECRET: "test-secret",
      RECAPTCHA_VERIFY_URL: down,
      RECAPTCHA_TIMEOUT_MS: "1000",
    });
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { ...lead, recaptchaToken: "good-token" },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe("captcha_unavailable");
    expect(response.json().error.message).toMatch(/call us at \(\d{3}\) 555-01\d\d/);
    expect(count(config.databasePath)).toBe(0);
  });

  it("takes the widget's own field from a form posted without script", async () => {
    const stub = await siteverifyStub();
    const app = await testApp(testConfig({ RECAPTCHA_SECRET: "test-secret", RECAPTCHA_VERIFY_URL: stub.url }));
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: new URLSearchParams({ ...lead, "g-recaptcha-response": "good-token" }).toString(),
    });
    expect(response.statusCode).toBe(303);
  });
});
