import type { Block, Catalogue } from "@brightwater/content";

// What decides how a block lays out on a wide screen: its type, the settings that change its
// arrangement (a form's variant, a grid's layout, columns and tone, what stands beside the hero's
// headline) and the page layout around it. Blocks that agree on all of it differ only in words and
// photographs.
const arrangement = ["variant", "layout", "columns", "tone"] as const;
const heroAside = ["image", "review", "points"] as const;

function blockShape(block: Block): string {
  const fields: Record<string, unknown> = { ...block };
  const settings = arrangement.filter((key) => key in fields).map((key) => `${key}=${String(fields[key])}`);
  const aside = block.type === "hero" ? heroAside.filter((key) => fields[key] !== undefined) : [];
  return [block.type, ...settings, ...aside].join(":");
}

/** Every block shape of a page, within its page layout. */
function shapesOf(page: Catalogue["pages"][number]): Set<string> {
  return new Set(page.blocks.map((block) => `${page.layout ?? "page"} ${blockShape(block)}`));
}

/**
 * A few pages that together show every block shape the catalogue uses (each in its page layout):
 * the page showing the most shapes not yet covered, then the next, until none is left. Checking
 * these at a width checks every arrangement a block takes there.
 */
export function pagesCoveringEveryShape(catalogue: Catalogue): string[] {
  const left = new Map(catalogue.pages.map((page) => [page.path, shapesOf(page)]));
  const uncovered = new Set([...left.values()].flatMap((shapes) => [...shapes]));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    let best = { path: "", gain: 0 };
    for (const [path, shapes] of left) {
      const gain = [...shapes].filter((shape) => uncovered.has(shape)).length;
      if (gain > best.gain) best = { path, gain };
    }
    chosen.push(best.path);
    for (const shape of left.get(best.path) ?? []) uncovered.delete(shape);
    left.delete(best.path);
  }
  return chosen;
}
