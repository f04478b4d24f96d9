import { type ChildProcess, spawn } from "node:child_process";
import { expect } from "@playwright/test";

const apiDir = new URL("../../api/", import.meta.url).pathname;

/**
 * The production server (`node dist/server.js` of apps/api's build) on loopback at `port`, with the
 * settings `env` adds, its site origin its own address. `ready` resolves once `readyPath` answers
 * 200; the process is the caller's to stop, ready or not.
 */
export function ownServer(options: {
  port: number;
  env: Record<string, string>;
  readyPath?: string;
  timeout?: number;
}): { server: ChildProcess; url: string; ready: Promise<void> } {
  const url = `http://127.0.0.1:${options.port}`;
  const server = spawn("node", ["dist/server.js"], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      SITE_ORIGIN: url,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: "inherit",
  });
  const ready = expect(async () => {
    expect((await fetch(`${url}${options.readyPath ?? "/healthz"}`)).status).toBe(200);
  }).toPass({ timeout: options.timeout ?? 60_000 });
  return { server, url, ready };
}
