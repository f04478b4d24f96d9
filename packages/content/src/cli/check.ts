// `npm run content:check`: validates the whole catalogue and prints every problem with its file
// and JSON path, then one verdict line. Exits 1 when there is any problem.
import { checkCatalogue, printCheck } from "../checks/check";
import { commandEnv } from "./env";

process.exitCode = printCheck(await checkCatalogue(process.argv[2] ?? commandEnv.catalogueDir));
