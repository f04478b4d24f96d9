// Which image files a phone fetches for one prerendered page: for each <picture>, the AVIF
// candidate the browser picks from its srcset and sizes at the phone's width and pixel density;
// for each other <img> (a drawn illustration), its file; the icon sprite, where icons draw from it.

export interface Phone {
  /** CSS pixels. */
  width: number;
  devicePixelRatio: number;
}

const remPx = 16;

/** The length of one `sizes` value at a viewport width: px, vw, rem and calc() of those. */
export function cssLength(value: string, viewport: number): number {
  const text = value.trim();
  const calc = /^calc\((.*)\)$/.exec(text);
  if (calc) {
    const terms = (calc[1] ?? "").split(/\s+([+-])\s+/);
    let total = cssLength(terms[0] ?? "", viewport);
    for (let index = 1; index < terms.length; index += 2) {
      const term = cssLength(terms[index + 1] ?? "", viewport);
      total += terms[index] === "-" ? -term : term;
    }
    return total;
  }
  const match = /^(-?[\d.]+)(px|vw|rem)$/.exec(text);
  if (!match) throw new Error(`sizes: cannot read the length "${value}"`);
  const number = Number(match[1]);
  return match[2] === "px" ? number : match[2] === "vw" ? (number * viewport) / 100 : number * remPx;
}

/** The slot width `sizes` gives at a viewport width (media conditions: min-width and max-width). */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(",")) {
    const match = /^\s*(?:\((min|max)-width:\s*([\d.]+)px\)\s+)?(.+)$/.exec(entry);
    if (!match) throw new Error(`sizes: cannot read "${entry}"`);
    const [, kind, limit, length = ""] = match;
    const applies = !kind || (kind === "min" ? viewport >= Number(limit) : viewport <= Number(limit));
    if (applies) return cssLength(length, viewport);
  }
  return viewport;
}

/** The srcset candidate a browser picks: the narrowest at least `pixels` wide, else the widest. */
export function pickCandidate(srcset: string, pixels: number): string {
  const candidates = srcset
    .split(",")
    .map((candidate) => {
      const [url = "", descriptor = ""] = candidate.trim().split(/\s+/);
      return { url, width: Number(descriptor.replace(/w$/, "")) };
    })
    .sort((a, b) => a.width - b.width);
  const picked = candidates.find((candidate) => candidate.width >= pixels) ?? candidates.at(-1);
  if (!picked) throw new Error(`srcset: no candidate in "${srcset}"`);
  return picked.url;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
}

/** URLs of the image files a phone fetches for the page (scrolling to the end: lazy ones too). */
export function imagesFetched(html: string, phone: Phone): string[] {
  const urls: string[] = [];
  const pictures = [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/gi)];
  for (const [, inner = ""] of pictures) {
    const avif = /<source\b[^>]*type="image\/avif"[^>]*>/i.exec(inner)?.[0];
    if (!avif) throw new Error(`a <picture> without an AVIF source: ${inner.slice(0, 200)}`);
    const pixels = slotWidth(attribute(avif, "sizes") ?? "100vw", phone.width) * phone.devicePixelRatio;
    urls.push(pickCandidate(attribute(avif, "srcset") ?? "", pixels));
  }
  const outside = html.replace(/<picture\b[\s\S]*?<\/picture>/gi, "");
  for (const [tag] of outside.matchAll(/<img\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src && !src.startsWith("data:") && !/^(https?:)?\/\//.test(src)) urls.push(src);
  }
  // The icon sprite, once, where an icon below the first screen is drawn from it (inline-icons.ts).
  const sprite = /<use\b[^>]*\s(?:data-)?href="(\/[^"#]+\.svg)#/i.exec(html)?.[1];
  if (sprite) urls.push(sprite);
  return urls;
}
