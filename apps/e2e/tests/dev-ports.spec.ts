import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { stripVTControlCharacters } from "node:util";
import { freePort } from "@brightwater/api/test/free-port";
import { expect, test } from "@playwright/test";

// `npm run dev` on a port another program holds: one line naming the port and the variable to
// change, and an exit, never a stack from the servers it would have started.
const repo = new URL("../../../", import.meta.url).pathname;

/** A program holding a loopback port the system picks, and that port. */
function hold(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as { port: number }).port }));
  });
}

function dev(env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("node", ["scripts/dev.mjs"], { cwd: repo, env: { ...process.env, ...env } });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        output += chunk;
      });
    }
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output: stripVTControlCharacters(output) }));
  });
}

for (const variable of ["WEB_PORT", "API_PORT"] as const) {
  test(`npm run dev with ${variable} taken says so in one line`, async () => {
    test.setTimeout(60_000);
    // Ports the system picks: a fixed number could be one another test's server holds.
    const { server: holder, port: busyPort } = await hold();
    const otherPort = await freePort();
    try {
      const other = variable === "WEB_PORT" ? "API_PORT" : "WEB_PORT";
      const { status, output } = await dev({ [variable]: String(busyPort), [other]: String(otherPort) });
      expect(output.trim()).toBe(
        `npm run dev: port ${busyPort} (${variable}) is already in use by another program: stop it, or start with another port, e.g. ${variable}=${busyPort + 1} npm run dev`,
      );
      expect(status).toBe(1);
    } finally {
      holder.close();
    }
  });
}
