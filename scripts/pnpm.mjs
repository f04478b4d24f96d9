// Runs the pinned pnpm (and turbo) without relying on corepack or a global install.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { setPriority } from "node:os";
import { delimiter } from "node:path";

export const pnpmVersion = "10.34.9";
const bin = new URL("../node_modules/.bin/", import.meta.url).pathname;

// turbo starts each task through `pnpm`: the local copy must be on PATH by absolute path.
// Read at call time, so a script may set variables before it runs a command.
function env() {
  return {
    ...process.env,
    PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`,
    TURBO_TELEMETRY_DISABLED: "1",
    DO_NOT_TRACK: "1",
  };
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {boolean} allowFailure
 */
function run(command, args, allowFailure) {
  const result = spawnSync(command, args, { stdio: "inherit", env: env() });
  const status = result.status ?? 1;
  if (status !== 0 && !allowFailure) process.exit(status);
  return status;
}

/**
 * Names the `node_modules/.bin` of a checkout whose dependencies a running script has installed for
 * everything it starts (scripts/test.mjs): they do not install again, which would rewrite the
 * binaries' links while other tasks start them. A clone elsewhere has another path and installs.
 */
const installedVariable = "BRIGHTWATER_INSTALLED";

/** Installs exactly what the lockfile says; fast when nothing changed. */
export function install() {
  if (process.env[installedVariable] === bin) return;
  const args = ["install", "--frozen-lockfile", "--prefer-offline", "--reporter=append-only"];
  if (existsSync(`${bin}pnpm`)) run(`${bin}pnpm`, args, false);
  else run("npx", ["--yes", `pnpm@${pnpmVersion}`, ...args], false);
}

/** Installs, and tells every process this one starts afterwards that this checkout is installed. */
export function installForAll() {
  install();
  process.env[installedVariable] = bin;
}

/**
 * Runs turbo with `args`; returns its exit status when `allowFailure`, else exits on failure.
 * @param {string[]} args
 */
export function turbo(args, { allowFailure = false } = {}) {
  return run(`${bin}turbo`, args, allowFailure);
}

/**
 * Starts turbo with `args` without waiting; resolves to its exit status. A `niceness` above 0 runs
 * it, and every task it starts, at that lower scheduling priority.
 * @param {string[]} args
 * @returns {Promise<number>}
 */
export function turboInBackground(args, { niceness = 0 } = {}) {
  const child = spawn(`${bin}turbo`, args, { stdio: "inherit", env: env() });
  // Set before turbo has hashed its inputs and started a task, so each task inherits it.
  if (niceness > 0 && child.pid !== undefined) setPriority(child.pid, niceness);
  return new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (status) => resolve(status ?? 1));
  });
}
