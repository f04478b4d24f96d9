// Moves the live checkout to a pushed commit and back. Every fault after the move (a publish that
// refuses or throws, a crash, a kill) puts it back on the live commit, so the checkout and the
// live site never part; the server's own additions to published-paths.json go with it both ways.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { catalogueFolder } from "./catalogue-only";
import { git, localChanges } from "./git";
import { clearPending, type Pending, publishedUnion, writePending } from "./pull-state";
import { writeWhole } from "./write-whole";

// Written by every publish and by the build (new paths): the checkout's own record, never a
// marketer's change, so it neither blocks a pull nor is lost by one (union of both sides).
export const publishedPaths = `${catalogueFolder}published-paths.json`;

export interface Checkout {
  root: string;
  /** The checkout's git folder: what a pull leaves while it works goes with the checkout it is about. */
  gitDir: string;
}

/**
 * Moves the checkout to `target`, keeping what the live site's publishes recorded. What is needed
 * to go back is on disk before anything moves (pull-state.ts).
 */
export function fastForward(checkout: Checkout, target: string): Pending {
  const file = join(checkout.root, publishedPaths);
  const ours = localChanges(checkout.root).includes(publishedPaths) ? readFileSync(file, "utf8") : null;
  const pending: Pending = { live: git(checkout.root, ["rev-parse", "HEAD"]), target, ours };
  writePending(checkout.gitDir, pending);
  if (ours !== null) git(checkout.root, ["checkout", "--", publishedPaths]);
  git(checkout.root, ["merge", "--ff-only", "--quiet", target]);
  if (ours !== null) writeWhole(file, publishedUnion(ours, readFileSync(file, "utf8")));
  return pending;
}

/** Puts the checkout back on the live commit with the server's published paths, and clears what the pull left. */
export function rollBack(checkout: Checkout, pending: Pending): void {
  git(checkout.root, ["reset", "--hard", "--quiet", pending.live]);
  if (pending.ours !== null) writeWhole(join(checkout.root, publishedPaths), pending.ours);
  clearPending(checkout.gitDir);
}

/** A publish killed half way leaves its lock in the build (publish.ts); the pull that started it is gone too. */
export function removeStaleLock(buildDir: string): void {
  const lock = join(buildDir, ".publish.lock");
  if (existsSync(lock)) rmSync(lock, { force: true });
}
