import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";
import { testApp, testConfig } from "./test/helpers";

describe("parseConfig", () => {
  it("has a default for everything", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.databasePath).toMatch(/data\/site\.db$/);
    expect(config.RECAPTCHA_SECRET).toBeUndefined();
  });

  it("stops on a bad value with the variable's name", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ SITE_ORIGIN: "not a url" })).toThrow(/SITE_ORIGIN/);
  });

  it("logs every request unless LOG_REQUESTS is false", () => {
    expect(parseConfig({}).LOG_REQUESTS).toBe(true);
    expect(parseConfig({ LOG_REQUESTS: "false" }).LOG_REQUESTS).toBe(false);
    expect(() => parseConfig({ LOG_REQUESTS: "sometimes" })).toThrow(/LOG_REQUESTS/);
  });

  it("refuses an inbox password shorter than 12 characters in production, with a line that says so", () => {
    expect(() => parseConfig({ NODE_ENV: "production", ADMIN_PASSWORD: "x" })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
    expect(() => parseConfig({ NODE_ENV: "production", ADMIN_PASSWORD: "eleven-char" })).toThrow(/ADMIN_PASSWORD/);
    expect(parseConfig({ NODE_ENV: "production", ADMIN_PASSWORD: "twelve-chars" }).adminPassword).not.toBeNull();
    // Unset still means no inbox; development keeps whatever it is given.
    expect(parseConfig({ NODE_ENV: "production" }).adminPassword).toBeNull();
    expect(parseConfig({ ADMIN_PASSWORD: "dev" }).adminPassword).not.toBeNull();
  });

  it("treats an empty optional value as unset", () => {
    expect(parseConfig({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
  });

  it("takes TRUST_PROXY as addresses, CIDR ranges or a hop count, and names it when it is none of them", () => {
    expect(parseConfig({}).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseConfig({ TRUST_PROXY: "none" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,::1,fd00::/8" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "::1",
      "fd00::/8",
    ]);
    expect(parseConfig({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    for (const bad of ["true", "*", "0", "10.0.0.1/33", "proxy.example", "10.0.0.1,"]) {
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("starts the app with a hop count, trusting exactly that many proxies", async () => {
    const app = await testApp(testConfig({ TRUST_PROXY: "1" }));
    app.get("/ip", async (request) => ({ ip: request.ip }));
    const response = await app.inject({ url: "/ip", headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.2" } });
    expect(response.json().ip).toBe("198.51.100.2");
  });
});
