import type { ReportResponse } from "@brightwater/contracts";
import { csvRow } from "./csv";

/** The report's rows (week, source, page) as CSV, with a byte-order mark for spreadsheets. */
export function reportCsv(report: ReportResponse): string {
  const lines = [
    `\uFEFF${csvRow(["Week (Monday)", "Source", "Page", "Requests", "Call taps", "Booked", "Times requested", "Times confirmed", "Median minutes to first contact"])}`,
    ...report.rows.map((row) =>
      csvRow([
        row.week,
        row.source,
        row.pagePath,
        row.requests,
        row.callTaps,
        row.booked,
        row.windowsRequested,
        row.windowsConfirmed,
        row.medianMinutesToFirstContact ?? "",
      ]),
    ),
  ];
  return lines.join("");
}
