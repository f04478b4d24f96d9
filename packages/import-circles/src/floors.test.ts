import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkFloors } from "./cli";

// Each test lays out a repository of its own in a temporary folder: its import-floors.json, the
// workspaces' files and package.json files, and the node_modules links a workspace install makes.
let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function lay(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "import-floors-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The link `pnpm install` makes from `from`'s node_modules to the workspace `to`. */
function link(from: string, to: string, name: string) {
  mkdirSync(join(root, from, "node_modules/@fixture"), { recursive: true });
  symlinkSync(join(root, to), join(root, from, "node_modules", name));
}

const manifest = (name: string, dependencies: string[] = []) =>
  JSON.stringify({
    name,
    type: "module",
    exports: { ".": "./src/index.ts" },
    dependencies: Object.fromEntries(dependencies.map((dependency) => [dependency, "workspace:*"])),
  });

const contentFloors = JSON.stringify({
  workspaces: [["content"]],
  folders: { "content/src": [["schema"], ["pages", "photos"], ["load"]] },
});

describe("the floors inside a folder", () => {
  it("fails a planted import back up, naming both files and the floors", () => {
    lay({
      "import-floors.json": contentFloors,
      "content/src/schema/city.ts": 'import { readCity } from "../load/read";\nexport const city = readCity;\n',
      "content/src/load/read.ts": "export const readCity = () => 1;\n",
    });
    const result = checkFloors([join(root, "content")], root);
    expect(result.ok).toBe(false);
    expect(result.lines[0]).toBe(
      "import back up: content/src/schema/city.ts → content/src/load/read.ts (load is not below schema)",
    );
  });

  it("passes imports down, and within a folder", () => {
    lay({
      "import-floors.json": contentFloors,
      "content/src/schema/city.ts": "export const city = 1;\n",
      "content/src/schema/index.ts": 'export { city } from "./city";\n',
      "content/src/load/read.ts": 'import { city } from "../schema";\nexport const readCity = () => city;\n',
    });
    expect(checkFloors([join(root, "content")], root)).toEqual({
      ok: true,
      lines: ["No import against the floors in 2 imports."],
    });
  });

  it("keeps peers on one floor apart, and lets tests import any floor", () => {
    lay({
      "import-floors.json": contentFloors,
      "content/src/pages/page.ts": 'import { hero } from "../photos/hero";\nexport const page = hero;\n',
      "content/src/photos/hero.ts": "export const hero = 1;\n",
      "content/src/schema/city.test.ts": 'import { hero } from "../photos/hero";\nexport const seen = hero;\n',
    });
    const result = checkFloors([join(root, "content")], root);
    expect(result.lines.slice(0, -1)).toEqual([
      "import back up: content/src/pages/page.ts → content/src/photos/hero.ts (photos is not below pages)",
    ]);
  });

  it("names a folder the floors do not list", () => {
    lay({
      "import-floors.json": contentFloors,
      "content/src/load/read.ts": 'import { rule } from "../checks/rule";\nexport const read = rule;\n',
      "content/src/checks/rule.ts": "export const rule = 1;\n",
    });
    expect(checkFloors([join(root, "content")], root).lines[0]).toBe(
      "not on a floor (import-floors.json): content/src/checks, in content/src/load/read.ts → content/src/checks/rule.ts",
    );
  });
});

describe("the floors between workspaces", () => {
  const floors = JSON.stringify({ workspaces: [["contracts"], ["web"]], folders: {} });

  it("passes a declared workspace imported by its package name from the floor above", () => {
    lay({
      "import-floors.json": floors,
      "contracts/package.json": manifest("@fixture/contracts"),
      "contracts/src/index.ts": "export const limits = 1;\n",
      "web/package.json": manifest("@fixture/web", ["@fixture/contracts"]),
      "web/src/index.ts": 'import { limits } from "@fixture/contracts";\nexport const form = limits;\n',
    });
    link("web", "contracts", "@fixture/contracts");
    expect(checkFloors([join(root, "contracts"), join(root, "web")], root).ok).toBe(true);
  });

  it("fails an import of the floor above, by a relative path, or of a workspace not declared", () => {
    lay({
      "import-floors.json": floors,
      "contracts/package.json": manifest("@fixture/contracts"),
      "contracts/src/index.ts": 'import { form } from "@fixture/web";\nexport const limits = form;\n',
      "web/package.json": manifest("@fixture/web"),
      "web/src/index.ts": 'import { limits } from "../../contracts/src/index";\nexport const form = limits;\n',
      "web/src/other.ts": 'import { limits } from "@fixture/contracts";\nexport const other = limits;\n',
    });
    link("contracts", "web", "@fixture/web");
    link("web", "contracts", "@fixture/contracts");
    const result = checkFloors([join(root, "contracts"), join(root, "web")], root);
    expect(result.ok).toBe(false);
    expect(result.lines.slice(0, -1).sort()).toEqual([
      "import back up: contracts/src/index.ts → web/src/index.ts (web is not below contracts)",
      'import by a relative path into another workspace: web/src/index.ts → contracts/src/index.ts (import "@fixture/contracts" instead)',
      'import of an undeclared workspace: contracts/src/index.ts → web/src/index.ts (add "@fixture/web" to contracts/package.json)',
      'import of an undeclared workspace: web/src/other.ts → contracts/src/index.ts (add "@fixture/contracts" to web/package.json)',
    ]);
  });
});
