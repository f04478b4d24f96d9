import { type BuildFiles, resolveSpecifier as resolve } from "./sizes";

// All the script a page uses (decision 040): what its start-up script loads to go live, every
// chunk those import, the chunk of each block the page has, and every chunk loaded later by import()
// from any of them (the enhanced form, its phone rule, the offer's dialog, the toasts). A block's
// chunk is counted only on the pages that have the block, as only they load it: the registry loads
// each with import(), one line a block type.

// The registry's lines as the bundler writes them, its helper around import() or not:
// `cardGrid:f(()=>c(()=>import(`./card-grid-abc.js`)`.
const registryLine = /([A-Za-z]+):[\w$]+\(\(\)=>(?:[\w$]+\(\(\)=>)?import\([`"'](\.\/[^`"']+\.js)[`"']\)/g;
const dynamicImport = /\bimport\(\s*[`"'](\.{0,2}\/[^`"']+\.js)[`"']\s*\)/g;

/** The chunk of each block type, by type, read from the registry in the scripts `start` loads. */
export function blockChunks(files: BuildFiles, start: readonly string[]): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const script of files.scriptClosure(start)) {
    for (const [, type = "", specifier = ""] of files.read(script).toString("utf8").matchAll(registryLine))
      chunks.set(type, resolve(script, specifier));
  }
  return chunks;
}

/**
 * Every script a page with the block types `types` uses, from its start-up scripts `start`: their
 * closure, its blocks' chunks and everything loaded by import() from any of these, but the chunks
 * of blocks the page does not have.
 */
export function pageScripts(
  files: BuildFiles,
  start: readonly string[],
  types: ReadonlySet<string>,
  blocks: ReadonlyMap<string, string>,
): string[] {
  const otherBlocks = new Set([...blocks].filter(([type]) => !types.has(type)).map(([, chunk]) => chunk));
  const seen = new Set<string>();
  let next = [...start];
  while (next.length > 0) {
    const found = files.scriptClosure(next).filter((script) => !seen.has(script));
    for (const script of found) seen.add(script);
    next = found.flatMap((script) =>
      [...files.read(script).toString("utf8").matchAll(dynamicImport)]
        .map(([, specifier = ""]) => resolve(script, specifier))
        .filter((chunk) => !seen.has(chunk) && !otherBlocks.has(chunk)),
    );
  }
  return [...seen];
}
