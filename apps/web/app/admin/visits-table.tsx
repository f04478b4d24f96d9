import type { VisitsReport } from "@brightwater/contracts";

/** Rows of each table shown: the busiest landing pages and sources of the weeks. */
export const visitRowsShown = 15;

interface Totals {
  key: string;
  visits: number;
  requests: number;
  callTaps: number;
}

/** The weeks' rows summed by page or source, the most visits (then requests and taps) first. */
export function totalsBy(rows: readonly (Omit<Totals, "key"> & { key: string })[]): Totals[] {
  const byKey = new Map<string, Totals>();
  for (const row of rows) {
    const total = byKey.get(row.key) ?? { key: row.key, visits: 0, requests: 0, callTaps: 0 };
    total.visits += row.visits;
    total.requests += row.requests;
    total.callTaps += row.callTaps;
    byKey.set(row.key, total);
  }
  return [...byKey.values()].sort(
    (a, b) => b.visits - a.visits || b.requests + b.callTaps - (a.requests + a.callTaps) || a.key.localeCompare(b.key),
  );
}

/** "3.1 %" of `count` per visit; "—" without a visit. */
export function perHundred(count: number, visits: number): string {
  return visits === 0 ? "—" : `${((count / visits) * 100).toFixed(1)} %`;
}

function ConversionTable({ caption, label, rows }: { caption: string; label: string; rows: readonly Totals[] }) {
  const shown = rows.slice(0, visitRowsShown);
  return (
    // On a phone the table scrolls sideways in its box: the box takes focus, so keys scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to be scrolled by keyboard
    <section className="lead-report__table-wrap" tabIndex={0} aria-label={caption}>
      <table className="lead-report__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{label}</th>
            <th scope="col">Visits</th>
            <th scope="col">Requests</th>
            <th scope="col">Call taps</th>
            <th scope="col">Requests per 100 visits</th>
            <th scope="col">Call taps per 100 visits</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key}>
              <td>{row.key === "" ? "—" : row.key}</td>
              <td>{row.visits}</td>
              <td>{row.requests}</td>
              <td>{row.callTaps}</td>
              <td>{perHundred(row.requests, row.visits)}</td>
              <td>{perHundred(row.callTaps, row.visits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Visits the server counted (landings from outside the site), and the requests and call taps per
 * visit, by landing page and by source, summed over the report's weeks.
 */
export function VisitsTables({ visits, csvUrl }: { visits: VisitsReport; csvUrl: string }) {
  const landings = visits.byWeek.reduce((sum, week) => sum + week.visits, 0);
  const pageViews = visits.byWeek.reduce((sum, week) => sum + week.pageViews, 0);
  const byPage = totalsBy(visits.byPage.map(({ pagePath, ...row }) => ({ key: pagePath, ...row })));
  const bySource = totalsBy(visits.bySource.map(({ source, ...row }) => ({ key: source, ...row })));
  return (
    <>
      <div className="inbox__list-head">
        <h3 className="lead-report__subhead">Visits and what they bring</h3>
        <a className="button button--secondary" href={csvUrl} download>
          Export visits CSV
        </a>
      </div>
      {landings === 0 && pageViews === 0 ? (
        <p className="lead-sources__none">No visits counted in these weeks.</p>
      ) : (
        <>
          <p className="lead-report__totals">
            {landings} visits · {pageViews} page views
          </p>
          <ConversionTable caption="By landing page" label="Landing page" rows={byPage} />
          <ConversionTable caption="By source" label="Source" rows={bySource} />
        </>
      )}
    </>
  );
}
