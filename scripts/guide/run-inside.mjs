// Commands in the booted root, through nsenter into its namespaces: a login shell's script waited
// for, or a long command left running.
import { spawn, spawnSync } from "node:child_process";

/**
 * @typedef {{ quiet?: boolean; echo?: boolean; env?: Record<string, string>; exactEnv?: Record<string, string> | null; shell?: string }} RunOptions
 * @typedef {{ status: number; stdout: string; stderr: string }} RunResult
 */

/**
 * `script` in the booted root as root in a login-like environment (bash, as an operator's shell),
 * through nsenter into its namespaces. Returns { status, stdout, stderr }; `echo` copies the output
 * to this terminal as it comes.
 * @param {number} pid
 * @param {string} script
 * @param {RunOptions} [options]
 * @returns {RunResult}
 */
export function runInside(
  pid,
  script,
  { quiet = false, echo = false, env = {}, exactEnv = null, shell = "/bin/bash" } = {},
) {
  const environment = exactEnv ?? {
    HOME: "/root",
    USER: "root",
    LOGNAME: "root",
    SHELL: "/bin/bash",
    LANG: "C.UTF-8",
    TERM: "dumb",
    PATH: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    ...env,
  };
  const args = ["--target", String(pid), "--mount", "--pid", "--net", "--uts", "--ipc", "--root", "--wd"];
  const result = spawnSync(
    "nsenter",
    [
      ...args,
      "/usr/bin/env",
      "-i",
      ...Object.entries(environment).map(([k, v]) => `${k}=${v}`),
      shell,
      "-c",
      `cd /root || exit 1\n${script}`,
    ],
    {
      // A folder that exists inside too, so the shell starts without a missing working folder.
      cwd: "/",
      encoding: "utf8",
      stdio: ["ignore", echo ? "inherit" : "pipe", echo ? "inherit" : "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (!quiet && !echo && result.status !== 0 && result.stderr) process.stderr.write(result.stderr);
  return { status: result.status ?? 1, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

/**
 * A long command inside the root without waiting: { done } resolves when it ends.
 * @param {number} pid
 * @param {string} script
 */
export function spawnInside(pid, script) {
  const child = spawn(
    "nsenter",
    [
      "--target",
      String(pid),
      "--mount",
      "--pid",
      "--net",
      "--uts",
      "--ipc",
      "--root",
      "/bin/sh",
      "-c",
      `cd / && ${script}`,
    ],
    { cwd: "/", stdio: "ignore" },
  );
  return { done: new Promise((resolve) => child.on("close", resolve)) };
}
