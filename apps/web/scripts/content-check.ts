// `pnpm content:check [catalogue dir]`: validates the catalogue (every problem with its file and
// JSON path), then renders every city page and every service page and fails when two of a kind
// read too much alike (the largest pair and the mean are printed either way). Exits 1 on any problem.
import { register } from "node:module";
import { runProductionReact } from "../env";

runProductionReact();
register("./content-check/url-imports.mjs", import.meta.url);
const { runContentCheck } = await import("./content-check/run");

const dir = process.argv[2];
const { ok, report, problems } = await runContentCheck(dir);
for (const line of report) console.log(line);
for (const line of problems) console.error(line);
if (!ok) {
  console.error(`\n${problems.length} problem(s) found.`);
  process.exitCode = 1;
}
