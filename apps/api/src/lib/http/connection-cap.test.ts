import { describe, expect, it } from "vitest";
import { testApp, testConfig, until } from "../../test/helpers";
import { RawConnection } from "../../test/raw-http";
import { trustedProxy } from "./connection-cap";

// A slow POST: its headers and the first byte of a body that never comes.
const slowPost =
  "POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{";

describe("slow clients", { timeout: 60_000 }, () => {
  it("cannot take more than their address's share of connections: another address is still served", async () => {
    // Every address here is loopback, which TRUST_PROXY trusts by default as the local proxy (held
    // to no share): these clients come straight from the network. The body and idle deadlines are
    // far off: on a busy machine opening the connections takes a while, and a slow client cut by
    // them would prove nothing about the share.
    const app = await testApp(
      testConfig({
        TRUST_PROXY: "none",
        HTTP_MAX_CONNECTIONS_PER_IP: "5",
        HTTP_BODY_TIMEOUT_MS: "600000",
        HTTP_IDLE_TIMEOUT_MS: "600000",
      }),
    );
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    // The process's open-file limit, in small: past it the server takes no connection at all.
    app.server.maxConnections = 12;
    const slow: RawConnection[] = [];
    try {
      for (let index = 0; index < 15; index++) {
        const connection = await RawConnection.open(port, "127.0.0.2");
        connection.write(slowPost);
        slow.push(connection);
      }
      // The ones past the share are closed at once; the first five wait for their bodies.
      await until(() => slow.filter((connection) => connection.closed).length >= 10);
      expect(slow.slice(0, 5).every((connection) => !connection.closed)).toBe(true);

      const other = await RawConnection.open(port, "127.0.0.3");
      other.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      const answer = await other.response(20_000);
      other.close();
      expect(answer?.status).toBe(200);
    } finally {
      for (const connection of slow) connection.close();
    }
  });

  it("answers a body that stops arriving with 408 naming the body after HTTP_BODY_TIMEOUT_MS, and closes the connection", async () => {
    const app = await testApp(testConfig({ HTTP_BODY_TIMEOUT_MS: "500" }));
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const connection = await RawConnection.open(port, "127.0.0.4");
    try {
      connection.write(slowPost);
      // Far inside the 120 s of HTTP_REQUEST_TIMEOUT_MS, however busy the machine.
      const answer = await connection.response(15_000);
      expect(answer?.status).toBe(408);
      expect(JSON.parse(answer?.body ?? "{}").error).toMatchObject({
        code: "invalid_body",
        fields: { body: expect.any(String) },
      });
      expect(answer?.headers.connection).toBe("close");
      await until(() => connection.closed, 15_000);
    } finally {
      connection.close();
    }
  });

  it("holds no reverse proxy named by TRUST_PROXY to one visitor's share", () => {
    expect(trustedProxy(false)("127.0.0.1")).toBe(false);
    const proxies = trustedProxy(["loopback", "10.1.0.0/16", "192.0.2.7"]);
    expect(["127.0.0.1", "::ffff:127.0.0.1", "::1", "10.1.200.3", "192.0.2.7"].every(proxies)).toBe(true);
    expect(["10.2.0.1", "192.0.2.8", "203.0.113.9"].some(proxies)).toBe(false);
  });
});
