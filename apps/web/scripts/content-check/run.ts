import { resolve } from "node:path";
import { checkUniqueness, loadCatalogue } from "@brightwater/content";
// Build-time only: the photograph checks read the files with sharp, which the server never loads.
import { checkCatalogue } from "@brightwater/content/check";
import { buildPhotos, pagePictures } from "@brightwater/content/photos";
import { buildEnv } from "../../env";
import { pageText } from "./page-text";

export interface ContentCheckResult {
  ok: boolean;
  report: string[];
  problems: string[];
}

/** The catalogue checks, then the uniqueness of city and service pages as rendered. */
export async function runContentCheck(dirArgument?: string): Promise<ContentCheckResult> {
  // A relative directory is the caller's, not this package's (pnpm runs scripts in the package).
  const dir = dirArgument ? resolve(buildEnv.invocationDir, dirArgument) : undefined;
  const validation = await checkCatalogue(dir);
  if (!validation.ok) return validation;
  const catalogue = loadCatalogue(dir);
  // The pages render as on the site, photographs included (made once, then taken from the cache).
  const photos = await buildPhotos(dir ? { catalogueDir: dir } : {});
  const uniqueness = await checkUniqueness(catalogue, (page) => pageText(page, catalogue, pagePictures(page, photos)));
  return {
    ok: uniqueness.problems.length === 0,
    report: [...validation.report, ...uniqueness.lines],
    problems: uniqueness.problems,
  };
}
