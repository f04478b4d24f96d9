import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Problem } from "./catalogue-error";
import { redirectLine } from "./redirects";

/**
 * `catalogue/published-paths.json`: every path a production build has ever served, sorted. The
 * build adds new ones; nothing removes them, so a page that moves must leave a redirect.
 */
export const publishedPathsFile = "published-paths.json";

export function readPublishedPaths(dir: string, problems: Problem[]): string[] {
  let raw: unknown;
  try {
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

/** Every published path still answers: as a page, or as a redirect's `from`. */
export function publishedPathProblems(
  published: readonly string[],
  pagePaths: ReadonlySet<string>,
  redirectFroms: ReadonlySet<string>,
): Problem[] {
  const publishedSet = new Set(published);
  return published.flatMap((path, index) =>
    pagePaths.has(path) || redirectFroms.has(path)
      ? []
      : [
          {
            file: publishedPathsFile,
            path: `[${index}]`,
            message: `"${path}" was published and is no longer a page; add to redirects.json: ${redirectLine(path, likelyTarget(path, pagePaths, publishedSet))}`,
          },
        ],
  );
}
