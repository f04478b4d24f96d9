import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./test/free-port";

// Runs the built server (dist/server.js) as a real process, so `turbo test` runs after the build.
const serverEntry = new URL("../dist/server.js", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "brightwater-crash-"));
const databasePath = join(dir, "site.db");
// Killed mid-way, with a request in flight on every connection: what is lost there is what the test
// looks for, so a few hundred posts on each side of the kill show it as well as thousands.
const total = 600;
const concurrency = 20;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: databasePath,
      WEB_BUILD_DIR: "",
      LOG_LEVEL: "error",
      FORM_RATE_LIMIT_PER_MINUTE: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const started = Date.now();
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/blog-posts`);
      return child;
    } catch {
      if (Date.now() - started > 60_000) throw new Error("server did not start");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe("crash durability", () => {
  it("keeps every acknowledged request through a SIGKILL", async () => {
    const port = await freePort();
    const server = await startServer(port);
    const acknowledged: number[] = [];
    let sent = 0;
    let killed = false;

    const worker = async () => {
      while (sent < total) {
        const index = sent++;
        if (index === Math.floor(total / 2) && !killed) {
          // Mid-way, with requests in flight on every connection.
          killed = true;
          server.kill("SIGKILL");
        }
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/contacts`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              firstName: `Crash${index}`,
              phone: "336-555-0100",
              subject: "Durability",
              message: `Request ${index}`,
            }),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
        } catch {
          // The server is gone: this request was never acknowledged.
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((resolve) => server.once("exit", resolve));

    // Restart on the same file: the server must open it (WAL recovery) and the rows be there.
    const restarted = await startServer(port);
    restarted.kill("SIGTERM");
    await new Promise((resolve) => restarted.once("exit", resolve));

    const db = new Database(databasePath, { readonly: true });
    const ids = new Set((db.prepare("SELECT id FROM submissions").all() as { id: number }[]).map((row) => row.id));
    db.close();
    const found = acknowledged.filter((id) => ids.has(id)).length;
    console.log(`acknowledged ${acknowledged.length}, found ${found}, lost ${acknowledged.length - found}`);
    expect(acknowledged.length).toBeGreaterThan(total / 4);
    expect(acknowledged.length).toBeLessThan(total);
    expect(found).toBe(acknowledged.length);
    // Two server starts and 300 fsynced posts: seconds alone, several times that on a loaded machine.
  }, 240_000);
});
