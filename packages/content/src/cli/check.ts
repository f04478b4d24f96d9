// `npm run content:check`: validates the whole catalogue and prints every problem with its file
// and JSON path, then one verdict line. Exits 1 when there is any problem.
import { checkCatalogue, verdict } from "../checks/check";
import { commandEnv } from "./env";

const result = await checkCatalogue(process.argv[2] ?? commandEnv.catalogueDir);
for (const line of result.report) console.log(line);
for (const line of result.problems) console.error(line);
if (result.ok) console.log(verdict(result));
else {
  console.error(`\n${verdict(result)}`);
  process.exitCode = 1;
}
