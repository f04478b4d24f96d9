// `npm run turbo -- <task> [turbo options]`: any task of any workspace on a machine with only Node
// and npm. It installs first (fast when nothing changed), and runs turbo with the project's own
// pnpm on PATH, which turbo needs to start each task.
import { install, turbo } from "./pnpm.mjs";

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error(
    "Usage: npm run turbo -- <task> [--filter=<workspace>] …  e.g. npm run turbo -- test --filter=@brightwater/content",
  );
  process.exit(2);
}
install();
turbo(args[0] === "run" ? args : ["run", ...args]);
