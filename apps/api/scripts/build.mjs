// Bundles the server into dist/server.js and its report thread's program into
// dist/report-worker.js. Our workspace packages (TypeScript source) are bundled in; published
// dependencies stay external and load from node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@brightwater/"));

await build({
  entryPoints: {
    server: "src/server.ts",
    "report-worker": "src/db/report-worker.ts",
    // The settings as the server reads them, its backup and restore, for the commands run beside
    // it (scripts/ops/server.mjs).
    ops: "src/ops/commands.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "info",
});
