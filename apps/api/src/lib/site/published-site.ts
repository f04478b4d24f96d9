import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { sitePathPattern } from "@brightwater/contracts";
import { z } from "zod";
import { offerAwarePage } from "./offer-pages";
import { htmlFileFor, type InlineHashes, inlineHashesOf, loadPage, type StoredPage } from "./page-store";

const notFoundFile = "404/index.html";
const articleNotFoundFile = "archive/__not-found/index.html";

/** routes.json in the web build: the paths it has pages for and the redirects it answers. */
export const routesRecordFile = "routes.json";

// A record is the catalogue's pages and redirects: a few hundred at most. Far past that it is not
// one the build wrote, and reading its pages would hold the server for seconds.
export const routesRecordBounds = { bytes: 1024 * 1024, entries: 5000 } as const;

/** A path of this site, without "." or ".." segments: its page file stays inside the build. */
const sitePath = z
  .string()
  .max(300)
  .regex(sitePathPattern, "must be a path on this site")
  .refine((path) => !path.split("/").some((segment) => segment === "." || segment === ".."), "must not climb");
const routesRecordSchema = z.object({
  paths: z
    .array(sitePath)
    .max(routesRecordBounds.entries)
    .refine((paths) => paths.includes("/"), "must list the home page"),
  redirects: z.array(z.object({ from: sitePath, to: sitePath })).max(routesRecordBounds.entries),
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

/**
 * The build's routes.json, checked before anything is served from it: its size, every path a
 * path of this site whose page is in the build, every redirect to a path of this site. Throws,
 * naming the file and the first problem, for a record that is not one the build could write.
 */
export function readRoutesRecord(buildDir: string): RoutesRecord {
  const file = join(buildDir, routesRecordFile);
  const { size } = statSync(file);
  if (size > routesRecordBounds.bytes) throw new Error(`${file}: ${size} bytes, over ${routesRecordBounds.bytes}`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new Error(`${file}: not JSON`);
  }
  const parsed = routesRecordSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`${file}: ${issue?.path.join(".") ?? ""} ${issue?.message ?? "not a routes record"}`);
  }
  const clientDir = join(buildDir, "client");
  const missing = parsed.data.paths.find((path) => !existsSync(join(clientDir, htmlFileFor(path))));
  if (missing !== undefined) throw new Error(`${file}: ${missing} has no page in the build`);
  return parsed.data;
}

function withoutSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** Reads the pages of `paths` from the build (HTML with its brotli and gzip siblings, CSP hashes). */
export function loadPublishedSite(
  buildDir: string,
  record: RoutesRecord,
  pages: {
    /** The policy a page's inline hashes are added to (the inbox has its own). */
    cspBaseFor: (file: string) => string;
    /** The clock offer dates are read against. */
    now: () => Date;
  },
): PublishedSite {
  const { cspBaseFor, now } = pages;
  const clientDir = join(buildDir, "client");
  const hashes: Record<string, InlineHashes | string[]> = JSON.parse(
    readFileSync(join(buildDir, "csp-hashes.json"), "utf8"),
  );
  const page = (file: string) =>
    loadPage(join(clientDir, file), { inline: inlineHashesOf(hashes[file]), cspBase: cspBaseFor(file) });
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
