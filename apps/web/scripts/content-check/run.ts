import { resolve } from "node:path";
import { checkCatalogue, checkUniqueness, loadCatalogue } from "@brightwater/content";
import { pageText } from "./page-text";

export interface ContentCheckResult {
  ok: boolean;
  report: string[];
  problems: string[];
}

/** The catalogue checks, then the uniqueness of city and service pages as rendered. */
export async function runContentCheck(dirArgument?: string): Promise<ContentCheckResult> {
  // A relative directory is the caller's, not this package's (pnpm runs scripts in the package).
  const dir = dirArgument ? resolve(process.env.INIT_CWD ?? process.cwd(), dirArgument) : undefined;
  const validation = await checkCatalogue(dir);
  if (!validation.ok) return validation;
  const catalogue = loadCatalogue(dir);
  const uniqueness = await checkUniqueness(catalogue, (page) => pageText(page, catalogue));
  return {
    ok: uniqueness.problems.length === 0,
    report: [...validation.report, ...uniqueness.lines],
    problems: uniqueness.problems,
  };
}
