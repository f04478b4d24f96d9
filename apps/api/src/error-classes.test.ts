import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// One name per idea: each layer's error class is named for its layer (the API's answers, what the
// browser received, the catalogue's problems), and no name stands for two classes.
const repo = new URL("../../../", import.meta.url).pathname;
const roots = [
  "apps/api/src",
  "apps/web/app",
  "apps/web/scripts",
  "packages/contracts/src",
  "packages/content/src",
  "packages/renderer/src",
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const errorClasses = roots
  .flatMap((root) => sourceFiles(join(repo, root)))
  .flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/class (\w+) extends Error\b/g)].map((match) => ({
      name: match[1] as string,
      file: relative(repo, file),
    })),
  );

describe("error classes", () => {
  it("are one per layer, each name once: ApiError is the API's alone", () => {
    expect(errorClasses.filter((found) => found.name === "ApiError").map((found) => found.file)).toEqual([
      "apps/api/src/lib/http/api-error.ts",
    ]);
    const names = errorClasses.map((found) => found.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
