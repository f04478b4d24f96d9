import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { Encoding } from "./encoding";

export interface StoredPage {
  bodies: Record<Encoding, Buffer>;
  etag: string;
  csp: string;
}

/** Where React Router's prerender writes the HTML of a path. */
export function htmlFileFor(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

/** The hashes of a page's inline `<script>` and `<style>` elements, written by the web build. */
export interface InlineHashes {
  script: readonly string[];
  style: readonly string[];
}

/** One entry of csp-hashes.json; an older build wrote the script hashes alone. */
export function inlineHashesOf(entry: InlineHashes | readonly string[] | undefined): InlineHashes {
  if (!entry) return { script: [], style: [] };
  return Array.isArray(entry) ? { script: entry, style: [] } : (entry as InlineHashes);
}

/**
 * The prerendered pages, held in memory with their brotli and gzip versions (made at build
 * time) and a Content-Security-Policy that allows exactly their own inline scripts and styles
 * (the page's critical CSS arrives inline, in the HTML).
 */
export function loadPage(path: string, policy: { inline: InlineHashes; cspBase: string }): StoredPage {
  const { inline, cspBase } = policy;
  const identity = readFileSync(path);
  const read = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : identity);
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => ` '${hash}'`).join("");
  return {
    bodies: { identity, br: read(".br"), gzip: read(".gz") },
    etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
    csp: cspBase
      .replace("script-src 'self'", `script-src 'self'${quoted(inline.script)}`)
      .replace("style-src 'self'", `style-src 'self'${quoted(inline.style)}`),
  };
}
