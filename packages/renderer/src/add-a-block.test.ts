// @vitest-environment node
// The README's "Add a block", followed literally with its own example in a copy of the files it
// edits: the block check must find nothing missing, and its own test of an unbuilt block must
// still hold. (A newcomer who copies the example must not turn block-folders.test.ts red.)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { blockSchema } from "@brightwater/content";
import { afterAll, describe, expect, it } from "vitest";
import { blockComponents } from "./registry";
import { type BlockSources, folderOf, missingPieces, unbuiltType } from "./test/block-pieces";

const src = fileURLToPath(new URL(".", import.meta.url));
const contentPackage = dirname(createRequire(import.meta.url).resolve("@brightwater/content/package.json"));
const readme = readFileSync(join(src, "../README.md"), "utf8");
const recipe = readme.slice(readme.indexOf("## Add a block"));

/** The recipe's step 1: its example type and the path of its component. */
function recipeExample() {
  const type = /the type in camelCase \(`(\w+)`\)/.exec(recipe)?.[1];
  const component = /`src\/(blocks\/[a-z-]+\/[a-z-]+\.tsx)`/.exec(recipe)?.[1];
  if (!type || !component) throw new Error('README "Add a block" step 1 names no example type and component path');
  return { type, component };
}

/** The recipe's step 7: the line it puts in `deferredBlocks`. */
function recipeLoadLine() {
  const line = /`(financingCallout: deferredComponent\(.*?\)\),)`/.exec(recipe)?.[1];
  if (!line) throw new Error('README "Add a block" step 7 gives no deferredBlocks line for its example');
  return line;
}

const copy = mkdtempSync(join(tmpdir(), "add-a-block-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The package's src and the content package's page schema, copied, with the recipe followed for `type`. */
function followRecipe(type: string, component: string): BlockSources {
  const copied = join(copy, "src");
  for (const path of ["registry.tsx", "styles/site.css", "blocks"])
    cpSync(join(src, path), join(copied, path), { recursive: true });
  const name = folderOf(type);
  // Step 1: the folder and its three files, where step 1 puts them.
  const base = component.replace(/\.tsx$/, "");
  mkdirSync(join(copied, dirname(component)), { recursive: true });
  for (const ending of [".tsx", ".css", ".test.tsx"]) writeFileSync(join(copied, `${base}${ending}`), "");
  // Step 6: the stylesheet imports the block's own rules.
  const stylesheet = readFileSync(join(copied, "styles/site.css"), "utf8");
  writeFileSync(join(copied, "styles/site.css"), `${stylesheet}@import "../blocks/${name}/${name}.css";\n`);
  // Step 7: the registry loads the component with import() (and lists it: registryTypes below),
  // with the line the recipe gives, its example's names swapped for this type's.
  const registry = readFileSync(join(copied, "registry.tsx"), "utf8");
  const line = recipeLoadLine().replaceAll("financingCallout", type).replaceAll("financing-callout", name);
  writeFileSync(join(copied, "registry.tsx"), registry.replace("const deferredBlocks: Deferred = {", `$&\n  ${line}`));
  return {
    // Step 2: the schema knows the type.
    schemaTypes: [...blockSchema.options.map((option) => option.shape.type.value), type],
    registryTypes: [...Object.keys(blockComponents), type],
    folders: readdirSync(join(copied, "blocks")),
    exists: (path) => existsSync(join(copied, path)),
    read: (path) => readFileSync(join(copied, path), "utf8"),
    // Step 3: the regenerated JSON Schema holds the type as a const, as the schema CLI writes it.
    pageSchema: `${readFileSync(join(contentPackage, "schema/page.schema.json"), "utf8")}"const": "${type}"`,
  };
}

describe("the README's Add a block, followed with its own example", () => {
  const { type, component } = recipeExample();
  const followed = followRecipe(type, component);

  it("puts every piece where the block check looks for it", () => {
    expect(component).toBe(`blocks/${folderOf(type)}/${folderOf(type)}.tsx`);
    expect(missingPieces(followed)).toEqual([]);
  });

  it("leaves the block check's own test of an unbuilt block as it was", () => {
    const unbuilt = unbuiltType(followed.schemaTypes);
    expect(unbuilt).not.toBe(type);
    const missing = missingPieces({ ...followed, schemaTypes: [...followed.schemaTypes, unbuilt] });
    expect(missing).toHaveLength(7);
    expect(missing.every((line) => line.startsWith(`block "${unbuilt}": `))).toBe(true);
  });
});
