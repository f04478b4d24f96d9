// What systemd does with deploy/brightwater.socket, for the deploy smoke test on a machine where
// systemd is not running: run under `systemd-socket-activate`, this process holds the listening
// socket (fd 3) for as long as it lives and starts the production start on it, passing the socket
// as systemd does (LISTEN_FDS=1, LISTEN_PID of the server). Commands on stdin, one a line:
// "start" and "stop" (SIGTERM, as `systemctl restart` sends); each answers one JSON line on stderr.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const serveScript = new URL("../serve.mjs", import.meta.url).pathname;
let server = /** @type {import("node:child_process").ChildProcess | null} */ (null);

/** @param {Record<string, unknown>} event */
function say(event) {
  process.stderr.write(`${JSON.stringify({ holder: true, ...event })}\n`);
}

function start() {
  const env = { ...process.env };
  delete env.LISTEN_PID;
  // `exec` keeps the shell's process id, so LISTEN_PID names the server itself.
  server = spawn("sh", ["-c", 'LISTEN_PID=$$ LISTEN_FDS=1 exec "$0" "$1"', process.execPath, serveScript], {
    env,
    stdio: ["ignore", "inherit", "inherit", 3],
  });
  const child = server;
  child.on("exit", (code, signal) => {
    if (server === child) server = null;
    say({ exited: code ?? signal });
  });
  say({ started: child.pid });
}

for await (const line of createInterface({ input: process.stdin })) {
  if (line === "start" && !server) start();
  else if (line === "stop" && server) server.kill("SIGTERM");
  else if (line === "quit") break;
}
if (server) {
  const child = server;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}
