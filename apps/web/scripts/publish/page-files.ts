import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { pastFirstRoundTrip } from "../budget/first-round-trip";

// React Router writes a few inline <script> elements into each page, and the root layout the
// stylesheet as one inline <style>; the server allows exactly these by hash instead of allowing
// inline script or style in general.
const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** One entry of csp-hashes.json: the hashes of a page's inline scripts (not its JSON data) and styles. */
export interface PageHashes {
  script: string[];
  style: string[];
}

export function inlineHashes(html: string): PageHashes {
  const script = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    // JSON runs nowhere, and a browser runs no empty script (defer-hydration.ts leaves some).
    if (/type="application\/(ld\+)?json"/.test(attributes) || body === "") continue;
    script.add(sha256(body));
  }
  const style = new Set([...html.matchAll(inlineStyle)].map(([, body = ""]) => sha256(body)));
  return { script: [...script], style: [...style] };
}

/**
 * The files the server picks by Accept-Encoding: brotli, and zlib's best gzip. Brotli quality 10
 * for pages: on a build's 103 page files (5.7 MB) it made 3 % more bytes than 11 in a third of the
 * time (1.9 s against 5.4 s of CPU), time a publish of a new town, which rewrites every page,
 * spends while the marketer waits; 11 only for a page that 10 leaves past the first round trip.
 * Scripts and styles, named by their content and served for a year, are compressed once per
 * change: postbuild.ts gives them 11 (0.6 s for all of them).
 */
export function compressedSiblings(content: Buffer | string): { br: Buffer; gz: Buffer } {
  return { br: pageBrotli(content), gz: gzipSync(content, gzipOptions) };
}

/**
 * A page's brotli as it is served: quality 10, or 11 (about 3 % smaller) where 10 leaves the page
 * past its first round trip, which brings some of them under the line (decision 035).
 */
export function pageBrotli(content: Buffer | string): Buffer {
  const br = brotliCompressSync(content, brotliOptions(10));
  if (!pastFirstRoundTrip(br.length)) return br;
  const best = brotliCompressSync(content, brotliOptions(11));
  return best.length < br.length ? best : br;
}

/** zlib's settings for the siblings (postbuild.ts makes the build's on the thread pool with them). */
export const brotliOptions = (quality: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
export const gzipOptions = { level: 9 };

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** sitemap.xml of the canonical paths, in order. */
export function sitemapXml(origin: string, canonicalPaths: readonly string[]): string {
  const urls = canonicalPaths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
