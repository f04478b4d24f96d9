// The logic of `pnpm content:check`, callable in-process: what it would print and whether it passed.
import { CatalogueError, formatProblem } from "./catalogue-error";
import { defaultCatalogueDir, loadCatalogue } from "./load";
import { checkPhotos } from "./photos/check";
import { routeList } from "./routes";

export interface CheckResult {
  ok: boolean;
  /** Lines for standard output: the summary and any warning. */
  report: string[];
  /** One line per problem, each naming its file and JSON path. */
  problems: string[];
}

/** Validates the catalogue in `dir` (the shipped one when omitted), photographs included. */
export async function checkCatalogue(dir: string = defaultCatalogueDir()): Promise<CheckResult> {
  try {
    const catalogue = loadCatalogue(dir);
    const photoProblems = await checkPhotos(catalogue, dir);
    if (photoProblems.length > 0) return { ok: false, report: [], problems: photoProblems.map(formatProblem) };
    const summary = `Catalogue OK: ${catalogue.pages.length} pages (${catalogue.cities.length} cities), ${routeList(catalogue).length} routes.`;
    return { ok: true, report: [summary], problems: [] };
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
    return { ok: false, report: [], problems: error.problems.map(formatProblem) };
  }
}
