import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The repository root: apps/web/scripts/publish → ../../../.. */
export const repoRoot = new URL("../../../../", import.meta.url).pathname;

/**
 * What the site's code is made of: everything a build reads except the catalogue's content.
 * Tests, notes, build outputs and installed packages do not change a page.
 */
const codeRoots = ["apps/web", "packages/renderer", "packages/contracts", "packages/content", "pnpm-lock.yaml"];
const skipped = new Set([
  "node_modules",
  "build",
  // The publish's own bundle (scripts/commands-bundle.mjs): made by the build from the code above.
  "dist",
  ".test-builds",
  "test-results",
  ".react-router",
  ".turbo",
  "catalogue",
]);
// Tests and notes for people (READMEs) never reach a page.
const notCode = /\.test\.tsx?$|\.md$/;

function filesUnder(path: string, into: string[]) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    into.push(path);
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (skipped.has(name) || notCode.test(name)) continue;
    filesUnder(join(path, name), into);
  }
}

/**
 * One hash of the code a build was made from (`root` is the repository). A publish renders with
 * the last build's server bundle, which is right only while this hash is unchanged.
 */
export function codeHash(root: string = repoRoot): string {
  const files: string[] = [];
  for (const entry of codeRoots) filesUnder(join(root, entry), files);
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}
