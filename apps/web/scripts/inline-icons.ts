// The renderer draws each icon once, in icons.svg (a hashed asset), and a page refers to it as
// `/assets/icons-<hash>.svg#name`. On a phone that file is one more request before the first paint:
// measured to hold the largest paint back by 70-140 ms in Lighthouse's mobile run (decision 034).
// So each built page carries the symbols its first screen uses itself (the header, main's first
// section, the call bar), first thing in its body, and every icon drawn with one refers to it
// there; an icon only further down keeps the file's address, whose bytes would otherwise push a
// long page past its first round trip (about 450 B of brotli on a town's page), in `data-href`:
// the browser would ask for the file as it reads the page, beside the hero's photograph (the
// largest paint 70-150 ms later), so the start-up script sets `href` when it lays the page out,
// after the paint (defer-hydration/start-up-parts.ts; without script those icons are not drawn:
// they are decoration). React leaves all of it alone when it hydrates (it does not compare
// attributes, and passes over an element of the body it did not render); an icon it draws later,
// after a client-side navigation, refers to the file again.
import { closingTag } from "./page-style/first-screen";

const spriteUse = /href="(\/assets\/icons-[\w-]+\.svg)#([\w-]+)"/g;
const bodyStart = /<body(?=[\s>])[^>]*>/;

/** The symbol `name` of the sprite, its id made `icon-<name>` (no clash with the page's own ids). */
function symbolOf(sprite: string, name: string, url: string): string {
  const symbol = new RegExp(`<symbol id="${name}"[\\s\\S]*?</symbol>`).exec(sprite)?.[0];
  if (!symbol) throw new Error(`inlineIcons: ${url} has no symbol "${name}"`);
  return symbol.replace(`id="${name}"`, `id="icon-${name}"`);
}

/**
 * The page with the symbols its first screen's icons use inlined at the start of its body (hidden
 * by the stylesheet: `.icon-symbols`) and every reference to them pointing there, the others in
 * `data-href`. `readSprite` reads the sprite by its URL in the build. A page without icons is
 * returned as it is.
 */
export function inlineIcons(html: string, readSprite: (url: string) => string): string {
  const uses = [...html.matchAll(spriteUse)];
  const urls = new Set(uses.map(([, url]) => url as string));
  if (urls.size === 0) return html;
  if (urls.size > 1) throw new Error(`inlineIcons: a page refers to more than one sprite: ${[...urls].join(", ")}`);
  const [url] = [...urls] as [string];
  const shown = inFirstScreen(html);
  const inlined = new Set(uses.filter((use) => shown(use.index)).map(([, , name]) => name as string));
  const referred = html.replace(spriteUse, (_, file: string, name: string) =>
    inlined.has(name) ? `href="#icon-${name}"` : `data-href="${file}#${name}"`,
  );
  if (inlined.size === 0) return referred;
  const sprite = readSprite(url);
  const symbols = [...inlined].map((name) => symbolOf(sprite, name, url));
  const defs = `<svg class="icon-symbols" aria-hidden="true">${symbols.join("")}</svg>`;
  if (!bodyStart.test(html)) throw new Error("inlineIcons: the page has no <body>");
  return referred.replace(bodyStart, (body) => body + defs);
}

/**
 * Whether a place in the page is in its first screen: before the end of `<main>`'s first section,
 * or in the call bar. A page without a section in its main is all first screen.
 */
function inFirstScreen(html: string): (index: number) => boolean {
  const main = html.indexOf("<main");
  const section = main < 0 ? -1 : html.indexOf("<section", main);
  const firstEnd = section < 0 ? -1 : closingTag(html, "section", section);
  if (firstEnd < 0) return () => true;
  const bar = html.indexOf('<div class="call-bar"');
  const barEnd = bar < 0 ? -1 : closingTag(html, "div", bar);
  return (index) => index < firstEnd || (index > bar && index < barEnd);
}
