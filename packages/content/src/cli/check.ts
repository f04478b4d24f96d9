// `pnpm content:check`: validates the whole catalogue and prints every problem with its file
// and JSON path. Exits 1 when there is any.
import { checkCatalogue } from "../check";

const { ok, report, problems } = await checkCatalogue(process.argv[2]);
for (const line of report) console.log(line);
for (const line of problems) console.error(line);
if (!ok) {
  console.error(`\n${problems.length} problem(s) found.`);
  process.exitCode = 1;
}
