import { type BuildFiles, resolveSpecifier as resolve } from "./sizes";

// All the script a page uses (decision 040): what its start-up script loads to go live, every
// chunk those import, the chunk of each block the page has, and every chunk loaded later by import()
// from any of them (the enhanced form, its phone rule, the offer's dialog, the toasts). A block's
// chunk is counted only on the pages that have the block, as only they load it: the registry loads
// each with import(), one line a block type. The blocks most pages have share one chunk
// (apps/web/vite.config.ts): it is counted on every page that has any of them.

// The registry's lines as the bundler writes them, its helper around import() or not:
// `cardGrid:f(()=>c(()=>import(`./card-grid-abc.js`)`.
const registryLine = /([A-Za-z]+):[\w$]+\(\(\)=>(?:[\w$]+\(\(\)=>)?import\([`"'](\.\/[^`"']+\.js)[`"']\)/g;
const here = "apps/web/scripts/budget/page-scripts.ts";
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
  const ownBlocks = new Set([...blocks].filter(([type]) => types.has(type)).map(([, chunk]) => chunk));
  const otherBlocks = new Set([...blocks.values()].filter((chunk) => !ownBlocks.has(chunk)));
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

/** The chunk named `name` that a script `start` loads, or one of its blocks' chunks, loads by import(). */
function loadedChunk(files: BuildFiles, start: readonly string[], name: string): string | undefined {
  const scripts = files.scriptClosure([...start, ...blockChunks(files, start).values()]);
  for (const script of scripts) {
    for (const [, specifier = ""] of files.read(script).toString("utf8").matchAll(dynamicImport))
      if (new RegExp(`/${name}-[^/]+\\.js$`).test(specifier)) return resolve(script, specifier);
  }
  return undefined;
}

/**
 * Chunks loaded by import() for one thing a page has, named as `pageFeatures` names it: the offer's
 * dialog (only pages that time the offer load it) and the enhanced contact form (only the contact
 * form's block loads it, which shares its chunk with the other common blocks).
 */
const featureChunks = { offer: "offer-dialog", enhancedContactForm: "enhanced-contact-form" };

/**
 * The chunks a page loads only for what it has: each block type's, and those of `featureChunks`,
 * counted, as a block's chunk is, only on the pages that have what loads them. Says in `problems`
 * when one is not found.
 */
export function onDemandChunks(files: BuildFiles, start: readonly string[], problems: string[]): Map<string, string> {
  const chunks = blockChunks(files, start);
  if (chunks.size === 0) problems.push(`found no block chunks in the registry's script (${here})`);
  for (const [feature, name] of Object.entries(featureChunks)) {
    const chunk = loadedChunk(files, start, name);
    if (chunk) chunks.set(feature, chunk);
    else problems.push(`found no ${name} chunk loaded by import() (${here})`);
  }
  return chunks;
}

/** What a page has that loads a chunk of its own: its block types, the offer when it times one, the enhanced contact form with the contact form. */
export function pageFeatures(page: { blocks: { type: string }[]; popupDelaySeconds?: number } | undefined) {
  const features = new Set<string>(page?.blocks.map((block) => block.type) ?? []);
  if (page?.popupDelaySeconds) features.add("offer");
  if (features.has("contactForm")) features.add("enhancedContactForm");
  return features;
}
