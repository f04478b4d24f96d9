// The logic of `npm run content:check`, callable in-process: what it would print and whether it passed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Catalogue } from "../catalogue";
import { CatalogueError, formatProblem } from "../load/catalogue-error";
import { defaultCatalogueDir, loadCatalogue } from "../load/load";
import { recordPublishedPaths } from "../load/published-paths";
import { routeList } from "../pages/routes";
import { checkPhotos, stockPhotoWarnings } from "../photos/check";
import { jsonSchemas } from "../schema/json-schemas";

export interface CheckResult {
  ok: boolean;
  /** Lines for standard output: warnings, drafts, paths recorded. Never a verdict. */
  report: string[];
  /** One line per problem, each naming its file and JSON path, what is wrong and what to do. */
  problems: string[];
  /** What the catalogue holds, for the last line when nothing is wrong. */
  counts: string;
}

const schemaDir = new URL("../../schema/", import.meta.url).pathname;

/** The committed JSON Schemas that no longer match the zod schemas: editors would check files against old rules. */
export function staleJsonSchemas(dir = schemaDir): string[] {
  return Object.entries(jsonSchemas())
    .filter(([file, schema]) => {
      let committed: string;
      try {
        committed = readFileSync(join(dir, file), "utf8");
      } catch {
        return true;
      }
      return committed !== `${JSON.stringify(schema, null, 2)}\n`;
    })
    .map(([file]) => file);
}

/** The last line of the check: "OK" only when there is no problem at all. */
export function verdict(result: Pick<CheckResult, "ok" | "problems" | "counts">): string {
  return result.ok
    ? `Catalogue OK: ${result.counts}.`
    : `${result.problems.length} problem(s) found: fix each line above, then run the check again.`;
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
