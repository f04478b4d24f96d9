// `npm run launch-check`: lists every fact in the catalogue that is still a sample, a placeholder
// or unconfirmed, and every setting the build or the server does not match (running-site.ts), one
// per line (file › JSON path: what is wrong; what to put there). Exits 1 until the list is empty;
// the production start refuses to start on that unless ALLOW_SAMPLE_CONTENT=1.

import { launchCheck } from "../checks/launch-check";
import { formatFinding } from "../checks/launch-finding";
import { runningSiteFindings } from "../checks/running-site";
import { CatalogueError, formatProblem } from "../schema/catalogue-error";
import { commandEnv } from "./env";

try {
  const findings = [
    ...launchCheck(process.argv[2] ?? commandEnv.catalogueDir),
    ...runningSiteFindings(commandEnv.runningSite),
  ];
  for (const finding of findings) console.error(formatFinding(finding));
  if (findings.length > 0) {
    console.error(`\n${findings.length} fact(s) to settle before going live (README: "Before going live").`);
    process.exitCode = 1;
  } else {
    console.log(
      "Launch check OK: no sample, placeholder or unconfirmed fact in the catalogue, and the settings match the build.",
    );
  }
} catch (error) {
  if (!(error instanceof CatalogueError)) throw error;
  for (const problem of error.problems) console.error(formatProblem(problem));
  console.error("\nThe catalogue does not load: fix these first (npm run content:check).");
  process.exitCode = 1;
}
