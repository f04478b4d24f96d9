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

function run(command, args, allowFailure) {
  const result = spawnSync(command, args, { stdio: "inherit", env: env() });
  const status = result.status ?? 1;
  if (status !== 0 && !allowFailure) process.exit(status);
  return status;
}

/** Installs exactly what the lockfile says; fast when nothing changed. */
export function install() {
  const args = ["install", "--frozen-lockfile", "--prefer-offline", "--reporter=append-only"];
  if (existsSync(`${bin}pnpm`)) run(`${bin}pnpm`, args);
  else run("npx", ["--yes", `pnpm@${pnpmVersion}`, ...args]);
}

/** Runs turbo with `args`; returns its exit status when `allowFailure`, else exits on failure. */
export function turbo(args, { allowFailure = false } = {}) {
  return run(`${bin}turbo`, args, allowFailure);
}

/**
 * Starts turbo with `args` without waiting; resolves to its exit status. A `niceness` above 0 runs
 * it, and every task it starts, at that lower scheduling priority.
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
