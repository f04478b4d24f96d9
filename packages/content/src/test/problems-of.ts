import { loadCatalogue } from "../load/load";
import { CatalogueError, formatProblem } from "../schema/catalogue-error";

/** Every problem loading the catalogue in `dir` finds (on the day of `now`), as content:check prints them. */
export function problemsOf(dir: string, now?: Date): string[] {
  try {
    loadCatalogue(dir, { drafts: false, now });
  } catch (error) {
    if (error instanceof CatalogueError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}
