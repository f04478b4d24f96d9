// A release for the push reproductions, as docs/production.md makes one: a clone of a bare
// upstream holding this checkout as it is, its dependencies this checkout's (linked), its build
// this checkout's (copied), and a pusher's clone. A look is the timer's service: `node scripts/publish.mjs --pull` in the release.
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { root } from "../perf/local-server.mjs";

const author = {
  GIT_AUTHOR_NAME: "Pusher",
  GIT_AUTHOR_EMAIL: "p@example.com",
  GIT_COMMITTER_NAME: "Pusher",
  GIT_COMMITTER_EMAIL: "p@example.com",
};
export const catalogue = "packages/content/catalogue";

/**
 * @param {string} dir
 * @param {string[]} args
 * @param {{ input?: string }} [options]
 */
export function git(dir, args, options = {}) {
  const result = spawnSync("git", ["-C", dir, ...args], {
    encoding: "utf8",
    env: { ...process.env, ...author },
    ...options,
  });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

/** This checkout's working tree as one commit (new files included), its index untouched. */
function releaseCommit(/** @type {string} */ work) {
  const env = { ...process.env, ...author, GIT_INDEX_FILE: join(work, "index") };
  const run = (/** @type {string[]} */ args) =>
    spawnSync("git", ["-C", root, ...args], { encoding: "utf8", env }).stdout.trim();
  run(["add", "--all", "."]);
  return run(["commit-tree", run(["write-tree"]), "-m", "Release"]);
}

/** A bare upstream on `main`, the release cloned from it (installed and built), and a pusher's clone. */
export function makeRelease() {
  const work = mkdtempSync(join(tmpdir(), "brightwater-probe-push-"));
  const upstream = join(work, "upstream.git");
  const release = join(work, "release");
  const pusher = join(work, "pusher");
  git(work, ["init", "--quiet", "--bare", "--initial-branch=main", upstream]);
  git(root, ["push", "--quiet", upstream, `${releaseCommit(work)}:refs/heads/main`]);
  git(work, ["clone", "--quiet", upstream, release]);
  git(work, ["clone", "--quiet", upstream, pusher]);
  mkdirSync(join(release, "node_modules"));
  for (const name of readdirSync(join(root, "node_modules")))
    symlinkSync(join(root, "node_modules", name), join(release, "node_modules", name));
  for (const group of ["apps", "packages"])
    for (const name of readdirSync(join(root, group))) {
      const links = join(root, group, name, "node_modules");
      if (existsSync(links) && existsSync(join(release, group, name)))
        cpSync(links, join(release, group, name, "node_modules"), { recursive: true, verbatimSymlinks: true });
    }
  cpSync(join(root, "apps/web/build"), join(release, "apps/web/build"), { recursive: true });
  cpSync(join(root, "apps/api/dist"), join(release, "apps/api/dist"), { recursive: true });
  const data = join(work, "data");
  mkdirSync(data);
  writeFileSync(join(work, "site.env"), "");
  return { work, release, pusher, data, remove: () => rmSync(work, { recursive: true, force: true }) };
}

/**
 * The pusher's commit, pushed: `edit` changes their clone.
 * @param {string} pusher
 * @param {string} message
 * @param {(dir: string) => void} edit
 */
export function push(pusher, message, edit) {
  git(pusher, ["pull", "--quiet", "--ff-only"]);
  edit(pusher);
  git(pusher, ["add", "--all", "."]);
  git(pusher, ["commit", "--quiet", "--no-verify", "-m", message]);
  git(pusher, ["push", "--quiet", "origin", "main"]);
  return git(pusher, ["rev-parse", "HEAD"]);
}

/** Writes a file in the pusher's clone, its folder made. */
export function write(/** @type {string} */ dir, /** @type {string} */ path, /** @type {string | Buffer} */ content) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

/** The look's environment: the release's settings, as the unit gives them. */
const lookEnv = (/** @type {ReturnType<typeof makeRelease>} */ site) => ({
  ...process.env,
  ENV_FILE: join(site.work, "site.env"),
  NODE_ENV: "production",
  DATABASE_PATH: join(site.data, "site.db"),
  PUBLISH_LOG_DIR: site.data,
  ALLOW_SAMPLE_CONTENT: "1",
});

/**
 * A look killed (SIGKILL, the whole process group, as systemd stops a unit that times out) once
 * it has moved the checkout and its publish has started; resolves whether it got that far.
 * @param {ReturnType<typeof makeRelease>} site
 */
export async function lookKilled(site) {
  const pending = join(site.release, ".git/brightwater-publish-pending.json");
  // The publish holds its lock while it renders and writes: the checkout has moved by then.
  const lock = join(site.release, "apps/web/build/.publish.lock");
  const child = spawn("node", ["scripts/publish.mjs", "--pull"], {
    cwd: site.release,
    env: lookEnv(site),
    detached: true,
    stdio: "ignore",
  });
  const ended = new Promise((resolve) => child.on("close", resolve));
  const deadline = Date.now() + 120_000;
  while (!existsSync(lock) && child.exitCode === null && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const moved = existsSync(pending);
  if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
  await ended;
  return moved;
}

/**
 * One look, as the timer's service runs it; its output, status and processor time (children
 * included, from bash's `times`), bounded by `timeoutMs`.
 * @param {ReturnType<typeof makeRelease>} site
 */
export function look(site, timeoutMs = 300_000) {
  const started = Date.now();
  const result = spawnSync("bash", ["-c", "node scripts/publish.mjs --pull; status=$?; times; exit $status"], {
    cwd: site.release,
    encoding: "utf8",
    timeout: timeoutMs,
    env: lookEnv(site),
  });
  const times = [...result.stdout.matchAll(/(\d+)m([\d.]+)s/g)].map(
    (match) => Number(match[1]) * 60 + Number(match[2]),
  );
  const cpu = (times[2] ?? 0) + (times[3] ?? 0);
  return {
    output: `${result.stdout}${result.stderr}`,
    status: result.status,
    cpu,
    seconds: (Date.now() - started) / 1000,
  };
}

/** The records the look wrote, newest first (an unreadable file is none). */
export function records(/** @type {ReturnType<typeof makeRelease>} */ site) {
  try {
    return /** @type {{ commit: string; outcome: string; message: string; problems: { file: string; path: string; message: string }[] }[]} */ (
      JSON.parse(readFileSync(join(site.data, "publish-log.json"), "utf8"))
    );
  } catch {
    return [];
  }
}
