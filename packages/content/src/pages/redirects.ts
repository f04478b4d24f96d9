import { adminPagePath } from "@brightwater/contracts";
import type { Problem } from "../schema/catalogue-error";
import type { Redirect } from "../schema/redirects";

/** The line an editor adds to redirects.json. */
export function redirectLine(from: string, to: string): string {
  return `{ "from": ${JSON.stringify(from)}, "to": ${JSON.stringify(to)} }`;
}

/** The redirect answering `path`: an old address answers with or without a trailing slash. */
export function findRedirect(redirects: readonly Redirect[], path: string): Redirect | undefined {
  const bare = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return redirects.find((redirect) => redirect.from === path || redirect.from === bare);
}

/**
 * Each redirect goes straight to a published page: never to another redirect (a chain), never
 * round in a loop, and never from an address that is still a published page (the page would
 * win). From a draft it may: that is how a published page goes back to being a draft.
 * `pagePaths`: every path that answers a published page; `allPagePaths` adds drafts.
 */
export function redirectProblems(
  redirects: readonly Redirect[],
  pagePaths: ReadonlySet<string>,
  allPagePaths: ReadonlySet<string>,
): Problem[] {
  const file = "redirects.json";
  const problems: Problem[] = [];
  const targets = new Map<string, string>();
  redirects.forEach((redirect, index) => {
    if (targets.has(redirect.from)) {
      problems.push({ file, path: `redirects[${index}].from`, message: `"${redirect.from}" is redirected twice` });
    }
    targets.set(redirect.from, redirect.to);
  });
  const pathOf = (to: string) => to.split("#")[0] || "/";

  redirects.forEach((redirect, index) => {
    const at = `redirects[${index}]`;
    if (redirect.from === "/api" || redirect.from.startsWith("/api/") || redirect.from === adminPagePath) {
      problems.push({ file, path: `${at}.from`, message: `"${redirect.from}" belongs to the server, not to a page` });
    }
    if (pagePaths.has(redirect.from)) {
      problems.push({
        file,
        path: `${at}.from`,
        message: `"${redirect.from}" is still a page; remove the redirect or move the page`,
      });
    }
    const to = pathOf(redirect.to);
    if (targets.has(to)) {
      // Follow the chain: back at the start is a loop, otherwise name where it really ends.
      const seen = new Set([redirect.from]);
      let next = to;
      while (targets.has(next) && !seen.has(next)) {
        seen.add(next);
        next = pathOf(targets.get(next) ?? "");
      }
      problems.push(
        seen.has(next)
          ? { file, path: `${at}.to`, message: `redirect loop: ${[...seen, next].join(" → ")}` }
          : {
              file,
              path: `${at}.to`,
              message: `"${to}" is itself redirected (a chain); point "${redirect.from}" straight at "${next}"`,
            },
      );
    } else if (!pagePaths.has(to)) {
      const draft = allPagePaths.has(to) ? " (it is a draft)" : "";
      problems.push({ file, path: `${at}.to`, message: `"${redirect.to}" is not a published page${draft}` });
    }
  });
  return problems;
}
