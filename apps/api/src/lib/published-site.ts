import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { offerAwarePage } from "./offer-pages";
import { htmlFileFor, type InlineHashes, inlineHashesOf, loadPage, type StoredPage } from "./page-store";

const notFoundFile = "404/index.html";
const articleNotFoundFile = "archive/__not-found/index.html";

/** routes.json in the web build: the paths it has pages for and the redirects it answers. */
export const routesRecordFile = "routes.json";
const routesRecordSchema = z.object({
  paths: z.array(z.string().startsWith("/")),
  redirects: z.array(z.object({ from: z.string().startsWith("/"), to: z.string().startsWith("/") })),
});
export type RoutesRecord = z.infer<typeof routesRecordSchema>;

/** What the server answers from one build: each page (as sent today), the redirects and the two not-found pages. */
export interface PublishedSite {
  pages: ReadonlyMap<string, () => StoredPage>;
  /** From each spelling of an old address (with and without its trailing slash) to its page. */
  redirects: ReadonlyMap<string, string>;
  notFound: StoredPage;
  articleNotFound: StoredPage;
}

export function readRoutesRecord(buildDir: string): RoutesRecord {
  const file = join(buildDir, routesRecordFile);
  const parsed = routesRecordSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message ?? "not a routes record"}`);
  return parsed.data;
}

function withoutSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** Reads the pages of `paths` from the build (HTML with its brotli and gzip siblings, CSP hashes). */
export function loadPublishedSite(
  buildDir: string,
  record: RoutesRecord,
  cspBase: string,
  now: () => Date,
): PublishedSite {
  const clientDir = join(buildDir, "client");
  const hashes: Record<string, InlineHashes | string[]> = JSON.parse(
    readFileSync(join(buildDir, "csp-hashes.json"), "utf8"),
  );
  const page = (file: string) => loadPage(clientDir, file, inlineHashesOf(hashes[file]), cspBase);
  const notFound = page(notFoundFile);
  const redirects = new Map<string, string>();
  for (const { from, to } of record.redirects) {
    redirects.set(withoutSlash(from), to);
    redirects.set(`${withoutSlash(from)}/`, to);
  }
  return {
    pages: new Map(record.paths.map((path) => [path, offerAwarePage(page(htmlFileFor(path)), now)])),
    redirects,
    notFound,
    articleNotFound: existsSync(join(clientDir, articleNotFoundFile)) ? page(articleNotFoundFile) : notFound,
  };
}

/**
 * Calls `onChange` whenever a publish replaces routes.json (written last, by rename, once every
 * page it names is in place). Looks at the file's status twice a second: one stat, no event that
 * a rename could slip past. The first status is taken now, not at the first look, so a publish
 * that lands while the server starts is not missed. Returns the function that stops watching.
 */
export function watchRoutesRecord(buildDir: string, onChange: () => void): () => void {
  const file = join(buildDir, routesRecordFile);
  const stamp = () => {
    try {
      const { ino, mtimeMs } = statSync(file);
      return `${ino}:${mtimeMs}`;
    } catch {
      return "missing";
    }
  };
  let seen = stamp();
  const timer = setInterval(() => {
    const current = stamp();
    if (current === seen) return;
    seen = current;
    onChange();
  }, 500);
  timer.unref();
  return () => clearInterval(timer);
}
