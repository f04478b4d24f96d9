import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkCircles } from "./cli";

// Each test lays out workspaces of its own in a temporary folder: files, package.json files and
// the node_modules link a workspace install makes.
let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function lay(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "import-circles-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const packageJson = (name: string) => JSON.stringify({ name, type: "module", exports: { ".": "./src/index.ts" } });

describe("the import circle check", () => {
  it("fails on a circle of type-only imports, naming the files in order", () => {
    lay({
      "content/src/load.ts": 'import { rules } from "./rules";\nexport interface Catalogue { pages: string[] }\n',
      "content/src/rules.ts": 'import { paths } from "./paths";\nexport const rules = paths;\n',
      "content/src/paths.ts":
        'import type { Catalogue } from "./load";\nexport const paths = (c: Catalogue) => c.pages;\n',
    });
    const result = checkCircles([join(root, "content")], root);
    expect(result.ok).toBe(false);
    expect(result.lines[0]).toBe(
      "import circle (3 files): content/src/load.ts → content/src/rules.ts → content/src/paths.ts → content/src/load.ts",
    );
  });

  it("passes once the shared type has a module of its own", () => {
    lay({
      "content/src/catalogue.ts": "export interface Catalogue { pages: string[] }\n",
      "content/src/load.ts": 'import { rules } from "./rules";\nexport type { Catalogue } from "./catalogue";\n',
      "content/src/rules.ts": 'import { paths } from "./paths";\nexport const rules = paths;\n',
      "content/src/paths.ts":
        'import type { Catalogue } from "./catalogue";\nexport const paths = (c: Catalogue) => c.pages;\n',
    });
    expect(checkCircles([join(root, "content")], root)).toEqual({
      ok: true,
      lines: ["No import circle in 4 source files."],
    });
  });

  it("follows package imports: a circle between two workspaces fails", () => {
    lay({
      "renderer/package.json": packageJson("@fixture/renderer"),
      "renderer/src/index.ts": 'import { limits } from "@fixture/contracts";\nexport const form = limits;\n',
      "contracts/package.json": packageJson("@fixture/contracts"),
      "contracts/src/index.ts": 'export { limits } from "./limits";\n',
      "contracts/src/limits.ts":
        'import type { form } from "@fixture/renderer";\nexport const limits = 1 as unknown as typeof form;\n',
    });
    for (const [from, to] of [
      ["renderer", "contracts"],
      ["contracts", "renderer"],
    ] as const) {
      mkdirSync(join(root, from, "node_modules/@fixture"), { recursive: true });
      symlinkSync(join(root, to), join(root, from, "node_modules/@fixture", to));
    }
    const result = checkCircles([join(root, "renderer"), join(root, "contracts")], root);
    expect(result.ok).toBe(false);
    expect(result.lines[0]).toMatch(/^import circle \(3 files\): .*renderer\/src\/index\.ts → .*contracts\/src/);
  });

  it("fails on a file that imports itself, and reads dynamic imports and re-exports", () => {
    lay({
      "web/src/self.ts": 'export * from "./self";\n',
      "web/src/lazy.ts": 'export const later = () => import("./eager");\n',
      "web/src/eager.ts": 'export { later } from "./lazy";\n',
    });
    const result = checkCircles([join(root, "web")], root);
    expect(result.lines.slice(0, 2).sort()).toEqual([
      "import circle (1 file): web/src/self.ts → web/src/self.ts",
      "import circle (2 files): web/src/eager.ts → web/src/lazy.ts → web/src/eager.ts",
    ]);
  });
});
