// @vitest-environment node
// A block lives in one folder; this names whatever piece of one is missing (README: "Add a block").
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { blockSchema } from "@brightwater/content";
import { describe, expect, it } from "vitest";
import { blockComponents } from "./registry";

const src = fileURLToPath(new URL(".", import.meta.url));
const contentPackage = dirname(createRequire(import.meta.url).resolve("@brightwater/content/package.json"));

/** `cardGrid` → `card-grid` */
const folderOf = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Everything a block needs, by the path the README names; empty when all is there. */
function missingPieces(
  schemaTypes: readonly string[],
  registryTypes: readonly string[],
  folders: readonly string[],
  file: { exists: (path: string) => boolean; read: (path: string) => string },
): string[] {
  const missing: string[] = [];
  const registry = file.read("registry.tsx");
  const stylesheet = file.read("styles/site.css");
  const pageSchema = file.read(join(contentPackage, "schema/page.schema.json"));
  for (const type of schemaTypes) {
    const name = folderOf(type);
    const piece = (what: string) => missing.push(`block "${type}": ${what}`);
    for (const ending of [".tsx", ".css", ".test.tsx"])
      if (!file.exists(`blocks/${name}/${name}${ending}`)) piece(`no blocks/${name}/${name}${ending}`);
    if (!registryTypes.includes(type)) piece("no entry in blockComponents (registry.tsx)");
    if (!registry.includes(`"./blocks/${name}/${name}"`))
      piece(`registry.tsx does not import ./blocks/${name}/${name}`);
    if (!stylesheet.includes(`@import "../blocks/${name}/${name}.css";`))
      piece(`styles/site.css does not @import "../blocks/${name}/${name}.css"`);
    if (!pageSchema.includes(`"const": "${type}"`))
      piece("not in packages/content/schema/page.schema.json (run: pnpm --filter @brightwater/content run schema)");
  }
  const known = new Set(schemaTypes.map(folderOf));
  for (const folder of folders)
    if (!known.has(folder))
      missing.push(`blocks/${folder}/: no block type "${folder}" in packages/content/src/schema/blocks.ts`);
  for (const type of registryTypes)
    if (!schemaTypes.includes(type)) missing.push(`blockComponents has "${type}", which the schema does not know`);
  return missing;
}

const schemaTypes = blockSchema.options.map((option) => option.shape.type.value);
const folders = readdirSync(join(src, "blocks"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const inSrc = (path: string) => (path.startsWith("/") ? path : join(src, path));
const shipped = {
  exists: (path: string) => existsSync(inSrc(path)),
  read: (path: string) => readFileSync(inSrc(path), "utf8"),
};

describe("block folders", () => {
  it("hold every block's component, styles and render test, each registered, styled and in the JSON Schema", () => {
    expect(missingPieces(schemaTypes, Object.keys(blockComponents), folders, shipped)).toEqual([]);
  });

  it("name the piece a new block lacks, and a folder no block type owns", () => {
    // A "financingCallout" added to the schema and nothing else; a stray folder left behind.
    const missing = missingPieces(
      [...schemaTypes, "financingCallout"],
      Object.keys(blockComponents),
      [...folders, "old-banner"],
      shipped,
    );
    expect(missing).toEqual([
      'block "financingCallout": no blocks/financing-callout/financing-callout.tsx',
      'block "financingCallout": no blocks/financing-callout/financing-callout.css',
      'block "financingCallout": no blocks/financing-callout/financing-callout.test.tsx',
      'block "financingCallout": no entry in blockComponents (registry.tsx)',
      'block "financingCallout": registry.tsx does not import ./blocks/financing-callout/financing-callout',
      'block "financingCallout": styles/site.css does not @import "../blocks/financing-callout/financing-callout.css"',
      'block "financingCallout": not in packages/content/schema/page.schema.json (run: pnpm --filter @brightwater/content run schema)',
      'blocks/old-banner/: no block type "old-banner" in packages/content/src/schema/blocks.ts',
    ]);
  });
});
