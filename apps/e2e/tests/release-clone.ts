import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";

// A release as docs/production.md makes one: a clone of the upstream repository with its
// dependencies installed and its site built. Here the upstream is a bare repository holding this
// checkout as it is (every file git does not ignore), the dependencies are this checkout's (the
// store linked, each workspace's links copied) and the build is this checkout's own.
export const repo = new URL("../../../", import.meta.url).pathname.replace(/\/$/, "");

const author = {
  GIT_AUTHOR_NAME: "Marketing",
  GIT_AUTHOR_EMAIL: "marketing@example.com",
  GIT_COMMITTER_NAME: "Marketing",
  GIT_COMMITTER_EMAIL: "marketing@example.com",
};

/** Runs git in `dir`; answers its output, or throws with git's words. */
export function git(dir: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync("git", ["-C", dir, ...args], {
    encoding: "utf8",
    env: { ...process.env, ...author, ...env },
  });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} in ${dir}: ${result.stderr}${result.stdout}`);
  return result.stdout.trim();
}

/** One commit of this checkout's working tree as it is now (new files included), without touching its index. */
function snapshotCommit(work: string): string {
  const index = { GIT_INDEX_FILE: join(work, "snapshot-index") };
  git(repo, ["add", "--all", "."], index);
  const tree = git(repo, ["write-tree"], index);
  return git(repo, ["commit-tree", tree, "-m", "Release"]);
}

/** The workspaces whose `node_modules` hold links, as pnpm made them. */
function workspaces(): string[] {
  return ["apps", "packages"].flatMap((group) => readdirSync(join(repo, group)).map((name) => `${group}/${name}`));
}

/** A bare upstream on branch `main`, the release cloned from it (installed and built), and a marketer's clone. */
export function makeRelease(work: string): { upstream: string; release: string; marketer: string } {
  const upstream = join(work, "upstream.git");
  const release = join(work, "release");
  const marketer = join(work, "marketer");
  git(work, ["init", "--quiet", "--bare", "--initial-branch=main", upstream]);
  git(repo, ["push", "--quiet", upstream, `${snapshotCommit(work)}:refs/heads/main`]);
  git(work, ["clone", "--quiet", upstream, release]);
  git(work, ["clone", "--quiet", upstream, marketer]);
  // A folder, as an install makes it (git ignores `node_modules/` folders, not a link in its place).
  mkdirSync(join(release, "node_modules"));
  for (const name of readdirSync(join(repo, "node_modules")))
    symlinkSync(join(repo, "node_modules", name), join(release, "node_modules", name));
  for (const workspace of workspaces()) {
    const links = join(repo, workspace, "node_modules");
    if (existsSync(links))
      cpSync(links, join(release, workspace, "node_modules"), { recursive: true, verbatimSymlinks: true });
  }
  cpSync(join(repo, "apps/web/build"), join(release, "apps/web/build"), { recursive: true });
  // The publish's bundle, made in the release as its build makes it: a bundle names its own
  // checkout's files, so this checkout's is not copied (apps/web/scripts/commands-bundle.mjs).
  const bundled = spawnSync(process.execPath, ["apps/web/scripts/commands-bundle.mjs"], {
    cwd: release,
    encoding: "utf8",
  });
  if (bundled.status !== 0) throw new Error(`the release's publish bundle: ${bundled.stderr}`);
  mkdirSync(join(release, "apps/api/dist"), { recursive: true });
  cpSync(join(repo, "apps/api/dist"), join(release, "apps/api/dist"), { recursive: true });
  return { upstream, release, marketer };
}

/** The marketer's edit, committed and pushed as the git host's web editor does. */
export function push(marketer: string, message: string, edit: (dir: string) => void): string {
  git(marketer, ["pull", "--quiet", "--ff-only"]);
  edit(marketer);
  git(marketer, ["add", "--all", "."]);
  git(marketer, ["commit", "--quiet", "-m", message]);
  git(marketer, ["push", "--quiet", "origin", "main"]);
  return git(marketer, ["rev-parse", "HEAD"]);
}
