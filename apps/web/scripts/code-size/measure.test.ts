import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCodeSize } from "../code-size";
import { codeSizeReport, functionSizes, isCoveredSource, lineCount } from "./measure";

/** A function of exactly `lines` lines: a signature, statements, a JSX return of its own lines. */
function component(name: string, lines: number): string {
  const statements = Array.from({ length: lines - 6 }, (_, index) => `  const a${index} = ${index};`);
  return [`export function ${name}() {`, ...statements, "  return (", "    <div>", "    </div>", "  );", "}"].join(
    "\n",
  );
}

describe("functionSizes", () => {
  it("counts a function from its first line to its last, JSX lines included", () => {
    const [size] = functionSizes("a.tsx", `/** Doc. */\n${component("Card", 61)}\n`);
    expect(size).toEqual({ file: "a.tsx", name: "Card", line: 2, lines: 61, parameters: 0 });
  });

  it("names arrows and methods by what holds them, and counts nested functions on their own", () => {
    const text = [
      "const outer = () => {",
      "  const inner = function () {",
      "    return 1;",
      "  };",
      "  return inner;",
      "};",
      "class Store {",
      "  read() {",
      "    return 2;",
      "  }",
      "}",
    ].join("\n");
    expect(functionSizes("b.ts", text).map(({ name, lines }) => [name, lines])).toEqual([
      ["outer", 6],
      ["inner", 3],
      ["read", 3],
    ]);
  });
});

describe("codeSizeReport", () => {
  it("lists a function over 60 lines and a file over 200, not one of 60 or 200", () => {
    const report = codeSizeReport(
      new Map([
        ["apps/x/long.tsx", component("Long", 61)],
        ["apps/x/fits.tsx", component("Fits", 60)],
        ["apps/x/big.ts", "const a = 1;\n".repeat(201)],
        ["apps/x/full.ts", "const a = 1;\n".repeat(200)],
      ]),
    );
    expect(report.longFunctions.map(({ name, lines }) => [name, lines])).toEqual([["Long", 61]]);
    expect(report.longFiles).toEqual([{ file: "apps/x/big.ts", lines: 201 }]);
  });

  it("counts a file's lines whether or not it ends with a line break", () => {
    expect([lineCount(""), lineCount("a"), lineCount("a\n"), lineCount("a\nb")]).toEqual([0, 1, 1, 2]);
  });
});

describe("isCoveredSource", () => {
  it("covers the source of apps/, packages/ and scripts/, not tests, test helpers, the browser tests or declarations", () => {
    const covered = [
      "apps/api/src/app.ts",
      "packages/renderer/src/page.tsx",
      "apps/web/scripts/budget.ts",
      "apps/web/dev/photos.mjs",
      "scripts/test.mjs",
    ];
    const left = [
      "apps/api/src/app.test.ts",
      "packages/renderer/src/test/render.tsx",
      "apps/e2e/tests/forms.spec.ts",
      "apps/e2e/fixtures.ts",
      "packages/content/src/env.d.ts",
      "scripts/guide/guide-blocks.test.mjs",
      "packages/content/catalogue/site.json",
    ];
    expect(covered.filter(isCoveredSource)).toEqual(covered);
    expect(left.filter(isCoveredSource)).toEqual([]);
  });
});

describe("code-size --check (the lint step)", () => {
  const root = mkdtempSync(join(tmpdir(), "code-size-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it("passes a tree whose functions are 60 lines at most, a long test and built output aside", () => {
    write("packages/p/src/fits.tsx", component("Fits", 60));
    write("packages/p/src/fits.test.tsx", component("LongTest", 90));
    write("apps/w/build/client/assets/bundle.js", component("Built", 90));
    const lines: string[] = [];
    expect(runCodeSize(root, { check: true }, (line) => lines.push(line))).toBe(0);
    expect(lines.at(-1)).toMatch(/^functions over 60 lines: 0; files over 200 lines: 0; /);
  });

  it("fails on a function of 61 lines and names it with its file and line", () => {
    write("apps/a/src/long.tsx", `// A fixture.\n${component("TooLong", 61)}\n`);
    const lines: string[] = [];
    expect(runCodeSize(root, { check: true }, (line) => lines.push(line))).toBe(1);
    expect(lines).toContain("apps/a/src/long.tsx:2 TooLong: 61 lines (at most 60)");
    // Without --check the report is printed and the status stays 0.
    expect(runCodeSize(root, { check: false }, () => {})).toBe(0);
    rmSync(join(root, "apps/a/src/long.tsx"));
  });

  it("fails on a file of 201 lines in scripts/, and counts functions with more than three parameters", () => {
    const body = Array.from({ length: 197 }, (_, index) => `const line${index} = ${index};`).join("\n");
    write(
      "scripts/long.mjs",
      `// A fixture.\nexport function four(a, b, c, d) {\n  return a + b + c + d;\n}\n${body}\n`,
    );
    const lines: string[] = [];
    expect(runCodeSize(root, { check: true, listParameters: true }, (line) => lines.push(line))).toBe(1);
    expect(lines).toContain("scripts/long.mjs: 201 lines");
    expect(lines).toContain("scripts/long.mjs:2 four: 4 parameters (an options object past 3)");
    expect(lines.at(-1)).toMatch(/files over 200 lines: 1; functions with more than 3 parameters: 1 /);
  });
});
