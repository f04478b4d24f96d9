// The Debian 12 (bookworm) root that `npm run smoke:guide` boots (debian-root.mjs), made once with
// debootstrap and kept in .cache/guide-root/base (gitignored): what the guide assumes of a fresh
// server, with this machine's Node copied in and its way out to the package registries trusted.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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
