import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { logCapture, testApp, testConfig } from "./test/helpers";

describe("the request log", () => {
  it("leaves inbox search terms out of logged URLs", async () => {
    const log = logCapture();
    const app = await testApp(testConfig({ LOG_LEVEL: "info", LOG_REQUESTS: "true", ADMIN_PASSWORD: "secret" }), {
      logStream: log.stream,
    });
    for (const url of [
      "/api/admin/submissions?q=ana.lopez%40example.com&page=1",
      "/api/admin/submissions.csv?q=336-555-0100",
      "/api/admin/submissions?q=Ana+Lopez",
      "/admin?q=Ana+Lopez",
      "/admin/?q=ana.lopez%40example.com",
      "/ADMIN?q=336-555-0100",
    ]) {
      await app.inject({ url });
    }
    const logged = JSON.stringify(log.lines);
    expect(logged).toContain('"url":"/api/admin/submissions?[redacted]"');
    expect(logged).toContain('"url":"/api/admin/submissions.csv?[redacted]"');
    expect(logged).toContain('"url":"/admin?[redacted]"');
    expect(logged).not.toMatch(/ana|lopez|336-555|example\.com/i);
  });

  it("keeps the query of other URLs", async () => {
    const log = logCapture();
    const app = await testApp(testConfig({ LOG_LEVEL: "info", LOG_REQUESTS: "true" }), { logStream: log.stream });
    await app.inject({ url: "/api/blog-posts?tag=water-heaters" });
    expect(JSON.stringify(log.lines)).toContain('"url":"/api/blog-posts?tag=water-heaters"');
  });

  it("logs a malformed chunked body to the sign-in route once, at debug, with no error stack", {
    timeout: 30_000,
  }, async () => {
    const log = logCapture();
    const config = testConfig({
      LOG_LEVEL: "debug",
      LOG_REQUESTS: "false",
      ADMIN_PASSWORD: "secret",
      ADMIN_SIGN_IN_PER_MINUTE: "1000",
    });
    const app = await testApp(config, { logStream: log.stream });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const sent = 10;
    const sockets: Socket[] = [];
    for (let index = 0; index < sent; index++) {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => undefined);
      // Headers and a broken chunk in one packet: the parser fails and closes the socket while
      // the request's hooks are still to run.
      socket.end(
        `POST /api/admin/session HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${config.SITE_ORIGIN}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"pas\r\nzz\r\n\r\n`,
      );
      sockets.push(socket);
      // The server has dealt with this request once it logged its line (or, before the fix, its error).
      const started = Date.now();
      while (new Set(log.lines.map((line) => line.reqId).filter(Boolean)).size <= index) {
        if (Date.now() - started > 10_000) throw new Error(`request ${index} was never logged`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    for (const socket of sockets) socket.destroy();
    await app.close();
    const perRequest = log.lines.filter((line) => line.reqId !== undefined);
    expect(log.errors()).toEqual([]);
    expect(perRequest.every((line) => line.level <= 20)).toBe(true);
    const reqIds = perRequest.map((line) => line.reqId);
    expect(new Set(reqIds).size).toBe(reqIds.length);
    expect(JSON.stringify(log.lines)).not.toContain("stack");
  });
});
