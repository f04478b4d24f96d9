import type { ArticlePart } from "../schema/article-blocks";

type TablePart = Extract<ArticlePart, { type: "table" }>;

/** Something wrong in an article's body, at its line in the file (1 = the first). */
export interface BodyProblem {
  line: number;
  message: string;
}

// The headings the site's Markdown knows (renderer lib/markdown.tsx): the last one names a table.
const headingLine = /^#{2,4}\s+(.*)$/;
const separatorCell = /^:?-+:?$/;
// A pipe that ends a cell, not one written as `\|` inside it.
const cellPipe = /(?<!\\)\|/;
// A table shows its cells as they are written: this markup would show as asterisks and brackets.
const inlineMarkup = /\*\*|\]\(/;

const isTableLine = (line: string) => line.trimStart().startsWith("|");

/**
 * Splits an article's Markdown into its runs of text and its pipe tables, in order: a table is a
 * run of lines that begin with `|`, a header row, a `|---|---|` separator, then its rows, each row's
 * first cell its label. `firstLine` is the line of the file the Markdown begins on, so a problem
 * names the line an editor opens.
 */
export function articleBody(markdown: string, firstLine: number): { body: ArticlePart[]; problems: BodyProblem[] } {
  const lines = markdown.split(/\r?\n/);
  const body: ArticlePart[] = [];
  const problems: BodyProblem[] = [];
  let text: string[] = [];
  let caption: string | undefined;
  const endText = () => {
    const run = text.join("\n").trim();
    if (run) body.push({ type: "markdown", text: run });
    text = [];
  };
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? "";
    if (!isTableLine(line)) {
      const heading = headingLine.exec(line.trim());
      if (heading) caption = (heading[1] ?? "").replace(/\*\*/g, "").trim();
      text.push(line);
      index++;
      continue;
    }
    const start = index;
    while (index < lines.length && isTableLine(lines[index] ?? "")) index++;
    endText();
    const table = parseTable(lines.slice(start, index), firstLine + start, problems);
    if (table) body.push(caption ? { ...table, caption } : table);
  }
  endText();
  return { body, problems };
}

/** `| a | b |` → ["a", "b"]; the outer pipes are optional at the end, as GitHub's tables have them. */
function cellsOf(line: string): string[] {
  const inner = line
    .trim()
    .slice(1)
    .replace(/(?<!\\)\|$/, "");
  return inner.split(cellPipe).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

/** The table in `lines` (its header on line `line`), or undefined with its problems added. */
function parseTable(lines: string[], line: number, problems: BodyProblem[]): TablePart | undefined {
  const cells = lines.map(cellsOf);
  const found = tableProblems(lines, cells, line);
  problems.push(...found);
  if (found.length > 0) return undefined;
  const [columns = [], , ...rows] = cells;
  return { type: "table", columns, rows: rows.map(([label = "", ...values]) => ({ label, values })) };
}

/** What keeps the lines from making a table, each problem at its line. */
function tableProblems(lines: string[], cells: string[][], line: number): BodyProblem[] {
  const [columns = [], separator, ...rows] = cells;
  // Without its separator the lines are not read as rows: their problems would be guesses.
  if (!separator?.every((cell) => separatorCell.test(cell))) {
    return [{ line, message: "a table's header row needs a separator row under it, such as |---|---|" }];
  }
  const width = columns.length;
  const found: BodyProblem[] = [];
  if (separator.length !== width) {
    found.push({ line: line + 1, message: cellCount(separator.length, width, "separator row") });
  }
  if (width < 2) found.push({ line, message: "a table needs a column of labels and at least one more column" });
  if (columns.slice(1).some((cell) => cell === "")) found.push({ line, message: "every column needs a header" });
  if (rows.length === 0) found.push({ line, message: "a table needs at least one row under its header" });
  rows.forEach((row, index) => {
    const at = line + 2 + index;
    if (row.length !== width) found.push({ line: at, message: cellCount(row.length, width, "row") });
    else if (row.some((cell) => cell === "")) found.push({ line: at, message: "a table cell is empty" });
  });
  lines.forEach((text, index) => {
    if (inlineMarkup.test(text)) {
      found.push({ line: line + index, message: "a table's cells are plain text: no **bold** or [links](/path)" });
    }
  });
  return found;
}

const cellCount = (cells: number, width: number, what: string) =>
  `this table ${what} has ${cells} cell${cells === 1 ? "" : "s"}, and its header row has ${width}: every row needs one cell per column`;
