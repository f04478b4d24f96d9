import { readFileSync } from "node:fs";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const apiDir = new URL("../", import.meta.url).pathname;

// The server bundles our workspace packages (scripts/build.mjs). The image pipeline (sharp, a
// native module) is build-time only: bundled into the server it stops the server from starting.
describe("the server bundle", { timeout: 120_000 }, () => {
  it("holds nothing of the image pipeline", async () => {
    const pkg = JSON.parse(readFileSync(`${apiDir}package.json`, "utf8"));
    const external = Object.keys(pkg.dependencies).filter((name: string) => !name.startsWith("@brightwater/"));
    const result = await build({
      // The server and its report thread's program (scripts/build.mjs builds both).
      entryPoints: [`${apiDir}src/server.ts`, `${apiDir}src/db/report-worker.ts`],
      bundle: true,
      platform: "node",
      format: "esm",
      write: false,
      outdir: "dist",
      metafile: true,
      external,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(
      inputs.filter((input) => /[\\/](sharp|detect-libc)[@\\/]|photos[\\/](check|pipeline)\.ts$/.test(input)),
    ).toEqual([]);
  });
});
