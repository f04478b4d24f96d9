import { startUpLoads } from "../defer-hydration";

// What one prerendered page makes the browser fetch before it is interactive, read from the HTML
// React Router wrote: its module scripts and modulepreloads (and every chunk those import
// statically), its stylesheets, and its images.

/** The value of `name` in a tag's attribute text, or undefined. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`, "i").exec(tag);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

function tags(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "gi"))].map((match) => match[0]);
}

export interface PageAssets {
  /**
   * Script URLs the page loads: module scripts, modulepreloads, inline module imports, and what its
   * start-up script loads to go live (scripts/defer-hydration.ts).
   */
  scripts: string[];
  /** The whole stylesheet its start-up script loads once the hero is painted (where the page carries part of it). */
  styleAfterPaint: string[];
  stylesheets: string[];
  /** The text of each inline `<style>` (the critical CSS that arrives with the HTML). */
  inlineStyles: string[];
  /** `<img>` tags that lack a width or a height attribute. */
  imagesWithoutSize: string[];
  /** Stylesheets or font preloads served from another origin (for example a font service). */
  externalFontsOrStyles: string[];
}

export function pageAssets(html: string): PageAssets {
  const scripts = new Set<string>();
  const styleAfterPaint = new Set<string>();
  for (const tag of tags(html, "link")) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (href && rel === "modulepreload") scripts.add(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    const src = attribute(`<script ${attributes}>`, "src");
    if (src) scripts.add(src);
    else if (/type=["']?module/i.test(attributes)) {
      // The page's start-up script: what it imports, at once or once it goes live, is what the page runs.
      for (const [, url = ""] of body.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*|\(\s*)?["']([^"']+)["']/g))
        scripts.add(url);
      const { scripts: live, style } = startUpLoads(body);
      for (const url of live) scripts.add(url);
      for (const url of style) styleAfterPaint.add(url);
    }
  }
  // What a browser without script loads (<noscript>: the whole sheet, counted after the paint) is not
  // what the page loads.
  const links = tags(html.replace(/<noscript\b[\s\S]*?<\/noscript>/gi, ""), "link");
  const stylesheets = links
    .filter((tag) => attribute(tag, "rel")?.toLowerCase() === "stylesheet")
    .map((tag) => attribute(tag, "href") ?? "");
  const external = (url: string) => /^(https?:)?\/\//i.test(url);
  const externalFontsOrStyles = links
    .filter((tag) => {
      const rel = attribute(tag, "rel")?.toLowerCase();
      return (
        (rel === "stylesheet" || (rel === "preload" && attribute(tag, "as") === "font")) &&
        external(attribute(tag, "href") ?? "")
      );
    })
    .map((tag) => attribute(tag, "href") ?? "");
  const imagesWithoutSize = tags(html, "img").filter(
    (tag) => attribute(tag, "width") === undefined || attribute(tag, "height") === undefined,
  );
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text = ""]) => text);
  return {
    scripts: [...scripts],
    styleAfterPaint: [...styleAfterPaint],
    stylesheets,
    inlineStyles,
    imagesWithoutSize,
    externalFontsOrStyles,
  };
}

/**
 * The chunks a built JavaScript file imports statically (`import … from "./x.js"`), which the
 * browser fetches before running it. Dynamic `import()`s are left out: they load later.
 */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const [, specifier = ""] of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g,
  )) {
    found.add(specifier);
  }
  for (const [, specifier = ""] of code.matchAll(/(?:^|[;\s}])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) {
    found.add(specifier);
  }
  return [...found];
}

/** Problems in a stylesheet's fonts: faces from another origin, or faces that block text. */
export function fontProblems(css: string): string[] {
  const problems: string[] = [];
  for (const [face = ""] of css.matchAll(/@font-face\s*\{[^}]*\}/gi)) {
    if (/url\(\s*["']?(https?:)?\/\//i.test(face))
      problems.push(`@font-face from another origin: ${face.slice(0, 120)}`);
    const display = /font-display\s*:\s*([\w-]+)/i.exec(face)?.[1]?.toLowerCase();
    if (display !== "swap" && display !== "optional" && display !== "fallback") {
      problems.push(`@font-face without font-display swap/optional/fallback: ${face.slice(0, 120)}`);
    }
  }
  if (/@import\s+(url\()?\s*["']?(https?:)?\/\//i.test(css))
    problems.push("@import of a stylesheet from another origin");
  return problems;
}
