import type { Problem } from "../schema/catalogue-error";
import type { PageEntry } from "../schema/page";

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

const homePath = "/";

/** A page's short name: its breadcrumb label, else its main heading, else its title before " | ". */
function crumbName(page: PageEntry): string {
  if (page.breadcrumb) return page.breadcrumb.label;
  const hero = page.blocks.find((block) => block.type === "hero");
  return hero?.title ?? page.seo.title.split(" | ")[0] ?? page.seo.title;
}

/**
 * Home › … › the page, following each page's `breadcrumb.parent` (home when absent). Empty for the
 * home page itself. The visible breadcrumb and its BreadcrumbList structured data both come from here.
 */
export function breadcrumbTrail(page: PageEntry, pages: readonly PageEntry[]): Crumb[] {
  if (page.path === homePath) return [];
  const byPath = new Map(pages.map((entry) => [entry.path, entry]));
  const trail: Crumb[] = [];
  const seen = new Set<string>();
  let current: PageEntry | undefined = page;
  while (current && current.path !== homePath && !seen.has(current.path)) {
    seen.add(current.path);
    trail.unshift({ name: crumbName(current), path: current.path });
    current = byPath.get(current.breadcrumb?.parent ?? homePath);
  }
  const home = byPath.get(homePath);
  trail.unshift({ name: home ? crumbName(home) : "Home", path: homePath });
  return trail;
}

/** A parent that is no page, or a trail that loops back on itself. */
export function breadcrumbProblems(pages: readonly PageEntry[], fileOf: (page: PageEntry) => string): Problem[] {
  const byPath = new Map(pages.map((entry) => [entry.path, entry]));
  const problems: Problem[] = [];
  for (const page of pages) {
    const parent = page.breadcrumb?.parent;
    if (!parent) continue;
    const file = fileOf(page);
    if (!byPath.has(parent)) {
      problems.push({ file, path: "breadcrumb.parent", message: `no page has the path "${parent}"` });
      continue;
    }
    const seen = new Set([page.path]);
    for (let step = byPath.get(parent); step?.breadcrumb?.parent; step = byPath.get(step.breadcrumb.parent)) {
      if (seen.has(step.path)) {
        problems.push({ file, path: "breadcrumb.parent", message: `the trail loops back to "${step.path}"` });
        break;
      }
      seen.add(step.path);
    }
  }
  return problems;
}
