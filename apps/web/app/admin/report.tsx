import { fetchReport, reportChartUrl, reportCsvUrl } from "./inbox-api";
import { formatMinutes } from "./labels";
import { useInboxData } from "./use-inbox-data";

const weeks = 12;
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
/** "2026-11" → "November 2026" */
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
const loadReport = () => fetchReport(weeks);

/**
 * Requests, call taps and booked jobs per week, source and page, with the median time to first
 * contact; review requests sent per month. The chart is an SVG image drawn by the server: no chart code reaches the browser.
 */
export function Report({ onSignedOut }: { onSignedOut: (notice: string | null) => void }) {
  const { data: report, error } = useInboxData(loadReport, onSignedOut);

  const totals = report?.byWeek.reduce(
    (sum, week) => ({
      requests: sum.requests + week.requests,
      callTaps: sum.callTaps + week.callTaps,
      booked: sum.booked + week.booked,
    }),
    { requests: 0, callTaps: 0, booked: 0 },
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
          {totals.requests} requests · {totals.callTaps} call taps · {totals.booked} booked
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
        <div className="lead-report__table-wrap">
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
              {report.rows.map((row) => (
                <tr key={`${row.week} ${row.source} ${row.pagePath}`}>
                  <td>{row.week}</td>
                  <td>{row.source || "—"}</td>
                  <td>{row.pagePath || "—"}</td>
                  <td>{row.requests}</td>
                  <td>{row.callTaps}</td>
                  <td>{row.booked}</td>
                  <td>
                    {row.medianMinutesToFirstContact === null
                      ? "—"
                      : formatMinutes(Math.round(row.medianMinutesToFirstContact))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : report ? (
        <p className="lead-sources__none">No requests or call taps in these weeks.</p>
      ) : null}
    </section>
  );
}
