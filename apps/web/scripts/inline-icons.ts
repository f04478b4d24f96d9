// The renderer draws each icon once, in icons.svg (a hashed asset), and a page refers to it as
// `/assets/icons-<hash>.svg#name`. On a phone that file is one more request before the first paint:
// measured to hold the largest paint back by 70-140 ms in Lighthouse's mobile run (decision 034).
// So each built page carries the symbols it uses itself, first thing in its body, and refers to
// them within the page. React leaves both alone when it hydrates (it does not compare attributes,
// and passes over an element of the body it did not render); an icon it draws later, after a
// client-side navigation, refers to the file again.

const spriteUse = /(\/assets\/icons-[\w-]+\.svg)#([\w-]+)/g;
const bodyStart = /<body(?=[\s>])[^>]*>/;

/** The symbol `name` of the sprite, its id made `icon-<name>` (no clash with the page's own ids). */
function symbolOf(sprite: string, name: string, url: string): string {
  const symbol = new RegExp(`<symbol id="${name}"[\\s\\S]*?</symbol>`).exec(sprite)?.[0];
  if (!symbol) throw new Error(`inlineIcons: ${url} has no symbol "${name}"`);
  return symbol.replace(`id="${name}"`, `id="icon-${name}"`);
}

/**
 * The page with the symbols of every icon it uses inlined at the start of its body (hidden by the
 * stylesheet: `.icon-symbols`) and its references pointing at them. `readSprite` reads the sprite
 * by its URL in the build. A page without icons is returned as it is.
 */
export function inlineIcons(html: string, readSprite: (url: string) => string): string {
  const uses = [...html.matchAll(spriteUse)];
  const urls = new Set(uses.map(([, url]) => url as string));
  if (urls.size === 0) return html;
  if (urls.size > 1) throw new Error(`inlineIcons: a page refers to more than one sprite: ${[...urls].join(", ")}`);
  const [url] = [...urls] as [string];
  const sprite = readSprite(url);
  const symbols = [...new Set(uses.map(([, , name]) => name as string))].map((name) => symbolOf(sprite, name, url));
  const defs = `<svg class="icon-symbols" aria-hidden="true" focusable="false">${symbols.join("")}</svg>`;
  if (!bodyStart.test(html)) throw new Error("inlineIcons: the page has no <body>");
  return html.replace(spriteUse, (_, _url, name: string) => `#icon-${name}`).replace(bodyStart, (body) => body + defs);
}
