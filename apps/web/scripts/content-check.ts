// `npm run content:check -- [catalogue dir]`: validates the catalogue (every problem with its file and
// JSON path), then renders every city page and every service page and fails when two of a kind
// read too much alike (the largest pair and the mean are printed either way). Ends with one
// verdict line, "OK" only when nothing is wrong. Exits 1 on any problem.
import { register } from "node:module";
import { runProductionReact } from "../env";

runProductionReact();
register("./content-check/url-imports.mjs", import.meta.url);
const { runContentCheck } = await import("./content-check/run");
const { printCheck } = await import("@brightwater/content/check");

process.exitCode = printCheck(await runContentCheck(process.argv[2]));
