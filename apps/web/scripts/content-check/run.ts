import { resolve } from "node:path";
import { checkUniqueness, defaultCatalogueDir, loadCatalogue, recordPublishedPaths } from "@brightwater/content";
// Build-time only: the photograph checks read the files with sharp, which the server never loads.
import { type CheckResult, checkCatalogue } from "@brightwater/content/check";
import { buildPhotos, pagePictures } from "@brightwater/content/photos";
import { buildEnv } from "../../env";
import { pageText } from "./page-text";

export type ContentCheckResult = CheckResult;

/**
 * The catalogue checks, then the uniqueness of city and service pages as rendered. Only when
 * both pass are new pages added to published-paths.json.
 */
export async function runContentCheck(dirArgument?: string): Promise<ContentCheckResult> {
  // A relative directory is the caller's, not this package's (pnpm runs scripts in the package).
  const dir = dirArgument
    ? resolve(buildEnv.invocationDir, dirArgument)
    : (buildEnv.catalogue.dir ?? defaultCatalogueDir());
  const validation = await checkCatalogue(dir, { record: false });
  if (!validation.ok) return validation;
  const catalogue = loadCatalogue(dir);
  // The pages render as on the site, photographs included (made once, then taken from the cache).
  const photos = await buildPhotos({ catalogueDir: dir });
  const uniqueness = await checkUniqueness(catalogue, (page) => pageText(page, catalogue, pagePictures(page, photos)));
  const ok = uniqueness.problems.length === 0;
  const recorded = ok ? recordPublishedPaths(dir, catalogue) : [];
  return {
    ok,
    report: [...validation.report, ...uniqueness.lines, ...recorded],
    problems: uniqueness.problems,
    counts: validation.counts,
  };
}
