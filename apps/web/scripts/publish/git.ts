import { spawnSync } from "node:child_process";

/** A git command's output (its first line's leading space kept: `status` needs it); throws with git's own words when it fails. */
export function git(root: string, args: string[]): string {
  const result = spawnSync("git", ["-C", root, ...args], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout.trimEnd();
}

/** Whether git answers yes (status 0) or no (status 1); anything else is an error. */
export function gitAsks(root: string, args: string[]): boolean {
  const result = spawnSync("git", ["-C", root, ...args], { encoding: "utf8" });
  if (result.status === 0) return true;
  if (result.status === 1) return false;
  throw new Error(`git ${args.join(" ")}: ${result.stderr.trim()}`);
}

/** Files changed in the working tree (tracked or new), as `git status` names them. */
export function localChanges(root: string): string[] {
  const lines = git(root, ["status", "--porcelain=v1", "--untracked-files=all"]).split("\n").filter(Boolean);
  return lines.map((line) => line.slice(3));
}

/** The files a fast-forward from `from` to `to` would change. */
export function changedFiles(root: string, from: string, to: string): string[] {
  return git(root, ["diff", "--name-only", from, to]).split("\n").filter(Boolean);
}
