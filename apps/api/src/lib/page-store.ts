import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
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

/**
 * The prerendered pages, held in memory with their brotli and gzip versions (made at build
 * time) and a Content-Security-Policy that allows exactly their own inline scripts.
 */
export function loadPage(
  clientDir: string,
  file: string,
  scriptHashes: readonly string[],
  cspBase: string,
): StoredPage {
  const path = join(clientDir, file);
  const identity = readFileSync(path);
  const read = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : identity);
  const hashes = scriptHashes.map((hash) => `'${hash}'`).join(" ");
  return {
    bodies: { identity, br: read(".br"), gzip: read(".gz") },
    etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
    csp: cspBase.replace("script-src 'self'", `script-src 'self' ${hashes}`.trimEnd()),
  };
}
