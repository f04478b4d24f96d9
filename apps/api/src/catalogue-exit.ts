import { CatalogueError, formatProblem } from "@brightwater/content";

/**
 * The server cannot start on a broken catalogue. Under `npm run dev` (tsx watch) it starts again
 * on the next save, so one line says what is wrong and where; `npm run content:check` lists the
 * rest. Any other error is rethrown as it was. `production`: the server's NODE_ENV says so.
 */
export function exitOnCatalogueError(error: unknown, production: boolean): never {
  if (!(error instanceof CatalogueError)) throw error;
  const [first] = error.problems;
  const count = error.problems.length;
  const more = count > 1 ? ` (and ${count - 1} more: npm run content:check lists them)` : "";
  const next = production ? "fix it and start again" : "waiting for the next save";
  console.error(
    `api: the catalogue has ${count} problem${count === 1 ? "" : "s"}, ${next}: ${first ? formatProblem(first) : error.message}${more}`,
  );
  process.exit(1);
}
