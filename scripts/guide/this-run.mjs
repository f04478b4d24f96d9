// This run of `npm run smoke:guide`: the guide it reads, the checkout's commit, the folders it
// works in, and the table of rows it prints at the end.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

/**
 * @typedef {import("./checks.mjs").Row} Row
 * @typedef {{ posts: number; refused: number; missing: number; longestMs: number }} Figures
 */

export const root = new URL("../../", import.meta.url).pathname;
export const cacheDir = join(root, ".cache/guide-root");
// This run's overlay, the repository it clones and its tools; removed at the end (GUIDE_KEEP=1 keeps it).
export const runDir = join(cacheDir, `run-${process.pid}`);
export const toolsDir = join(runDir, "tools");
export const guideFile = process.env.GUIDE_FILE || join(root, "docs/production.md");
export const sha = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
/** @type {Row[]} */
export const rows = [];
const started = Date.now();

/**
 * Prints the table (and the redeploy's figures, when it ran); returns how many rows failed.
 * @param {Figures} [figures]
 */
export function printTable(figures) {
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`\nsmoke:guide (${sha}, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const row of rows) console.log(`${row.ok ? "ok  " : "FAIL"}  ${row.name.padEnd(width)}  ${row.detail}`);
  if (figures)
    console.log(
      `redeploy under real systemd: ${figures.posts} posts, ${figures.refused} refused, ${figures.missing} acknowledged but missing`,
    );
  const failed = rows.filter((row) => !row.ok).length;
  console.log(failed === 0 ? "smoke:guide: the guide holds" : `smoke:guide: ${failed} failed`);
  return failed;
}
