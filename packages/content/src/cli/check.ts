// `pnpm content:check`: validates the whole catalogue and prints every problem with its file
// and JSON path. Exits 1 when there is any.
import { CatalogueError, formatProblem } from "../catalogue-error";
import { loadCatalogue } from "../load";
import { routeList } from "../routes";

const dir = process.argv[2];
try {
  const catalogue = loadCatalogue(dir);
  console.log(
    `Catalogue OK: ${catalogue.pages.length} pages (${catalogue.cities.length} cities), ${routeList(catalogue).length} routes.`,
  );
} catch (error) {
  if (!(error instanceof CatalogueError)) throw error;
  for (const problem of error.problems) console.error(formatProblem(problem));
  console.error(`\n${error.problems.length} problem(s) found.`);
  process.exitCode = 1;
}
