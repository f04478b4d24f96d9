import { spawn } from "node:child_process";
import { existsSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "./test/free-port";
import { tempDir, until } from "./test/helpers";

const serverPath = new URL("../dist/server.js", import.meta.url).pathname;

/** The built server as `node dist/server.js` runs it, in `cwd`, with only the variables given. */
function startServer(cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [serverPath], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe("the server process", { timeout: 60_000 }, () => {
  it("reads .env from its folder, the environment winning, and logs the file it read but no value", async () => {
    const dir = tempDir();
    const port = await freePort();
    writeFileSync(
      join(dir, ".env"),
      [
        `PORT=${port}`,
        "HOST=127.0.0.1",
        "DATABASE_PATH=./db/site.db",
        "ADMIN_PASSWORD=correct-horse-battery-staple",
        "# The environment says info: the file's warn must lose.",
        "LOG_LEVEL=warn",
        "FORM_RATE_LIMT_PER_MINUTE=5",
      ].join("\n"),
    );
    const server = startServer(dir, { LOG_LEVEL: "info" });
    try {
      // A server process starts in about a second alone; on two cores with the whole suite beside
      // it, this has taken over 20 s.
      await until(() => /Server listening/.test(server.output()), 50_000).catch((error: Error) => {
        throw new Error(`${error.message} for the server to listen; it printed:\n${server.output()}`);
      });
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      expect(existsSync(join(dir, "db/site.db"))).toBe(true);
      const output = server.output();
      expect(output).toContain(join(dir, ".env"));
      expect(output).not.toMatch(/ADMIN_PASSWORD is not set/);
      expect(output).not.toContain("correct-horse-battery-staple");
      // True counts: five settings from the file, LOG_LEVEL from the environment; a slip warned.
      expect(output).toContain('"fromFile":5,"fromEnvironment":["LOG_LEVEL"]');
      expect(output).toContain(
        "FORM_RATE_LIMT_PER_MINUTE is not a setting this server reads; did you mean FORM_RATE_LIMIT_PER_MINUTE?",
      );
      // The résumé folder is there from the start, for the service's user only.
      expect(statSync(join(dir, "db/resumes")).mode & 0o777).toBe(0o700);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  it("stops with one line naming the port and PORT when the port is taken, before touching the database", async () => {
    const dir = tempDir();
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const { port } = busy.address() as { port: number };
    try {
      const server = startServer(dir, { PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: "./data/site.db" });
      expect(await server.exited).toBe(78);
      const lines = server.output().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(String(port));
      expect(lines[0]).toContain("PORT");
      expect(existsSync(join(dir, "data"))).toBe(false);
    } finally {
      busy.close();
    }
  });
});
