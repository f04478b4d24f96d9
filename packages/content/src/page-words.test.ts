import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Words a page shows live in the catalogue (STYLE rule 11): the code of the catalogue's pages and of
// the renderer carries none. Comments and tests may name them; strings and JSX text may not.
const repo = new URL("../../../", import.meta.url).pathname;
const sourceRoots = ["packages/content/src", "packages/renderer/src"];
const pageWords = [/plumber in/i, /, NC\b/, /water heater/i];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every string, template piece and JSX text of a file, with its line: the words it could put on a page. */
function wordsOf(file: string, text: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe("page words in code", () => {
  it("finds a phrase in a string, a template and JSX text, and not in a comment", () => {
    const code = [
      "// Plumber in a comment",
      'const a = "Plumber in town";',
      `const b = \`\${name}, NC\`;`,
      "const c = <p>Water heater</p>;",
    ].join("\n");
    const hits = wordsOf("example.tsx", code).filter(({ text }) => pageWords.some((words) => words.test(text)));
    expect(hits.map(({ line }) => line)).toEqual([2, 3, 4]);
  });

  it("are none in the content and renderer packages: no town, state or service words outside the catalogue", () => {
    const hits = sourceRoots.flatMap((root) =>
      sourceFiles(join(repo, root)).flatMap((file) =>
        wordsOf(file, readFileSync(file, "utf8"))
          .filter(({ text }) => pageWords.some((words) => words.test(text)))
          .map(({ line, text }) => `${relative(repo, file)}:${line}: ${JSON.stringify(text)}`),
      ),
    );
    expect(hits).toEqual([]);
  });
});
