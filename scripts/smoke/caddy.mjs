// Debian's Caddy for the deploy smoke test (and systemd's tools): installed with apt-get when missing, run with the
// shipped deploy/Caddyfile and nothing but environment variables, its state in a folder of its own.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ensureDebianPackages } from "../debian.mjs";

/** @param {string} command */
function onPath(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).status === 0;
}

/**
 * Installs Debian's `pkg` when `command` is not on PATH, saying so.
 * @param {string} command
 * @param {string} pkg
 */
export function ensureDebianCommand(command, pkg) {
  if (!ensureDebianPackages([pkg], () => onPath(command), `${command} is missing`))
    throw new Error(`could not install ${pkg} with apt-get`);
}

/**
 * Starts Caddy on `caddyfile` with `settings` as its environment (SITE_ADDRESS, CADDY_TLS, …);
 * its certificates, keys and logs stay under `stateDir`. Resolves once it has started.
 * @param {string} caddyfile
 * @param {Record<string, string>} settings
 * @param {string} stateDir
 */
export async function startCaddy(caddyfile, settings, stateDir) {
  const dataHome = join(stateDir, "data");
  const env = {
    PATH: process.env.PATH,
    HOME: stateDir,
    XDG_DATA_HOME: dataHome,
    XDG_CONFIG_HOME: join(stateDir, "config"),
    ...settings,
  };
  const child = spawn("caddy", ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  /** @type {string[]} */
  const lines = [];
  let buffered = "";
  child.stderr.on("data", (chunk) => {
    buffered += chunk;
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    for (const line of parts) lines.push(line);
  });
  child.stdout.resume();
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const started = Date.now();
  while (!lines.some((line) => line.includes('"serving initial configuration"'))) {
    if (child.exitCode !== null) throw new Error(`caddy exited (${child.exitCode}):\n${lines.slice(-5).join("\n")}`);
    if (Date.now() - started > 30_000) throw new Error("caddy did not start within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    /** The root certificate of Caddy's own authority ("tls internal"). */
    rootCertificate: join(dataHome, "caddy/pki/authorities/local/root.crt"),
    /** Caddy's log lines so far (JSON), the access log included. */
    lines,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
    hasCertificate: () => existsSync(join(dataHome, "caddy/pki/authorities/local/root.crt")),
  };
}
