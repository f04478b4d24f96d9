import { describe, expect, it } from "vitest";
import { articleBody } from "./article-body";

const lines = (...text: string[]) => text.join("\n");

const table = lines(
  "| | Alpha | Beta |",
  "|---|:---:|---|",
  "| Finish of the fixture | Red | Blue |",
  "| Weight | One \\| two | Three |",
);

describe("an article's body", () => {
  it("is its Markdown, then its table named by the heading above it, then the rest", () => {
    const markdown = lines(
      "Opening words.",
      "",
      "## Alpha against beta",
      "",
      table,
      "",
      "## After",
      "",
      "Closing words.",
    );
    expect(articleBody(markdown, 1)).toEqual({
      body: [
        { type: "markdown", text: "Opening words.\n\n## Alpha against beta" },
        {
          type: "table",
          caption: "Alpha against beta",
          columns: ["", "Alpha", "Beta"],
          rows: [
            { label: "Finish of the fixture", values: ["Red", "Blue"] },
            { label: "Weight", values: ["One | two", "Three"] },
          ],
        },
        { type: "markdown", text: "## After\n\nClosing words." },
      ],
      problems: [],
    });
  });

  it("is one Markdown part, its text unchanged, without a table", () => {
    const markdown = lines("## A heading", "", "- a bullet", "- another", "", "A paragraph with a [link](/fixture).");
    expect(articleBody(markdown, 7)).toEqual({ body: [{ type: "markdown", text: markdown }], problems: [] });
  });

  it("takes a table without a heading above it, its header's first cell and a row without a closing pipe", () => {
    const { body } = articleBody(lines("| Point | Alpha", "|---|---", "| Size | Small"), 1);
    expect(body).toEqual([
      { type: "table", columns: ["Point", "Alpha"], rows: [{ label: "Size", values: ["Small"] }] },
    ]);
  });

  it("names the file's line of a row whose cells do not match the header's", () => {
    const markdown = lines(
      "Words.",
      "",
      "| | Alpha | Beta |",
      "|---|---|---|",
      "| Size | Small |",
      "| Weight | 1 | 2 |",
    );
    expect(articleBody(markdown, 10)).toEqual({
      body: [{ type: "markdown", text: "Words." }],
      problems: [
        {
          line: 14,
          message: "this table row has 2 cells, and its header row has 3: every row needs one cell per column",
        },
      ],
    });
  });

  it("names the header's line when no separator row follows it", () => {
    const markdown = lines("Words.", "", "| | Alpha | Beta |", "| Size | Small | Large |");
    expect(articleBody(markdown, 5).problems).toEqual([
      { line: 7, message: "a table's header row needs a separator row under it, such as |---|---|" },
    ]);
  });

  it("refuses an empty cell, a header without rows, and Markdown the table would show as written", () => {
    const problems = (...table: string[]) => articleBody(lines(...table), 1).problems;
    expect(problems("| | A | B |", "|---|---|---|", "| Size | | Large |")).toEqual([
      { line: 3, message: "a table cell is empty" },
    ]);
    expect(problems("| | A | B |", "|---|---|---|")).toEqual([
      { line: 1, message: "a table needs at least one row under its header" },
    ]);
    expect(problems("| | A | B |", "|---|---|---|", "| Size | **Small** | [Large](/fixture) |")).toEqual([
      { line: 3, message: "a table's cells are plain text: no **bold** or [links](/path)" },
    ]);
  });
});
