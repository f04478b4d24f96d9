// The report's counting buckets, and how a week's rows are cut to a fixed number.

export interface Bucket {
  requests: number;
  callTaps: number;
  booked: number;
  windowsRequested: number;
  windowsConfirmed: number;
  minutes: number[];
}

export const emptyBucket = (): Bucket => ({
  requests: 0,
  callTaps: 0,
  booked: 0,
  windowsRequested: 0,
  windowsConfirmed: 0,
  minutes: [],
});

/** Rows of one week kept as they are, most requests and taps first; the rest are one "other" row. */
export const reportRowsPerWeek = 50;
/** The source of the row that stands for a week's long tail (its page is ""). */
export const otherSource = "other";

export type ReportRow = Bucket & { week: string; source: string; pagePath: string };

/**
 * Each week's rows, newest week first and the busiest first within it, the week's long tail past
 * `reportRowsPerWeek` summed into one row: sources and pages are what visitors' links say, so
 * there can be any number of them, and the report stays the same size however many there are.
 */
export function withLongTailFolded(rows: ReportRow[]): ReportRow[] {
  rows.sort(
    (a, b) =>
      b.week.localeCompare(a.week) ||
      b.requests + b.callTaps - (a.requests + a.callTaps) ||
      a.source.localeCompare(b.source) ||
      a.pagePath.localeCompare(b.pagePath),
  );
  const kept: ReportRow[] = [];
  let shown = 0;
  let other: ReportRow | undefined;
  for (const row of rows) {
    if (kept.length > 0 && kept[kept.length - 1]?.week !== row.week) {
      shown = 0;
      other = undefined;
    }
    if (shown < reportRowsPerWeek) {
      kept.push(row);
      shown++;
      continue;
    }
    if (!other) {
      other = { week: row.week, source: otherSource, pagePath: "", ...emptyBucket() };
      kept.push(other);
    }
    other.requests += row.requests;
    other.callTaps += row.callTaps;
    other.booked += row.booked;
    other.windowsRequested += row.windowsRequested;
    other.windowsConfirmed += row.windowsConfirmed;
    for (const minutes of row.minutes) other.minutes.push(minutes);
  }
  return kept;
}
