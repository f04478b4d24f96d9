import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Configuration is read once, by each app's env module (apps/web/env.ts, apps/api/src/config.ts),
// and passed down as arguments. A package that read the environment itself would take settings
// its app never parsed nor checked, and a test could not tell where a value came from.
const packages = new URL("../../", import.meta.url).pathname;

// The content package's own commands (`content:check`, `launch-check`) are programs, not library
// code: their one env module reads their settings and passes them on like an app's.
const commandEnv = "content/src/cli/env.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "test" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("packages", () => {
  it("read no environment: every setting comes from the app as an argument", () => {
    const readers = readdirSync(packages)
      .flatMap((name) => sourceFiles(join(packages, name, "src")))
      .filter((file) => relative(packages, file) !== commandEnv)
      .filter((file) => /process\.env|import\.meta\.env/.test(readFileSync(file, "utf8")))
      .map((file) => relative(packages, file));
    expect(readers).toEqual([]);
  });
});
