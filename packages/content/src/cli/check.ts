// `pnpm content:check`: validates the whole catalogue and prints every problem with its file
// and JSON path, then the warnings (search snippets, offers about to end). Exits 1 on a problem.
import { CatalogueError, formatProblem } from "../catalogue-error";
import { loadCatalogue } from "../load";
import { routeList } from "../routes";

const dir = process.argv[2];
try {
  const catalogue = loadCatalogue(dir);
  for (const warning of catalogue.warnings) console.warn(`warning: ${formatProblem(warning)}`);
  console.log(
    `Catalogue OK: ${catalogue.pages.length} pages (${catalogue.cities.length} cities), ${routeList(catalogue).length} routes, ${catalogue.redirects.length} redirects, ${catalogue.warnings.length} warning(s).`,
  );
} catch (error) {
  if (!(error instanceof CatalogueError)) throw error;
  for (const problem of error.problems) console.error(formatProblem(problem));
  console.error(`\n${error.problems.length} problem(s) found.`);
  process.exitCode = 1;
}
