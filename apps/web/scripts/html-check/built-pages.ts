import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every page of a client build: each route is prerendered to `<path>/index.html` (the 404 page,
 * the thank-you page, aliases and the inbox's sign-in page too). React Router's
 * `__spa-fallback.html` is not one: the server never answers with a raw .html file.
 */
export function builtPages(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((path) => path === "index.html" || path.endsWith("/index.html"))
    .map((path) => join(clientDir, path))
    .sort();
}
