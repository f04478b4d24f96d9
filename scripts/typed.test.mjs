import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Every script is in the strict type check (tsconfig.json: allowJs, checkJs, strict). TypeScript
// leaves a file out without a word when a declaration file stands beside it, and reads none of a
// file that opts out, so both are refused here.
const dir = new URL(".", import.meta.url).pathname;
const skipped = new Set(["node_modules", "test-results"]);

/** @param {string} folder @returns {string[]} */
function files(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? files(path) : [relative(dir, path)];
  });
}

const scripts = files(dir).filter((file) => /\.(m?js|cjs|m?ts)$/.test(file));

describe("the scripts' type check", () => {
  it("covers every script: no declaration file stands in for one", () => {
    const declarations = scripts.filter((file) => /\.d\.m?ts$/.test(file));
    expect(declarations).toEqual([]);
    expect(scripts.filter((file) => file.endsWith(".js") || file.endsWith(".cjs"))).toEqual([]);
    const { include } = JSON.parse(readFileSync(join(dir, "tsconfig.json"), "utf8"));
    expect(include).toEqual(expect.arrayContaining(["**/*.mjs", "**/*.mts", "**/*.ts"]));
  });

  it("lets no script opt out of it", () => {
    const optedOut = scripts.filter((file) =>
      /@ts-(nocheck|ignore|expect-error)|@type \{\s*any\s*\}/.test(readFileSync(join(dir, file), "utf8")),
    );
    expect(optedOut).toEqual([]);
  });
});
