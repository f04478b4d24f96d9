// The repository the guide clones, a bare copy of this checkout's HEAD in the run's folder, and the
// office's edit pushed to it from elsewhere.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, runDir } from "./this-run.mjs";

/** The repository the guide clones: this checkout's HEAD, and the pushed catalogue edit later. */
export function makeOrigin() {
  const bare = join(runDir, "site.git");
  spawnSync("git", ["init", "-q", "--bare", "-b", "main", bare], { stdio: "inherit" });
  spawnSync("git", ["push", "-q", bare, "HEAD:refs/heads/main"], { cwd: root, stdio: "inherit" });
  return bare;
}

/**
 * The office's edit, made elsewhere and pushed: a city page's words.
 * @param {string} bare
 * @param {string} marker
 */
export function pushEdit(bare, marker) {
  const work = mkdtempSync(join(tmpdir(), "guide-edit-"));
  const git = (/** @type {string[]} */ ...args) =>
    spawnSync("git", args, { cwd: work, stdio: ["ignore", "ignore", "inherit"] });
  git("clone", "-q", bare, ".");
  const file = join(work, "packages/content/catalogue/cities/clemmons.json");
  const text = readFileSync(file, "utf8");
  /** @type {{ heroImage: { alt: string } }} */
  const city = JSON.parse(text);
  const { alt } = city.heroImage;
  writeFileSync(file, text.replace(JSON.stringify(alt), JSON.stringify(`${alt} ${marker}`)));
  git(
    "-c",
    "user.name=Office",
    "-c",
    "user.email=office@example.com",
    "commit",
    "-qam",
    "Clemmons: the photograph's words",
  );
  git("push", "-q", "origin", "main");
  rmSync(work, { recursive: true, force: true });
}
