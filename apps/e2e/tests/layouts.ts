import type { Block, Catalogue } from "@brightwater/content";

// What decides how a page lays out on a wide screen: its blocks in order, with the settings that
// change a block's arrangement (a form's variant, a grid's layout, columns and tone, what stands
// beside the hero's headline). Pages that agree on all of it differ only in words and photographs.
const arrangement = ["variant", "layout", "columns", "tone"] as const;
const heroAside = ["image", "review", "points"] as const;

function blockShape(block: Block): string {
  const fields: Record<string, unknown> = { ...block };
  const settings = arrangement.filter((key) => key in fields).map((key) => `${key}=${String(fields[key])}`);
  const aside = block.type === "hero" ? heroAside.filter((key) => fields[key] !== undefined) : [];
  return [block.type, ...settings, ...aside].join(":");
}

/** The path of the first page of each distinct layout, in catalogue order. */
export function onePagePerLayout(catalogue: Catalogue): string[] {
  const firstPathOf = new Map<string, string>();
  for (const page of catalogue.pages) {
    const layout = page.blocks.map(blockShape).join(",");
    if (!firstPathOf.has(layout)) firstPathOf.set(layout, page.path);
  }
  return [...firstPathOf.values()];
}
