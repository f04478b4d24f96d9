import type { ReportResponse } from "@brightwater/contracts";
import { useState } from "react";
import { fetchReport, reportChartUrl, reportCsvUrl, visitsCsvUrl } from "./inbox-api";
import { formatMinutes } from "./labels";
import { useInboxData } from "./use-inbox-data";
import { VisitsTables } from "./visits-table";

const weeks = 12;
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
/** "2026-11" → "November 2026" */
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
const loadReport = () => fetchReport(weeks);

/**
 * Requests, call taps and booked jobs per week, source and page, with the median time to first
 * contact; review requests sent per month; visits, and requests and call taps per visit, by
 * landing page and source. The chart is an SVG image drawn by the server: no chart code reaches the browser.
 */
export function Report({ onSignedOut }: { onSignedOut: (notice: string | null) => void }) {
  const { data: report, error } = useInboxData(loadReport, onSignedOut);

  const totals = report?.byWeek.reduce(
    (sum, week) => ({
      requests: sum.requests + week.requests,
      callTaps: sum.callTaps + week.callTaps,
      booked: sum.booked + week.booked,
      windowsRequested: sum.windowsRequested + week.windowsRequested,
      windowsConfirmed: sum.windowsConfirmed + week.windowsConfirmed,
    }),
    { requests: 0, callTaps: 0, booked: 0, windowsRequested: 0, windowsConfirmed: 0 },
  );
  return (
    <section className="lead-report" aria-labelledby="lead-report-heading">
      <div className="inbox__list-head">
        <h2 id="lead-report-heading">Report, last {weeks} weeks</h2>
        <a className="button button--secondary" href={reportCsvUrl(weeks)} download>
          Export report CSV
        </a>
      </div>
      {error ? <p className="inbox-error">{error}</p> : null}
      {totals ? (
        <p className="lead-report__totals">
          {totals.requests} requests · {totals.callTaps} call taps · {totals.booked} booked · {totals.windowsRequested}{" "}
          asked for a time, {totals.windowsConfirmed} confirmed
        </p>
      ) : null}
      {report ? (
        <p className="lead-report__reviews">
          Review requests sent:{" "}
          {report.reviewRequestsByMonth.length === 0
            ? "none in these weeks"
            : report.reviewRequestsByMonth.map(({ month, requests }, index) => (
                <span key={month}>
                  {index > 0 ? " · " : ""}
                  {monthLabel(month)}: <strong>{requests}</strong>
                </span>
              ))}
        </p>
      ) : null}
      <img
        className="lead-report__chart"
        src={reportChartUrl(weeks)}
        width={760}
        height={280}
        alt="Requests, call taps and booked jobs per week (the table below has the figures)"
      />
      {report && report.rows.length > 0 ? (
        <ReportTable rows={report.rows} />
      ) : report ? (
        <p className="lead-sources__none">No requests or call taps in these weeks.</p>
      ) : null}
      {report ? <VisitsTables visits={report.visits} csvUrl={visitsCsvUrl(weeks)} /> : null}
    </section>
  );
}

/** Rows of the report table shown at once: a long report is paged, never drawn whole. */
export const reportRowsPerPage = 25;

type ReportRow = ReportResponse["rows"][number];

function ReportRowCells({ row }: { row: ReportRow }) {
  // The server sums each week's long tail into one row (source "other", no page).
  const other = row.source === "other" && row.pagePath === "";
  return (
    <tr>
      <td>{row.week}</td>
      <td>{other ? "All other sources" : row.source || "—"}</td>
      <td>{other ? "and pages" : row.pagePath || "—"}</td>
      <td>{row.requests}</td>
      <td>{row.callTaps}</td>
      <td>{row.booked}</td>
      <td>
        {row.medianMinutesToFirstContact === null ? "—" : formatMinutes(Math.round(row.medianMinutesToFirstContact))}
      </td>
    </tr>
  );
}

/** Per week, source and page, a page of rows at a time. */
export function ReportTable({ rows }: { rows: readonly ReportRow[] }) {
  const [page, setPage] = useState(0);
  const pages = Math.ceil(rows.length / reportRowsPerPage);
  const first = Math.min(page, pages - 1) * reportRowsPerPage;
  const shown = rows.slice(first, first + reportRowsPerPage);
  return (
    // On a phone the table scrolls sideways in its box: the box takes focus, so keys scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to be scrolled by keyboard
    <section className="lead-report__table-wrap" tabIndex={0} aria-label="Report table">
      <table className="lead-report__table">
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Source</th>
            <th scope="col">Page</th>
            <th scope="col">Requests</th>
            <th scope="col">Call taps</th>
            <th scope="col">Booked</th>
            <th scope="col">Median to first contact</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <ReportRowCells key={`${row.week} ${row.source} ${row.pagePath}`} row={row} />
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className="lead-report__pages" aria-label="Report rows">
          <button
            type="button"
            className="button button--secondary"
            disabled={first === 0}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>
            Rows {first + 1}–{first + shown.length} of {rows.length}
          </span>
          <button
            type="button"
            className="button button--secondary"
            disabled={first + reportRowsPerPage >= rows.length}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}
