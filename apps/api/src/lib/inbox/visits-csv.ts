import type { ReportResponse } from "@brightwater/contracts";
import { csvRow } from "./csv";

/**
 * The report's visits (week, landing page or source) as CSV, with a byte-order mark for
 * spreadsheets: visits, page views (a landing page's only), requests and call taps, and each per visit.
 */
export function visitsCsv({ visits }: ReportResponse): string {
  const perVisit = (value: number | null) => value ?? "";
  const lines = [
    `\uFEFF${csvRow(["Week (Monday)", "By", "Landing page or source", "Visits", "Page views", "Requests", "Call taps", "Requests per visit", "Call taps per visit"])}`,
    ...visits.byPage.map((row) =>
      csvRow([
        row.week,
        "landing page",
        row.pagePath,
        row.visits,
        row.pageViews,
        row.requests,
        row.callTaps,
        perVisit(row.requestsPerVisit),
        perVisit(row.callTapsPerVisit),
      ]),
    ),
    ...visits.bySource.map((row) =>
      csvRow([
        row.week,
        "source",
        row.source,
        row.visits,
        "",
        row.requests,
        row.callTaps,
        perVisit(row.requestsPerVisit),
        perVisit(row.callTapsPerVisit),
      ]),
    ),
  ];
  return lines.join("");
}
