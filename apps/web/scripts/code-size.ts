// `npm run code-size`: the functions over 60 lines and the files over 200 lines in the source of
// apps/, packages/ and scripts/ (tests aside), counted on the TypeScript syntax tree, and how many
// functions take more than three parameters (`--parameters` lists them). With `--check` (part of
// the web workspace's lint) it exits 1 when any function is over 60 lines or any file over 200.
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
  for (const top of ["apps", "packages", "scripts"]) {
    try {
      walk(join(root, top));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return sources;
}

/**
 * Prints the report of the tree at `root`; returns the exit status (1 when `check` and a function or
 * a file is too long). `listParameters`: each function with more than three parameters too.
 */
export function runCodeSize(
  root: string,
  { check, listParameters = false }: { check: boolean; listParameters?: boolean },
  print: (line: string) => void = console.log,
): number {
  const report = codeSizeReport(readSources(root));
  for (const size of report.longFunctions)
    print(`${size.file}:${size.line} ${size.name}: ${size.lines} lines (at most ${limits.functionLines})`);
  for (const size of report.longFiles) print(`${size.file}: ${size.lines} lines`);
  if (listParameters)
    for (const size of report.manyParameters)
      print(
        `${size.file}:${size.line} ${size.name}: ${size.parameters} parameters (an options object past ${limits.parameters})`,
      );
  print(
    `functions over ${limits.functionLines} lines: ${report.longFunctions.length}; files over ${limits.fileLines} lines: ${report.longFiles.length}; functions with more than ${limits.parameters} parameters: ${report.manyParameters.length} (${report.functions} functions in ${report.files} files)`,
  );
  return check && report.longFunctions.length + report.longFiles.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("../../../", import.meta.url).pathname;
  process.exitCode = runCodeSize(root, {
    check: process.argv.includes("--check"),
    listParameters: process.argv.includes("--parameters"),
  });
}
