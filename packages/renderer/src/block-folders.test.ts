// @vitest-environment node
// A block lives in one folder; this names whatever piece of one is missing (README: "Add a block").
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { blockSchema } from "@brightwater/content";
import { describe, expect, it } from "vitest";
import { blockComponents } from "./registry";
import { type BlockSources, folderOf, missingPieces, unbuiltType } from "./test/block-pieces";

const src = fileURLToPath(new URL(".", import.meta.url));
const contentPackage = dirname(createRequire(import.meta.url).resolve("@brightwater/content/package.json"));

const schemaTypes = blockSchema.options.map((option) => option.shape.type.value);
const shipped: BlockSources = {
  schemaTypes,
  registryTypes: Object.keys(blockComponents),
  folders: readdirSync(join(src, "blocks"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
  exists: (path) => existsSync(join(src, path)),
  read: (path) => readFileSync(join(src, path), "utf8"),
  pageSchema: readFileSync(join(contentPackage, "schema/page.schema.json"), "utf8"),
};

describe("block folders", () => {
  it("hold every block's component, styles and render test, each registered, styled and in the JSON Schema", () => {
    expect(missingPieces(shipped)).toEqual([]);
  });

  it("name the piece a new block lacks, and a folder no block type owns", () => {
    // A new type added to the schema and nothing else; a stray folder left behind.
    const type = unbuiltType(schemaTypes);
    const name = folderOf(type);
    const missing = missingPieces({
      ...shipped,
      schemaTypes: [...schemaTypes, type],
      folders: [...shipped.folders, "old-banner"],
    });
    expect(missing).toEqual([
      `block "${type}": no blocks/${name}/${name}.tsx`,
      `block "${type}": no blocks/${name}/${name}.css`,
      `block "${type}": no blocks/${name}/${name}.test.tsx`,
      `block "${type}": no entry in blockComponents (registry.tsx)`,
      `block "${type}": registry.tsx does not load ./blocks/${name}/${name} with import()`,
      `block "${type}": styles/site.css does not @import "../blocks/${name}/${name}.css"`,
      `block "${type}": not in packages/content/schema/page.schema.json (run: npm run schema)`,
      'blocks/old-banner/: no block type "old-banner" in packages/content/src/schema/blocks.ts',
    ]);
  });
});
