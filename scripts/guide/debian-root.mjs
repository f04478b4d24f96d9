// A Debian 12 (bookworm) root with systemd as PID 1, booted on this machine for `npm run smoke:guide`.
// The root is made once with debootstrap and kept in .cache/guide-root/base (gitignored); each run
// boots a fresh copy of it (an overlay whose changes are thrown away) in its own PID, mount, network,
// UTS and IPC namespaces: `unshare`, then `chroot`, then /lib/systemd/systemd --system. Commands reach
// it with `nsenter`. systemd-nspawn does not start here (this machine's cgroup v1 layout). The
// network namespace has only its own loopback, and slirp4netns for the way out to the package
// registries (npm, Debian): nothing inside listens on this machine's interfaces.
// The root itself is made in debian-base.mjs, its cgroups in cgroups.mjs; commands reach it
// through run-inside.mjs.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { cgroupLines, cgroupMounts, removeCgroups } from "./cgroups.mjs";
import { runInside } from "./run-inside.mjs";

/**
 * @typedef {import("./run-inside.mjs").RunOptions} RunOptions
 * @typedef {import("./run-inside.mjs").RunResult} RunResult
 * @typedef {{ base: string; runDir: string; binds?: [string, string][] }} BootPlan
 * @typedef {{ pid: number; run: (script: string, options?: RunOptions) => RunResult; stop: () => Promise<void>; state: string; seconds: number }} BootedRoot
 */

/**
 * The boot: an overlay of the cached root, the kernel's file systems, its own cgroups, then systemd as PID 1.
 * @param {{ base: string; runDir: string; binds: [string, string][]; name: string }} plan
 */
function bootScript({ base, runDir, binds, name }) {
  const root = join(runDir, "root");
  const lines = [
    "set -e",
    `mount -t overlay overlay -o lowerdir=${base},upperdir=${runDir}/upper,workdir=${runDir}/work ${root}`,
    `mount -t proc proc ${root}/proc`,
    `mount --rbind /sys ${root}/sys`,
    `mount --rbind /dev ${root}/dev`,
    `mount -t tmpfs -o mode=755 tmpfs ${root}/run`,
    `mount -t tmpfs -o mode=1777 tmpfs ${root}/tmp`,
  ];
  for (const [from, to] of binds) lines.push(`mkdir -p ${root}${to}`, `mount --bind ${from} ${root}${to}`);
  lines.push(...cgroupLines(name));
  const inside = [...cgroupMounts(root), `exec chroot ${root} /lib/systemd/systemd --system --unit=multi-user.target`];
  lines.push(`exec unshare --cgroup /bin/sh -ec '${inside.join("\n")}'`);
  return lines.join("\n");
}

/**
 * @param {number | undefined} pid
 * @returns {number | null}
 */
function childPid(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/)[0]) || null;
  } catch {
    return null;
  }
}

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `unshare` into new PID, mount, network, UTS and IPC namespaces, running the boot script; resolves
 * with it and the pid of its child once that is systemd in the changed root.
 * @param {{ base: string; runDir: string; binds: [string, string][]; name: string }} plan
 */
async function startSystemd({ base, runDir, binds, name }) {
  const log = join(runDir, "boot.log");
  const unshare = spawn(
    "unshare",
    [
      "--pid",
      "--fork",
      "--mount",
      "--net",
      "--uts",
      "--ipc",
      "--propagation",
      "private",
      "/bin/sh",
      "-c",
      bootScript({ base, runDir, binds, name }),
    ],
    {
      stdio: ["ignore", "ignore", "ignore"],
      env: { PATH: "/usr/sbin:/usr/bin:/sbin:/bin", container: "unshare" },
      detached: true,
    },
  );
  writeFileSync(log, `unshare ${unshare.pid}\n`);
  /** @type {number | null} */
  let pid = null;
  // Its child is systemd once it has changed root: nsenter --root must not find the host's.
  const inRoot = (/** @type {number | null} */ candidate) => {
    try {
      return candidate !== null && readlinkSync(`/proc/${candidate}/root`) === join(runDir, "root");
    } catch {
      return false;
    }
  };
  for (let tries = 0; tries < 200 && !inRoot(pid); tries++) {
    await pause(100);
    pid = childPid(unshare.pid);
  }
  if (!inRoot(pid)) pid = null;
  if (!pid) throw new Error("smoke:guide: systemd did not start in the new namespaces");
  return { unshare, pid };
}

/**
 * Boots the root; resolves once systemd has reached its default target. `binds`: host folders to
 * mount inside, [host, inside]. Returns `run(script)` (a root login shell's command inside) and `stop()`.
 * @param {BootPlan} plan
 * @returns {Promise<BootedRoot>}
 */
export async function bootRoot({ base, runDir, binds = [] }) {
  const name = `brightwater-guide-${basename(runDir)}`;
  for (const dir of ["upper", "work", "root"]) {
    rmSync(join(runDir, dir), { recursive: true, force: true });
    mkdirSync(join(runDir, dir), { recursive: true });
  }
  const { unshare, pid } = await startSystemd({ base, runDir, binds, name });
  const slirp = spawn("slirp4netns", ["--configure", "--mtu=65520", "--disable-host-loopback", String(pid), "tap0"], {
    stdio: "ignore",
    detached: true,
  });
  const booted = pid;
  /** @type {BootedRoot["run"]} */
  const run = (script, options = {}) => runInside(booted, script, options);
  const stop = async () => {
    run("systemctl poweroff --no-block >/dev/null 2>&1 || true");
    for (let tries = 0; tries < 100 && existsSync(`/proc/${unshare.pid}`) && unshare.exitCode === null; tries++)
      await pause(100);
    if (unshare.exitCode === null && existsSync(`/proc/${booted}`)) process.kill(booted, "SIGKILL");
    if (slirp.exitCode === null) slirp.kill("SIGTERM");
    for (let tries = 0; tries < 50 && existsSync(`/proc/${pid}`); tries++) await pause(100);
    removeCgroups(name);
  };
  const bootStarted = Date.now();
  let state = "";
  while (Date.now() - bootStarted < 90_000) {
    state = run("systemctl is-system-running --wait 2>/dev/null || true", { quiet: true }).stdout.trim();
    if (state === "running" || state === "degraded") break;
    await pause(250);
  }
  return { pid: booted, run, stop, state, seconds: (Date.now() - bootStarted) / 1000 };
}
