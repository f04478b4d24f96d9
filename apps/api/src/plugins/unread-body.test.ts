import { describe, expect, it } from "vitest";
import { applicationParts, multipart, resumePdf } from "../test/career-application";
import { testApp, testConfig, until } from "../test/helpers";
import { RawConnection } from "../test/raw-http";

const megabyte = 1024 * 1024;

function application(bytes: number) {
  const value = Buffer.alloc(bytes, 0x20);
  resumePdf.copy(value, 0);
  const body = multipart([...applicationParts, { name: "resume", value, filename: "cv.pdf", type: "application/pdf" }]);
  return Buffer.concat([
    Buffer.from(
      `POST /api/career-applications HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${body.headers["content-type"]}\r\nAccept: application/json\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
    ),
    body.payload,
  ]);
}

const healthCheck = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

describe("a body refused before it was read", { timeout: 60_000 }, () => {
  for (const { status, settings } of [
    { status: 507, settings: { RESUME_STORAGE_LIMIT_MB: "0.25", RESUME_DAILY_LIMIT_PER_IP_MB: "100" } },
    { status: 429, settings: { RESUME_DAILY_LIMIT_PER_IP_MB: "0.25" } },
  ]) {
    it(`leaves the connection usable after a ${status}: the next request on it is answered`, async () => {
      const app = await testApp(testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "0", ...settings }));
      await app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = app.server.address() as { port: number };
      const connection = await RawConnection.open(port);
      try {
        connection.write(application(3 * megabyte));
        // (The body is well under HTTP_DRAIN_MAX_BYTES: read and dropped, the connection kept.)
        const refused = await connection.response(20_000);
        expect(refused?.status).toBe(status);
        connection.write(healthCheck);
        const next = await connection.response(20_000);
        if (refused?.headers.connection === "close") {
          // Closing is the other honest answer: said in the refusal, and done, without a reset.
          expect(next).toBeNull();
          expect(connection.closed).toBe(true);
          expect(connection.error).toBeNull();
        } else {
          expect(connection.error).toBeNull();
          expect(next?.status).toBe(200);
        }
      } finally {
        connection.close();
      }
    });
  }

  it("answers a body longer than HTTP_DRAIN_MAX_BYTES with Connection: close and then closes", async () => {
    const app = await testApp(
      testConfig({
        FORM_RATE_LIMIT_PER_MINUTE: "0",
        RESUME_DAILY_LIMIT_PER_IP_MB: "0.25",
        HTTP_DRAIN_MAX_BYTES: "1048576",
      }),
    );
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const connection = await RawConnection.open(port);
    try {
      // The first part only, then the answer: the body is certainly not all read when it is refused
      // (sent whole, a busy server may have read all 3 MB before answering, and keep the connection).
      const request = application(3 * megabyte);
      connection.write(request.subarray(0, megabyte));
      const refused = await connection.response(20_000);
      expect(refused?.status).toBe(429);
      expect(refused?.headers.connection).toBe("close");
      // The rest is read only up to the bound, then the connection is cut.
      connection.write(request.subarray(megabyte));
      await until(() => connection.closed);
    } finally {
      connection.close();
    }
  });
});
