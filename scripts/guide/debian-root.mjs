// A Debian 12 (bookworm) root with systemd as PID 1, booted on this machine for `npm run smoke:guide`.
// The root is made once with debootstrap and kept in .cache/guide-root/base (gitignored); each run
// boots a fresh copy of it (an overlay whose changes are thrown away) in its own PID, mount, network,
// UTS and IPC namespaces: `unshare`, then `chroot`, then /lib/systemd/systemd --system. Commands reach
// it with `nsenter`. systemd-nspawn does not start here (this machine's cgroup v1 layout). The
// network namespace has only its own loopback, and slirp4netns for the way out to the package
// registries (npm, Debian): nothing inside listens on this machine's interfaces.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { ensureDebianPackages } from "../debian.mjs";

const mirror = "http://deb.debian.org/debian";
// What the guide assumes of a Debian 12 server, and what stands in for what this machine cannot reach.
// build-essential and python3: better-sqlite3 is compiled here, as GitHub's prebuilt binaries are
// out of reach; on a server they are downloaded and these are not needed.
const packages = ["systemd", "systemd-sysv", "dbus", "caddy", "git", "curl", "ca-certificates", "procps", "sudo"];
const buildTools = ["build-essential", "python3"];

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnSyncOptions} [options]
 */
function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}: exit ${result.status ?? result.signal}`);
  return result;
}

/** The host's Node, npm and Node's headers, copied in: the guide's NodeSource step cannot be reached here. */
/** @param {string} base */
function copyHostNode(base) {
  const version = process.version;
  cpSync(process.execPath, join(base, "usr/bin/node"));
  for (const dir of ["usr/lib/node_modules/npm", "usr/include/node"]) {
    if (existsSync(`/${dir}`)) cpSync(`/${dir}`, join(base, dir), { recursive: true });
  }
  rmSync(join(base, "usr/bin/npm"), { force: true });
  rmSync(join(base, "usr/bin/npx"), { force: true });
  sh("ln", ["-s", "../lib/node_modules/npm/bin/npm-cli.js", join(base, "usr/bin/npm")]);
  sh("ln", ["-s", "../lib/node_modules/npm/bin/npx-cli.js", join(base, "usr/bin/npx")]);
  writeFileSync(join(base, "etc/guide-node-version"), `${version}\n`);
}

/**
 * Caddy's local authority, made once and trusted by the root, as a public authority is on a real
 * server: the guide's `curl https://…` then checks the certificate as it would there.
 * @param {string} base
 */
function trustCaddyAuthority(base) {
  const script = [
    "set -e",
    "export HOME=/var/lib/caddy XDG_DATA_HOME=/var/lib/caddy/.local/share",
    "printf '{\\n\\tskip_install_trust\\n\\tadmin off\\n}\\nhttps://localhost:8443 {\\n\\ttls internal\\n\\trespond ok\\n}\\n' > /tmp/ca.Caddyfile",
    "caddy run --config /tmp/ca.Caddyfile --adapter caddyfile >/dev/null 2>&1 &",
    "caddy=$!",
    "for i in $(seq 1 100); do [ -s $XDG_DATA_HOME/caddy/pki/authorities/local/root.crt ] && [ -s $XDG_DATA_HOME/caddy/pki/authorities/local/intermediate.crt ] && break; sleep 0.1; done",
    'kill "$caddy"; wait "$caddy" || true',
    "chown -R caddy:caddy /var/lib/caddy",
    "cp $XDG_DATA_HOME/caddy/pki/authorities/local/root.crt /usr/local/share/ca-certificates/caddy-local-root.crt",
    "update-ca-certificates >/dev/null",
    "rm -f /tmp/ca.Caddyfile",
  ].join("\n");
  sh("unshare", ["--net", "--pid", "--fork", "--mount-proc", "chroot", base, "/bin/sh", "-c", script]);
}

/**
 * The same name for the site as on the server; here it is this root's own loopback.
 * @param {string} base
 * @param {string} domain
 */
function nameTheSite(base, domain) {
  const file = join(base, "etc/hosts");
  const hosts = existsSync(file) ? readFileSync(file, "utf8") : "127.0.0.1 localhost\n::1 localhost\n";
  if (!hosts.includes(domain)) writeFileSync(file, `${hosts.trimEnd()}\n127.0.0.1 ${domain}\n`);
  writeFileSync(join(base, "etc/resolv.conf"), "nameserver 10.0.2.3\n");
  writeFileSync(join(base, "etc/hostname"), "brightwater\n");
  // Units a machine without consoles or devices of its own does not need.
  for (const unit of ["getty@tty1.service", "serial-getty@.service", "console-getty.service", "systemd-udevd.service"])
    sh("ln", ["-sf", "/dev/null", join(base, "etc/systemd/system", unit)]);
}

/**
 * This machine's way out: its own certificate authorities (its registry traffic passes a proxy that
 * signs with them) and its npm settings for compiling (node-gyp takes Node's headers from /usr).
 * @param {string} base
 */
function trustThisMachine(base) {
  const extra = "/usr/local/share/ca-certificates";
  if (existsSync(extra)) cpSync(extra, join(base, extra), { recursive: true });
  sh("chroot", [base, "/usr/sbin/update-ca-certificates"], { stdio: "ignore" });
  writeFileSync(
    join(base, "root/.npmrc"),
    "cafile=/etc/ssl/certs/ca-certificates.crt\nnodedir=/usr\nfund=false\naudit=false\nupdate-notifier=false\n",
  );
}

/**
 * What debootstrap leaves, made ready for the guide.
 * @param {string} base
 * @param {string} domain
 */
export function prepareBase(base, domain) {
  trustCaddyAuthority(base);
  nameTheSite(base, domain);
  trustThisMachine(base);
}

/**
 * The cached root: made when missing (about two and a half minutes), its Node refreshed when the host's changed.
 * @param {string} cacheDir
 * @param {string} domain
 */
export function ensureRoot(cacheDir, domain) {
  const base = join(cacheDir, "base");
  const ready = join(cacheDir, "base.ready");
  ensureDebianPackages(
    ["debootstrap", "slirp4netns"],
    () => existsSync("/usr/sbin/debootstrap") && existsSync("/usr/bin/slirp4netns"),
    "smoke:guide",
  );
  if (!existsSync(ready)) {
    const partial = join(cacheDir, "base.partial");
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(cacheDir, { recursive: true });
    console.log(`smoke:guide: making a Debian bookworm root with debootstrap (once, kept in ${base})…`);
    const include = [...packages, ...buildTools].join(",");
    sh("debootstrap", ["--variant=minbase", `--include=${include}`, "bookworm", partial, mirror], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    rmSync(base, { recursive: true, force: true });
    sh("mv", [partial, base]);
    prepareBase(base, domain);
    writeFileSync(ready, `${new Date().toISOString()}\n`);
  }
  const nodeStamp = join(base, "etc/guide-node-version");
  if (!existsSync(nodeStamp) || readFileSync(nodeStamp, "utf8").trim() !== process.version) copyHostNode(base);
  return base;
}

// This machine's cgroup v1 hierarchies. The root's systemd gets a cgroup of its own in each, and a
// cgroup namespace rooted there with the hierarchies mounted afresh on a tmpfs of its own: it then
// sees only its own tree, and two roots booted at once (or this machine's other work) never share
// a cgroup such as /system.slice/brightwater.service, whose processes systemd kills as one.
const hierarchies = {
  systemd: "none,name=systemd",
  cpu: "cpu",
  cpuacct: "cpuacct",
  cpuset: "cpuset",
  memory: "memory",
  devices: "devices",
  freezer: "freezer",
  blkio: "blkio",
  pids: "pids",
};

/** @param {string} name */
function cgroupLines(name) {
  /** @type {string[]} */
  const lines = [];
  for (const hierarchy of Object.keys(hierarchies)) {
    const dir = `/sys/fs/cgroup/${hierarchy}`;
    lines.push(
      `if [ -f ${dir}/cgroup.procs ]; then mkdir -p ${dir}/${name}`,
      `  if [ -f ${dir}/cpuset.cpus ]; then cat ${dir}/cpuset.cpus > ${dir}/${name}/cpuset.cpus; cat ${dir}/cpuset.mems > ${dir}/${name}/cpuset.mems; fi`,
      `  echo $$ > ${dir}/${name}/cgroup.procs; fi`,
    );
  }
  return lines;
}

/** @param {string} root */
function cgroupMounts(root) {
  const lines = [`mount -t tmpfs -o mode=755 cgroup ${root}/sys/fs/cgroup`];
  for (const [hierarchy, options] of Object.entries(hierarchies)) {
    lines.push(
      `if [ -f /sys/fs/cgroup/${hierarchy}/cgroup.procs ]; then mkdir -p ${root}/sys/fs/cgroup/${hierarchy} && mount -t cgroup -o ${options} cgroup ${root}/sys/fs/cgroup/${hierarchy}; fi`,
    );
  }
  return lines;
}

/**
 * Empties and removes the run's cgroups once its processes are gone (deepest first).
 * @param {string} name
 */
export function removeCgroups(name) {
  for (const hierarchy of Object.keys(hierarchies)) {
    spawnSync("sh", [
      "-c",
      `[ -d /sys/fs/cgroup/${hierarchy}/${name} ] && find /sys/fs/cgroup/${hierarchy}/${name} -depth -type d -exec rmdir {} \\; 2>/dev/null`,
    ]);
  }
}

/**
 * @typedef {{ base: string; runDir: string; binds?: [string, string][] }} BootPlan
 * @typedef {{ quiet?: boolean; echo?: boolean; env?: Record<string, string>; exactEnv?: Record<string, string> | null; shell?: string }} RunOptions
 * @typedef {{ status: number; stdout: string; stderr: string }} RunResult
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
