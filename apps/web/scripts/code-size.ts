// `npm run code-size`: the functions over 60 lines and the files over 200 lines in the source of
// apps/ and packages/ (tests aside), counted on the TypeScript syntax tree. With `--check` (part of
// the web workspace's lint) it exits 1 when any function is over 60 lines; long files are listed only.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { codeSizeReport, isCoveredSource, limits } from "./code-size/measure";

/** Folders that hold what a build, an install or a test run wrote, never source. */
const generated = new Set(["node_modules", "build", "dist", ".react-router", "test-results", ".test-builds", ".turbo"]);

/** Path (relative to `root`, with `/`) → text of every covered source file under `root`'s apps/ and packages/. */
export function readSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!generated.has(entry.name)) walk(path);
        continue;
      }
      const file = relative(root, path).split("\\").join("/");
      if (isCoveredSource(file)) sources.set(file, readFileSync(path, "utf8"));
    }
  };
  for (const top of ["apps", "packages"]) {
    try {
      walk(join(root, top));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return sources;
}

/** Prints the report of the tree at `root`; returns the exit status (1 when `check` and a function is too long). */
export function runCodeSize(root: string, check: boolean, print: (line: string) => void = console.log): number {
  const report = codeSizeReport(readSources(root));
  for (const size of report.longFunctions)
    print(`${size.file}:${size.line} ${size.name}: ${size.lines} lines (at most ${limits.functionLines})`);
  for (const size of report.longFiles) print(`${size.file}: ${size.lines} lines`);
  print(
    `functions over ${limits.functionLines} lines: ${report.longFunctions.length}; files over ${limits.fileLines} lines: ${report.longFiles.length} (${report.functions} functions in ${report.files} files)`,
  );
  return check && report.longFunctions.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("../../../", import.meta.url).pathname;
  process.exitCode = runCodeSize(root, process.argv.includes("--check"));
}
