import type { PageEntry } from "@brightwater/content";

// The budget's table of pages, and its lines on script, one per page type: the most any page of
// the type uses, and its headroom under the limit (decision 040).

/** A page's type, by what it carries: its layout, or the block that makes it what it is. */
export function pageType(path: string, entry: PageEntry | undefined): string {
  if (!entry) return path === "/admin" ? "the inbox" : "not found";
  if (entry.layout !== "standard") return entry.layout;
  const types = new Set<string>(entry.blocks.map((block) => block.type));
  const kinds: [string, string][] = [
    ["article", "article"],
    ["articleList", "archive"],
    ["careerForm", "careers"],
    ["familyFirstForm", "family first"],
    ["contactForm", "contact form"],
  ];
  return kinds.find(([type]) => types.has(type))?.[1] ?? "other";
}

interface ScriptRow {
  page: string;
  type: string;
  jsGzip: number;
}

/** One line per page type: its heaviest page's script, the limit, and the headroom (at least `jsHeadroomKib`). */
export function scriptLines(rows: readonly ScriptRow[], limits: { jsGzipKib: number; jsHeadroomKib: number }) {
  const heaviest = new Map<string, { row: ScriptRow; pages: number }>();
  for (const row of rows) {
    const top = heaviest.get(row.type);
    heaviest.set(row.type, {
      row: !top || row.jsGzip > top.row.jsGzip ? row : top.row,
      pages: (top?.pages ?? 0) + 1,
    });
  }
  const limit = limits.jsGzipKib * 1024;
  const lines = [`All the script a page uses, by page type (gzip; limit ${limits.jsGzipKib} KiB):`];
  for (const [type, { row, pages }] of [...heaviest].sort(([, a], [, b]) => b.row.jsGzip - a.row.jsGzip)) {
    const headroom = limit - row.jsGzip;
    const short = headroom < limits.jsHeadroomKib * 1024 ? `  (under ${limits.jsHeadroomKib} KiB of headroom)` : "";
    lines.push(
      `  ${type.padEnd(14)} ${(row.jsGzip / 1024).toFixed(1).padStart(6)} KiB (${row.jsGzip} B), headroom ${(headroom / 1024).toFixed(1)} KiB; ${pages} page(s), the most: ${row.page}${short}`,
    );
  }
  return lines;
}

/** What the table shows of a page (scripts/budget.ts's row). */
interface TableRow {
  page: string;
  jsGzip: number;
  jsFiles: number;
  cssGzip: number;
  htmlGzip: number;
  htmlBrotli: number;
  htmlBytes: number;
  imageBytes: number;
  domElements: number;
}

/** One line per page, after a header: its weights (KiB of gzip; images KB), and what is over budget. */
export function tableLines<Row extends TableRow>(rows: readonly Row[], over: (row: Row) => string[]): string[] {
  const width = Math.max(4, ...rows.map((row) => row.page.length));
  const cell = (value: string, size: number) => value.padStart(size);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const header = `${"page (KiB; images KB)".padEnd(width)}  ${cell("JS gzip", 9)} ${cell("files", 5)}  ${cell("CSS gzip", 9)}  ${cell("HTML gzip", 10)} ${cell("br B", 6)} ${cell("HTML raw", 8)}  ${cell("images", 7)} ${cell("elements", 8)}`;
  return [
    header,
    ...rows.map((row) => {
      const flags = over(row);
      return `${row.page.padEnd(width)}  ${cell(kib(row.jsGzip), 9)} ${cell(String(row.jsFiles), 5)}  ${cell(kib(row.cssGzip), 9)}  ${cell(kib(row.htmlGzip), 10)} ${cell(String(row.htmlBrotli), 6)} ${cell(kib(row.htmlBytes), 8)}  ${cell((row.imageBytes / 1000).toFixed(1), 7)} ${cell(String(row.domElements), 8)}${flags.length ? `  OVER: ${flags.join(", ")}` : ""}`;
    }),
  ];
}
