import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Problem } from "../schema/catalogue-error";
import { catalogueCopy } from "../test/catalogue-copy";
import { problemsOf } from "../test/problems-of";
import { loadArticles } from "./articles";
import { loadCatalogue } from "./load";

const frontMatter = "---\ntitle: Fixture\npublishDate: 2026-11-01\n---\n\n";
const withTable = `${frontMatter}Before the table.\n\n## Side by side\n\n| | Alpha | Beta |\n|---|---|---|\n| Size | Small | Large |\n\nAfter the table.\n`;
// The row on the file's 12th line has one cell too few.
const malformed = `${frontMatter}Before the table.\n\n## Side by side\n\n| | Alpha | Beta |\n|---|---|---|\n| Size | Small |\n`;

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop() as string, { recursive: true, force: true });
});

/** The articles of a folder holding only `files` (name → text), and the problems reading them. */
function articlesOf(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "articles-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const problems: Problem[] = [];
  return { ...loadArticles(dir, problems), problems };
}

describe("an article's tables", () => {
  it("are a table part between the Markdown parts of its body; its whole Markdown stays its content", () => {
    const { articles, bodies, problems } = articlesOf({ "fixture-table.md": withTable });
    expect(problems).toEqual([]);
    expect(articles[0]?.content).toBe(withTable.slice(frontMatter.length).trim());
    expect(bodies.get("fixture-table")).toEqual([
      { type: "markdown", text: "Before the table.\n\n## Side by side" },
      {
        type: "table",
        caption: "Side by side",
        columns: ["", "Alpha", "Beta"],
        rows: [{ label: "Size", values: ["Small", "Large"] }],
      },
      { type: "markdown", text: "After the table." },
    ]);
  });

  it("leave an article without one a single Markdown part", () => {
    const { bodies } = articlesOf({ "fixture-plain.md": `${frontMatter}## Words\n\nA paragraph.\n` });
    expect(bodies.get("fixture-plain")).toEqual([{ type: "markdown", text: "## Words\n\nA paragraph." }]);
  });

  it("are a problem when malformed, naming the file and the line", () => {
    const { problems } = articlesOf({ "fixture-table.md": malformed });
    expect(problems).toEqual([
      {
        file: "articles/fixture-table.md",
        path: "line 12",
        message: "this table row has 2 cells, and its header row has 3: every row needs one cell per column",
      },
    ]);
  });

  it("reach the article's page, and a malformed one stops the catalogue from loading", () => {
    const copy = catalogueCopy();
    copy.writeText("articles/fixture-table.md", withTable);
    const page = loadCatalogue(copy.dir, { drafts: false }).pages.find(
      (entry) => entry.path === "/archive/fixture-table",
    );
    const [block] = page?.blocks ?? [];
    expect(block?.type === "article" && block.post.body.map((part) => part.type)).toEqual([
      "markdown",
      "table",
      "markdown",
    ]);
    copy.writeText("articles/fixture-table.md", malformed);
    expect(problemsOf(copy.dir)).toEqual([
      "articles/fixture-table.md: line 12: this table row has 2 cells, and its header row has 3: every row needs one cell per column",
    ]);
  });
});
