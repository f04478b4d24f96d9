// What "Add a block" in the README asks of a block, as a check that names each piece missing:
// block-folders.test.ts runs it on the package, add-a-block.test.ts on a copy where the recipe
// was followed with its own example.

/** `cardGrid` → `card-grid` */
export const folderOf = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export interface BlockSources {
  /** Every `type` the content schema's `blockSchema` knows. */
  schemaTypes: readonly string[];
  /** The keys of `blockComponents` in registry.tsx. */
  registryTypes: readonly string[];
  /** The folders under src/blocks. */
  folders: readonly string[];
  /** Whether a file exists, by its path under src. */
  exists: (path: string) => boolean;
  /** A file's text, by its path under src. */
  read: (path: string) => string;
  /** The text of the content package's generated schema/page.schema.json. */
  pageSchema: string;
}

/** Everything a block needs, by the path the README names; empty when all is there. */
export function missingPieces(sources: BlockSources): string[] {
  const { schemaTypes, registryTypes, folders, exists, read, pageSchema } = sources;
  const missing: string[] = [];
  const registry = read("registry.tsx");
  const stylesheet = read("styles/site.css");
  for (const type of schemaTypes) {
    const name = folderOf(type);
    const piece = (what: string) => missing.push(`block "${type}": ${what}`);
    for (const ending of [".tsx", ".css", ".test.tsx"])
      if (!exists(`blocks/${name}/${name}${ending}`)) piece(`no blocks/${name}/${name}${ending}`);
    if (!registryTypes.includes(type)) piece("no entry in blockComponents (registry.tsx)");
    if (!registry.includes(`import("./blocks/${name}/${name}")`))
      piece(`registry.tsx does not load ./blocks/${name}/${name} with import()`);
    // A static import would put the block in the script every page loads (decision 040).
    if (registry.includes(`from "./blocks/${name}/${name}"`))
      piece(`registry.tsx imports ./blocks/${name}/${name} statically; load it with import() in deferredBlocks`);
    if (!stylesheet.includes(`@import "../blocks/${name}/${name}.css";`))
      piece(`styles/site.css does not @import "../blocks/${name}/${name}.css"`);
    if (!pageSchema.includes(`"const": "${type}"`))
      piece("not in packages/content/schema/page.schema.json (run: npm run schema)");
  }
  const known = new Set(schemaTypes.map(folderOf));
  for (const folder of folders)
    if (!known.has(folder))
      missing.push(`blocks/${folder}/: no block type "${folder}" in packages/content/src/schema/blocks.ts`);
  for (const type of registryTypes)
    if (!schemaTypes.includes(type)) missing.push(`blockComponents has "${type}", which the schema does not know`);
  return missing;
}

/**
 * The type the check's own test adds to the schema alone: a name no block has, so a block added
 * by following the README, whatever it is called, never collides with it.
 */
export function unbuiltType(schemaTypes: readonly string[]): string {
  let type = "unbuiltBlock";
  for (let number = 2; schemaTypes.includes(type); number++) type = `unbuiltBlock${number}`;
  return type;
}
