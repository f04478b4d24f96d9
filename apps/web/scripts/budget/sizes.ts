import { existsSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { gzipSync } from "node:zlib";
import { staticImports } from "./page-assets";

/** The URL path a script at `from` names with `specifier` (relative to it, or absolute). */
export function resolveSpecifier(from: string, specifier: string): string {
  return specifier.startsWith("/") ? specifier : posix.join(posix.dirname(from), specifier);
}

/** Reads the build's files by URL path, with the gzip size of each (its build-time .gz sibling). */
export class BuildFiles {
  private readonly cache = new Map<string, Buffer>();

  constructor(private readonly clientDir: string) {}

  read(urlPath: string): Buffer {
    let content = this.cache.get(urlPath);
    if (!content) {
      const file = posix.join(this.clientDir, decodeURIComponent(urlPath));
      if (!existsSync(file)) throw new Error(`The build has no file for ${urlPath} (looked for ${file})`);
      content = readFileSync(file);
      this.cache.set(urlPath, content);
    }
    return content;
  }

  /** Bytes on the wire with gzip: the .gz written at build time (what the server sends). */
  gzipSize(urlPath: string): number {
    const sibling = posix.join(this.clientDir, `${decodeURIComponent(urlPath)}.gz`);
    return existsSync(sibling) ? readFileSync(sibling).length : gzipSync(this.read(urlPath), { level: 9 }).length;
  }

  /** Bytes on the wire with brotli: the .br written at build time (what a browser is sent). */
  brotliSize(urlPath: string): number {
    return readFileSync(posix.join(this.clientDir, `${decodeURIComponent(urlPath)}.br`)).length;
  }

  /** `entries` and every chunk they import statically, transitively; URL paths. */
  scriptClosure(entries: readonly string[]): string[] {
    const seen = new Set<string>();
    const visit = (url: string) => {
      const path = url.split(/[?#]/)[0] ?? url;
      if (seen.has(path) || /^(https?:)?\/\//.test(path)) return;
      seen.add(path);
      for (const specifier of staticImports(this.read(path).toString("utf8"))) {
        if (specifier.startsWith("./") || specifier.startsWith("../") || specifier.startsWith("/")) {
          visit(resolveSpecifier(path, specifier));
        }
      }
    };
    for (const entry of entries) visit(entry);
    return [...seen];
  }
}
