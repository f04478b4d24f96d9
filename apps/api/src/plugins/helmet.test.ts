import { describe, expect, it } from "vitest";
import { testApp, testConfig } from "../test/helpers";

const hsts = "max-age=31536000; includeSubDomains";

describe("security headers", () => {
  it("sends HSTS in production when the request came over HTTPS through the trusted proxy", async () => {
    const app = await testApp(testConfig({ NODE_ENV: "production", TRUST_PROXY: "127.0.0.1" }));
    const response = await app.inject({
      method: "GET",
      url: "/api/blog-posts",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["strict-transport-security"]).toBe(hsts);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(response.headers["permissions-policy"]).toBeDefined();
  });

  it("sends no HSTS over plain HTTP", async () => {
    const app = await testApp(testConfig({ NODE_ENV: "production", TRUST_PROXY: "127.0.0.1" }));
    const response = await app.inject({
      method: "GET",
      url: "/api/blog-posts",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("ignores X-Forwarded-Proto from a client that is not the trusted proxy", async () => {
    const app = await testApp(testConfig({ NODE_ENV: "production", TRUST_PROXY: "10.0.0.1" }));
    const response = await app.inject({
      method: "GET",
      url: "/api/blog-posts",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends no HSTS outside production, even over HTTPS", async () => {
    const app = await testApp(testConfig({ TRUST_PROXY: "127.0.0.1" }));
    const response = await app.inject({
      method: "GET",
      url: "/api/blog-posts",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
