// The logic of `npm run content:check`, callable in-process: what it would print and whether it passed.

import { defaultCatalogueDir } from "../load/catalogue-dir";
import { loadCatalogue } from "../load/load";
import { recordPublishedPaths } from "../load/published-paths";
import { routeList } from "../pages/routes";
import { checkPhotos, stockPhotoWarnings } from "../photos/check";
import type { Catalogue } from "../schema/catalogue";
import { CatalogueError, formatProblem } from "../schema/catalogue-error";
import { staleJsonSchemas } from "./json-schemas";

export interface CheckResult {
  ok: boolean;
  /** Lines for standard output: warnings, drafts, paths recorded. Never a verdict. */
  report: string[];
  /** One line per problem, each naming its file and JSON path, what is wrong and what to do. */
  problems: string[];
  /** What the catalogue holds, for the last line when nothing is wrong. */
  counts: string;
}

/** The last line of the check: "OK" only when there is no problem at all. */
export function verdict(result: Pick<CheckResult, "ok" | "problems" | "counts">): string {
  return result.ok
    ? `Catalogue OK: ${result.counts}.`
    : `${result.problems.length} problem(s) found: fix each line above, then run the check again.`;
}

/**
 * What a check's command prints: its report on standard output, each problem on standard error,
 * then the verdict last (after a blank line when something is wrong). Returns the exit status.
 */
export function printCheck(result: CheckResult): 0 | 1 {
  for (const line of result.report) console.log(line);
  for (const line of result.problems) console.error(line);
  if (result.ok) {
    console.log(verdict(result));
    return 0;
  }
  console.error(`\n${verdict(result)}`);
  return 1;
}

/** The pages a production build would leave out, each with the file that makes it a draft. */
function draftLines(catalogue: Catalogue): string[] {
  return catalogue.pages
    .filter((page) => page.draft)
    .map(
      (page) =>
        `draft: ${catalogue.pageFiles.get(page.path) ?? page.path} (${page.path}) shows only in npm run dev; remove "draft" to publish it`,
    );
}

function countsOf(catalogue: Catalogue, warnings: number): string {
  const live = catalogue.pages.filter((page) => !page.draft);
  const cities = catalogue.cityEntries.filter((entry) => !entry.draft).length;
  const routes = routeList({ ...catalogue, pages: live }).length;
  const drafts = catalogue.pages.length - live.length;
  return `${live.length} pages (${cities} cities), ${routes} routes, ${catalogue.redirects.length} redirects, ${warnings} warning(s), ${drafts} draft(s)`;
}

export interface CheckOptions {
  /**
   * Add the paths of new published pages to published-paths.json when nothing is wrong (default).
   * A caller with checks of its own still to run records them itself once those pass.
   */
  record?: boolean;
}

/**
 * Validates the catalogue in `dir` (the shipped one when omitted), drafts included, its
 * photographs, and the JSON Schemas editors use.
 */
export async function checkCatalogue(
  dir: string = defaultCatalogueDir(),
  options: CheckOptions = {},
): Promise<CheckResult> {
  const stale = staleJsonSchemas().map(
    (file) => `schema/${file}: out of date with the zod schema: run \`npm run schema\``,
  );
  let catalogue: Catalogue;
  try {
    catalogue = loadCatalogue(dir, { drafts: true });
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
    return { ok: false, report: [], problems: [...error.problems.map(formatProblem), ...stale], counts: "" };
  }
  const photoProblems = (await checkPhotos(catalogue, dir)).map(formatProblem);
  // Warnings (search snippets, offers ending) do not fail the check.
  const warnings = [...catalogue.warnings, ...stockPhotoWarnings(catalogue, dir)];
  const report = [...warnings.map((warning) => `warning: ${formatProblem(warning)}`), ...draftLines(catalogue)];
  const problems = [...photoProblems, ...stale];
  const ok = problems.length === 0;
  if (ok && options.record !== false) report.push(...recordPublishedPaths(dir, catalogue));
  // The summary counts every warning listed above it (stock photographs too).
  return { ok, report, problems, counts: countsOf(catalogue, warnings.length) };
}
