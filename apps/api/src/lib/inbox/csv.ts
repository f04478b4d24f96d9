// A spreadsheet evaluates a cell that starts with one of these as a formula (tab and carriage
// return too, in some programs). Visitors write these fields, so such a cell gets a leading quote.
const formulaStart = /^[=+\-@\t\r]/;

/** One RFC 4180 cell: quoted when it holds a quote, comma or line break; never a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 asks. */
export function csvRow(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
