import { cityPath } from "../pages/city-page";
import type { Catalogue } from "../schema/catalogue";
import type { PageEntry } from "../schema/page";
import { compareTexts, formatOver, formatReport, type SimilarityReport } from "./similarity";

/** The parent page of every service page in the breadcrumb; its children are compared with each other. */
export const servicesPath = "/services";

/** The kinds of page that must each read differently from the others of their kind. */
export function uniquenessGroups(
  catalogue: Catalogue,
): { kind: string; pages: { page: PageEntry; town?: string }[] }[] {
  const byPath = new Map(catalogue.pages.map((page) => [page.path, page]));
  const cityPages = catalogue.cityEntries.flatMap((entry) => {
    const page = byPath.get(cityPath(entry.slug, entry.state));
    return page ? [{ page, town: entry.name }] : [];
  });
  const servicePages = catalogue.pages
    .filter((page) => page.breadcrumb?.parent === servicesPath)
    .map((page) => ({ page }));
  return [
    { kind: "city pages", pages: cityPages },
    { kind: "service pages", pages: servicePages },
  ];
}

export interface UniquenessResult {
  reports: { kind: string; report: SimilarityReport }[];
  /** Summary lines: the largest pair and the mean of each kind. */
  lines: string[];
  /** One line per pair over the limit, naming both files. */
  problems: string[];
}

/**
 * Compares the visible text of every city page with every other, and of every service page with
 * every other. `textOf` gives a page's visible text: the rendered page, or its built HTML.
 */
export async function checkUniqueness(
  catalogue: Catalogue,
  textOf: (page: PageEntry) => string | Promise<string>,
): Promise<UniquenessResult> {
  const result: UniquenessResult = { reports: [], lines: [], problems: [] };
  for (const { kind, pages } of uniquenessGroups(catalogue)) {
    const texts = await Promise.all(
      pages.map(async ({ page, town }) => ({
        file: catalogue.pageFiles.get(page.path) ?? page.path,
        text: await textOf(page),
        ...(town ? { town } : {}),
      })),
    );
    const report = compareTexts(texts);
    result.reports.push({ kind, report });
    result.lines.push(formatReport(kind, report));
    result.problems.push(...formatOver(kind, report));
  }
  return result;
}
