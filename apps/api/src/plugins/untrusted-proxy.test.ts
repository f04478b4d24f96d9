import { describe, expect, it } from "vitest";
import { logCapture, testApp, testConfig } from "../test/helpers";

// The shipped stack puts Caddy on the same host: a proxy on loopback names each visitor's address,
// anyone else's X-Forwarded-For is ignored.
describe("visitors' addresses behind a proxy", () => {
  it("trusts a proxy on loopback with no setting, so each visitor is seen with their own address", async () => {
    const app = await testApp(testConfig({}));
    app.get("/ip", async (request) => ({ ip: request.ip, protocol: request.protocol }));
    for (const remoteAddress of ["127.0.0.1", "127.0.0.7", "::1"]) {
      const response = await app.inject({
        url: "/ip",
        remoteAddress,
        headers: { "x-forwarded-for": "198.51.100.23", "x-forwarded-proto": "https" },
      });
      expect(response.json(), remoteAddress).toEqual({ ip: "198.51.100.23", protocol: "https" });
    }
  });

  it("ignores X-Forwarded-For sent straight to the server from elsewhere", async () => {
    const app = await testApp(testConfig({}));
    app.get("/ip", async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const response = await app.inject({
      url: "/ip",
      remoteAddress: "203.0.113.9",
      headers: { "x-forwarded-for": "198.51.100.23", "x-forwarded-proto": "https" },
    });
    expect(response.json()).toEqual({ ip: "203.0.113.9", protocol: "http" });
  });

  it("gives each visitor behind the proxy their own form limit", async () => {
    const app = await testApp(testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "2" }));
    const post = (visitor: string) =>
      app.inject({
        method: "POST",
        url: "/api/contacts",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": visitor },
        payload: { firstName: "Ana", phone: "336-555-0100", subject: "Leak", message: "Water under the sink." },
      });
    const codes = [];
    for (let visitor = 1; visitor <= 6; visitor++) codes.push((await post(`198.51.100.${visitor}`)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 201]);
    await post("198.51.100.1");
    expect((await post("198.51.100.1")).statusCode).toBe(429);
  });

  it("warns once when proxied requests come from an address it does not trust", async () => {
    const log = logCapture();
    const app = await testApp(testConfig({ LOG_LEVEL: "warn", TRUST_PROXY: "10.0.0.1" }), { logStream: log.stream });
    for (let index = 0; index < 3; index++) {
      await app.inject({
        url: "/healthz",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "198.51.100.23" },
      });
    }
    await app.inject({ url: "/healthz", remoteAddress: "10.0.0.1", headers: { "x-forwarded-for": "198.51.100.23" } });
    const warnings = log.lines.filter((line) => /TRUST_PROXY/.test(line.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, proxy: "127.0.0.1" });
  });

  it("does not warn when the trusted proxy forwards a visitor on its own machine (a curl through Caddy on loopback)", async () => {
    const log = logCapture();
    const app = await testApp(testConfig({ LOG_LEVEL: "warn" }), { logStream: log.stream });
    await app.inject({ url: "/healthz", remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(log.lines.filter((line) => /TRUST_PROXY/.test(line.msg))).toEqual([]);
  });

  it("can be told to trust no proxy at all", async () => {
    const app = await testApp(testConfig({ TRUST_PROXY: "none" }));
    app.get("/ip", async (request) => ({ ip: request.ip }));
    const response = await app.inject({
      url: "/ip",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "198.51.100.23" },
    });
    expect(response.json()).toEqual({ ip: "127.0.0.1" });
  });
});
