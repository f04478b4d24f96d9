// The production start (scripts/serve.mjs) as the systemd units run it: on a socket held across
// restarts (socket-holder.mjs under systemd-socket-activate, as deploy/brightwater.socket), with
// settings from an ENV_FILE; its JSON log kept for the checks.
import { spawn, spawnSync } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";

const root = new URL("../../", import.meta.url).pathname;
const serveScript = join(root, "scripts/serve.mjs");

/**
 * @typedef {{ msg?: string; holder?: boolean; started?: number; exited?: number | string; file?: string; req?: { url?: string; remoteAddress?: string }; [key: string]: unknown }} LogLine
 */

/**
 * Runs the production start to its exit (a refusal); returns its exit code and output lines.
 * @param {Record<string, string>} env
 */
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

/**
 * @param {(line: LogLine) => void} onLine
 * @returns {(chunk: Buffer) => void}
 */
function lineReader(onLine) {
  let buffered = "";
  return (chunk) => {
    buffered += chunk;
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    for (const line of parts) {
      try {
        onLine(JSON.parse(line));
      } catch {
        onLine({ msg: line });
      }
    }
  };
}

/**
 * @param {() => boolean} condition
 * @param {string} what
 */
async function until(condition, what, timeoutMs = 45_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * systemd-socket-activate holding 127.0.0.1:`port` with the socket holder as its program, which it
 * has started: the holder's process, the server's log and the holder's own events.
 * @param {Record<string, string>} env
 * @param {number} port
 */
async function holdSocket(env, port) {
  // systemd-socket-activate gives its program only the variables named with -E, as a unit's Environment=.
  const settings = Object.entries({ PATH: process.env.PATH, ...env }).flatMap(([name, value]) => [
    "-E",
    `${name}=${value}`,
  ]);
  const holder = spawn(
    "systemd-socket-activate",
    ["-l", `127.0.0.1:${port}`, ...settings, process.execPath, join(root, "scripts/smoke/socket-holder.mjs")],
    { cwd: root, stdio: ["pipe", "pipe", "pipe"] },
  );
  /** @type {LogLine[]} */
  const log = [];
  /** @type {LogLine[]} */
  const events = [];
  holder.stdout.on(
    "data",
    lineReader((line) => log.push(line)),
  );
  holder.stderr.on(
    "data",
    lineReader((line) => (line.holder ? events.push(line) : log.push(line))),
  );
  const holderExited = new Promise((resolve) => holder.on("exit", resolve));
  // systemd-socket-activate starts its program at the first connection, as systemd starts a
  // socket-activated service; that connection waits in the socket's queue and is then closed.
  await until(() => log.some((line) => /Listening on/.test(line.msg ?? "")), "the socket");
  const knock = connect(port, "127.0.0.1");
  knock.on("error", () => {});
  knock.on("connect", () => knock.destroy());
  await until(() => log.some((line) => /Execing/.test(line.msg ?? "")), "the socket holder");
  return { holder, log, events, holderExited };
}

/**
 * Holds 127.0.0.1:`port` as systemd's socket unit would and returns the service's controls:
 * start() resolves when /healthz answers, stop() with the server's exit code.
 * @param {Record<string, string>} env
 * @param {number} port
 */
export async function socketService(env, port) {
  const { holder, log, events, holderExited } = await holdSocket(env, port);
  const command = (/** @type {string} */ line) => holder.stdin.write(`${line}\n`);
  return {
    log,
    async start() {
      const started = Date.now();
      const before = events.length;
      command("start");
      await until(() => events.length > before, "the server to start");
      for (;;) {
        const exited = events.slice(before).find((event) => "exited" in event);
        if (exited)
          throw new Error(
            `the server exited (${exited.exited}): ${log
              .slice(-2)
              .map((line) => line.msg)
              .join(" / ")}`,
          );
        // The socket queues the connection even while no server runs: a bounded wait, then ask again.
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return Date.now() - started;
        if (Date.now() - started > 45_000) throw new Error("the server did not answer /healthz within 45 s");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      const before = events.length;
      command("stop");
      await until(() => events.slice(before).some((event) => "exited" in event), "the server to stop");
      return events.slice(before).find((event) => "exited" in event)?.exited;
    },
    async close() {
      command("quit");
      holder.stdin.end();
      await holderExited;
    },
  };
}
