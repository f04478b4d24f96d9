import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { findPage, loadCatalogue } from "@brightwater/content";
import { afterAll, describe, expect, it } from "vitest";
import { buildEnv } from "../../env";
import { budgets } from "./limits";
import { pageAssets } from "./page-assets";
import { blockChunks, onDemandChunks, pageFeatures, pageScripts } from "./page-scripts";
import { BuildFiles } from "./sizes";

// A block added by the renderer's recipe (one import() line in the registry, a chunk of its own),
// put into a copy of the build's scripts: no page that lacks it loads more than that line, and a
// page that has it loads its chunk besides; every page stays within the budget (decision 040).
const clientDir = join(buildEnv.buildDir, "client");
const catalogue = loadCatalogue(buildEnv.catalogue.dir, { drafts: buildEnv.catalogue.drafts });
const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("index.html") && file !== "admin/index.html")
  .map((file) => ({
    path: `/${file.replace(/\/?index\.html$/, "")}`,
    html: readFileSync(join(clientDir, file), "utf8"),
  }));

const copy = mkdtempSync(join(tmpdir(), "brightwater-budget-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The build's scripts in a folder of their own, the new block's chunk among them; its registry line added. */
function buildWithNewBlock(type: string, chunk: string, registryFile: string, line: string) {
  mkdirSync(join(copy, "assets"));
  for (const file of readdirSync(join(clientDir, "assets")).filter((name) => /\.js(\.gz)?$/.test(name)))
    copyFileSync(join(clientDir, "assets", file), join(copy, "assets", file));
  // Its chunk: as large as the largest block's there is.
  copyFileSync(join(clientDir, largestBlock.chunk), join(copy, "assets", chunk));
  copyFileSync(join(clientDir, `${largestBlock.chunk}.gz`), join(copy, "assets", `${chunk}.gz`));
  const registry = readFileSync(join(clientDir, registryFile), "utf8");
  const ownLine = `${type}:${line.slice(line.indexOf(":") + 1).replace(/\.\/[^`"']+\.js/, `./${chunk}`)}`;
  const added = registry.replace(line, `${ownLine},${line}`);
  writeFileSync(join(copy, registryFile), added);
  writeFileSync(join(copy, `${registryFile}.gz`), gzipSync(added, { level: 9 }));
  return new BuildFiles(copy);
}

const files = new BuildFiles(clientDir);
const starts = pages.map((page) => pageAssets(page.html).scripts);
const blocks = onDemandChunks(files, [...new Set(starts.flat())], []);
// The largest chunk of one block type (the chunk the common blocks share is not one).
const registryBlocks = blockChunks(files, [...new Set(starts.flat())]);
const typesIn = (chunk: string) => [...registryBlocks.values()].filter((other) => other === chunk).length;
const largestBlock = [...registryBlocks]
  .filter(([, chunk]) => typesIn(chunk) === 1)
  .map(([type, chunk]) => ({ type, chunk, bytes: files.gzipSize(chunk) }))
  .reduce((top, block) => (block.bytes > top.bytes ? block : top));
const typesOf = (path: string) => pageFeatures(findPage(catalogue, path));
// Pages of one kind load the same: each set of start scripts and features is weighed once per build.
const weighed = new Map<string, number>();
const weight = (
  build: BuildFiles,
  start: string[],
  types: ReadonlySet<string>,
  chunks: ReadonlyMap<string, string>,
) => {
  const key = [build === files ? "build" : "copy", ...start, "|", ...[...types].sort()].join(" ");
  let bytes = weighed.get(key);
  if (bytes === undefined) {
    bytes = pageScripts(build, start, types, chunks).reduce((sum, script) => sum + build.gzipSize(script), 0);
    weighed.set(key, bytes);
  }
  return bytes;
};

describe("a block added by the recipe", () => {
  // The registry's line of the largest block, and the file it is in.
  const registryFile = [...new Set(starts.flat())]
    .flatMap((start) => files.scriptClosure([start]))
    .find((script) => files.read(script).toString("utf8").includes(`${largestBlock.type}:`));
  const registryText = registryFile ? files.read(registryFile).toString("utf8") : "";
  // Its whole entry, up to the next type's (or the registry's end).
  const line =
    new RegExp(`${largestBlock.type}:[\\s\\S]*?(?=,[A-Za-z]+:[\\w$]+\\(\\(\\)=>|\\})`).exec(registryText)?.[0] ?? "";
  const added = buildWithNewBlock("financingCallout", "financing-callout-test.js", registryFile ?? "", line);
  const addedBlocks = onDemandChunks(added, [...new Set(starts.flat())], []);
  // The copy's registry is compressed here, not as the build compresses it: what that alone changes.
  const recompressed =
    gzipSync(readFileSync(join(clientDir, registryFile ?? "")), { level: 9 }).length -
    files.gzipSize(registryFile ?? "");

  it("is found in the registry with its own chunk", () => {
    expect(addedBlocks.size).toBe(blocks.size + 1);
    expect(addedBlocks.get("financingCallout")).toBe("/assets/financing-callout-test.js");
  });

  it("adds no more than its registry line to a page without it, and its chunk to a page with it; every page stays within budget", () => {
    const limit = budgets.jsGzipKib * 1024;
    for (const [index, page] of pages.entries()) {
      const start = starts[index] ?? [];
      const types = typesOf(page.path);
      const before = weight(files, start, types, blocks);
      const without = weight(added, start, types, addedBlocks);
      const withIt = weight(added, start, new Set([...types, "financingCallout"]), addedBlocks);
      expect(without - before - recompressed, `${page.path}: without the block`).toBeLessThan(100);
      // Its chunk, and what that loads which the page did not load already.
      expect(withIt - without, `${page.path}: with the block`).toBeGreaterThanOrEqual(
        files.gzipSize(largestBlock.chunk),
      );
      expect(withIt, `${page.path}: ${withIt} B with the block`).toBeLessThanOrEqual(limit);
    }
  }, 120_000);
});
