import { lstatSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { redirectLine } from "../pages/redirects";
import { routeList } from "../pages/routes";
import type { Catalogue } from "../schema/catalogue";
import type { Problem } from "../schema/catalogue-error";

/**
 * `catalogue/published-paths.json`: every path a production build has ever served, sorted.
 * content:check and the build add new ones; nothing removes them, so a page that moves must
 * leave a redirect.
 */
export const publishedPathsFile = "published-paths.json";

export function readPublishedPaths(dir: string, problems: Problem[]): string[] {
  let raw: unknown;
  try {
    // A link is read and written through: it could name any file. The record is a file of its own.
    if (!lstatSync(join(dir, publishedPathsFile)).isFile()) {
      problems.push({ file: publishedPathsFile, path: "", message: "expected a file, not a link or a folder" });
      return [];
    }
    raw = JSON.parse(readFileSync(join(dir, publishedPathsFile), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    problems.push({ file: publishedPathsFile, path: "", message: (error as Error).message });
    return [];
  }
  if (!Array.isArray(raw) || raw.some((path) => typeof path !== "string")) {
    problems.push({ file: publishedPathsFile, path: "", message: "expected a list of paths" });
    return [];
  }
  const paths = raw as string[];
  if (paths.some((path, index) => index > 0 && (paths[index - 1] ?? "") >= path)) {
    problems.push({ file: publishedPathsFile, path: "", message: "expected sorted paths, each once" });
  }
  return paths;
}

/** The published list after a build that serves `routePaths`: the union, sorted. */
export function withPublished(published: readonly string[], routePaths: readonly string[]): string[] {
  return [...new Set([...published, ...routePaths])].sort();
}

/**
 * Adds the paths of the catalogue's published pages (drafts left out) that the record does not
 * hold yet, so an editor never writes it by hand. One line per path added, for the editor.
 */
export function recordPublishedPaths(dir: string, catalogue: Pick<Catalogue, "pages">): string[] {
  const published = readPublishedPaths(dir, []);
  const live = routeList({ pages: catalogue.pages.filter((page) => !page.draft) }).map((route) => route.path);
  const now = withPublished(published, live);
  if (now.length === published.length) return [];
  // Whole, by rename: a reader never sees half of it, and a link in its place is replaced, not followed.
  const temporary = join(dir, `.${publishedPathsFile}.${process.pid}.tmp`);
  writeFileSync(temporary, `${JSON.stringify(now, null, 2)}\n`);
  renameSync(temporary, join(dir, publishedPathsFile));
  const known = new Set(published);
  return now
    .filter((path) => !known.has(path))
    .map((path) => `${publishedPathsFile}: recorded the new page ${path}; commit this file with your change`);
}

/** Where a vanished path most likely went: the newest page sharing the longest prefix with it. */
function likelyTarget(path: string, pagePaths: ReadonlySet<string>, published: ReadonlySet<string>): string {
  const shared = (a: string, b: string) => {
    let n = 0;
    while (n < a.length && a[n] === b[n]) n++;
    return n;
  };
  const candidates = [...pagePaths].filter((page) => !published.has(page));
  const parent = path.slice(0, path.lastIndexOf("/")) || "/";
  const best = candidates.sort((a, b) => shared(path, b) - shared(path, a) || a.localeCompare(b))[0];
  if (best && shared(path, best) > parent.length) return best;
  return pagePaths.has(parent) ? parent : "/";
}

/**
 * Every published path still answers: as a page, or as a redirect's `from`. A page made a draft
 * again answers through a redirect while it is one (its path is not a page in production).
 */
export function publishedPathProblems(
  published: readonly string[],
  pagePaths: ReadonlySet<string>,
  redirectFroms: ReadonlySet<string>,
  draftPaths: ReadonlySet<string> = new Set(),
): Problem[] {
  const publishedSet = new Set(published);
  return published.flatMap((path, index) => {
    if (pagePaths.has(path) || redirectFroms.has(path)) return [];
    const line = redirectLine(path, likelyTarget(path, pagePaths, publishedSet));
    const message = draftPaths.has(path)
      ? `"${path}" was published and is now a draft; while it is, visitors need somewhere to go: add to redirects.json: ${line} (remove that line when you publish the page again)`
      : `"${path}" was published and is no longer a page; add to redirects.json: ${line}`;
    return [{ file: publishedPathsFile, path: `[${index}]`, message }];
  });
}
