import { loadCatalogue } from "../load/load";
import { CatalogueError, formatProblem } from "../schema/catalogue-error";

/** Every problem loading the catalogue in `dir` finds, as content:check prints them. */
export function problemsOf(dir: string): string[] {
  try {
    loadCatalogue(dir, { drafts: false });
  } catch (error) {
    if (error instanceof CatalogueError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}
