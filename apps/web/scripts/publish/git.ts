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

/**
 * Files changed in the working tree (tracked or new), as git stores their names (-z: never
 * quoted, any Unicode). A rename's entry is followed by its old name, which is left out here.
 */
export function localChanges(root: string): string[] {
  const fields = git(root, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"]).split("\0");
  return fields.filter(Boolean).map((field) => field.slice(3));
}
