import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { closeWithin } from "./shutdown";
import { testApp, testConfig } from "./test/helpers";

// Real sockets: timeouts live in the HTTP server, which `inject` never touches.
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];
afterEach(() => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
});

async function listening(overrides: Record<string, string>): Promise<{ app: FastifyInstance; port: number }> {
  const app = await testApp(testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "0", ...overrides }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  return { app, port: address.port };
}

/** A client that announces a body and sends one byte of it every `everyMs`. */
function trickle(port: number, everyMs: number) {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  socket.on("error", () => undefined);
  const closed = new Promise<number>((resolve) => {
    const started = Date.now();
    socket.on("close", () => resolve(Date.now() - started));
  });
  socket.write(
    "POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
  );
  timers.push(
    setInterval(() => {
      if (!socket.destroyed) socket.write(" ");
    }, everyMs),
  );
  return { closed, received: () => received };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | "timed out"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => resolve("timed out"), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe("slow clients", () => {
  it("lose a connection whose body trickles in past HTTP_REQUEST_TIMEOUT_MS, with 408", {
    timeout: 30_000,
  }, async () => {
    const { port } = await listening({ HTTP_REQUEST_TIMEOUT_MS: "1000", HTTP_HEADERS_TIMEOUT_MS: "500" });
    // One byte every 200 ms never leaves the socket idle: only the request timeout can end it.
    const client = trickle(port, 200);
    const closedAfter = await within(client.closed, 8000);
    expect(closedAfter).not.toBe("timed out");
    expect(closedAfter as number).toBeGreaterThanOrEqual(900);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it("lose a connection that sends nothing for HTTP_IDLE_TIMEOUT_MS", { timeout: 30_000 }, async () => {
    const { port } = await listening({ HTTP_IDLE_TIMEOUT_MS: "500" });
    const socket = connect(port, "127.0.0.1");
    sockets.push(socket);
    socket.on("error", () => undefined);
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write(
      "POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{",
    );
    expect(await within(closed, 8000)).not.toBe("timed out");
  });

  it("do not hold up shutdown beyond SHUTDOWN_TIMEOUT_MS", { timeout: 30_000 }, async () => {
    const { app, port } = await listening({});
    const client = trickle(port, 200);
    // The request is in flight (the server has its headers) when the shutdown starts.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    expect(await within(closeWithin(app, 500), 8000)).not.toBe("timed out");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await within(client.closed, 2000)).not.toBe("timed out");
  });
});
