// The production start (scripts/serve.mjs) as the systemd unit runs it: one process, settings from
// an ENV_FILE, its JSON log kept for the checks.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";

const root = new URL("../../", import.meta.url).pathname;
const serveScript = join(root, "scripts/serve.mjs");

/** Runs the production start to its exit (a refusal); returns its exit code and output lines. */
export function serveOnce(env) {
  const result = spawnSync(process.execPath, [serveScript], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  const lines = `${result.stdout}${result.stderr}`.split("\n").filter((line) => line.trim() !== "");
  return { code: result.status, lines };
}

/** Starts the production start; resolves when /healthz answers at `port`. */
export async function startServer(env, port) {
  const child = spawn(process.execPath, [serveScript], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = [];
  let buffered = "";
  const take = (chunk) => {
    buffered += chunk;
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    for (const line of parts) {
      try {
        log.push(JSON.parse(line));
      } catch {
        log.push({ msg: line });
      }
    }
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode}): ${log
          .slice(-3)
          .map((line) => line.msg)
          .join(" / ")}`,
      );
    }
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 45_000) throw new Error("the server did not answer /healthz within 45 s");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    log,
    startedInMs: Date.now() - started,
    /** SIGTERM, as systemctl stop/restart sends it; resolves with the exit code. */
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
