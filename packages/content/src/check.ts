// The logic of `pnpm content:check`, callable in-process: what it would print and whether it passed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CatalogueError, formatProblem } from "./catalogue-error";
import { jsonSchemas } from "./json-schemas";
import { defaultCatalogueDir, loadCatalogue } from "./load";
import { checkPhotos, stockPhotoWarnings } from "./photos/check";
import { routeList } from "./routes";

export interface CheckResult {
  ok: boolean;
  /** Lines for standard output: any warning, then the summary. */
  report: string[];
  /** One line per problem, each naming its file and JSON path. */
  problems: string[];
}

const schemaDir = new URL("../schema/", import.meta.url).pathname;

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

/**
 * Validates the catalogue in `dir` (the shipped one when omitted), its photographs, and the JSON
 * Schemas editors use.
 */
export async function checkCatalogue(dir: string = defaultCatalogueDir()): Promise<CheckResult> {
  const stale = staleJsonSchemas().map(
    (file) => `schema/${file}: out of date with the zod schema: run \`pnpm --filter @brightwater/content run schema\``,
  );
  try {
    const catalogue = loadCatalogue(dir);
    const photoProblems = (await checkPhotos(catalogue, dir)).map(formatProblem);
    // Warnings (search snippets, offers ending) do not fail the check.
    const warnings = [...catalogue.warnings, ...stockPhotoWarnings(catalogue, dir)].map(
      (warning) => `warning: ${formatProblem(warning)}`,
    );
    const summary = `Catalogue OK: ${catalogue.pages.length} pages (${catalogue.cities.length} cities), ${routeList(catalogue).length} routes, ${catalogue.redirects.length} redirects, ${warnings.length} warning(s).`;
    const problems = [...photoProblems, ...stale];
    if (photoProblems.length > 0) return { ok: false, report: warnings, problems };
    return { ok: problems.length === 0, report: [...warnings, summary], problems };
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
    return { ok: false, report: [], problems: [...error.problems.map(formatProblem), ...stale] };
  }
}
