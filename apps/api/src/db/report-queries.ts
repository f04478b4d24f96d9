import type { ReportResponse } from "@brightwater/contracts";
import { and, eq, gte, ne, sql } from "drizzle-orm";
import type { Db } from "./client";
import { type Bucket, emptyBucket, type ReportRow, withLongTailFolded } from "./report-rows";
import { reviewRequestsByMonth } from "./review-report";
import { bookings, events, submissions } from "./schema";
import { visitReport } from "./visit-report";

export { otherSource, reportRowsPerWeek } from "./report-rows";

/** The Monday (UTC) that starts the week of `instant`, as YYYY-MM-DD. */
export function weekStart(instant: Date): string {
  const day = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Math.round(value * 10) / 10;
}

// SQLite's own Monday of a week: "weekday 0" moves to the Sunday on or after, then back six days.
const weekOf = (column: unknown) => sql<string>`date(${column}, 'weekday 0', '-6 days')`;

/** Each week's totals and each week, source and page's, filled by `add`. */
class WeeklyBuckets {
  readonly byWeek = new Map<string, Bucket>();
  readonly rows = new Map<string, ReportRow>();

  constructor(first: Date, weeks: number) {
    for (let index = 0; index < weeks; index++) {
      const week = new Date(first.getTime() + index * 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      this.byWeek.set(week, emptyBucket());
    }
  }

  /** The row of this week, source and page, and the week's total: both count what is added. */
  bucketsOf(week: string, source: string, pagePath: string): Bucket[] {
    // (Joined by a character no path or source holds; cheaper than JSON for every row.)
    const key = `${week}\u0000${source}\u0000${pagePath}`;
    let row = this.rows.get(key);
    if (!row) {
      row = { week, source, pagePath, ...emptyBucket() };
      this.rows.set(key, row);
    }
    let total = this.byWeek.get(week);
    if (!total) {
      total = emptyBucket();
      this.byWeek.set(week, total);
    }
    return [row, total];
  }
}

/** One read of every lead of those weeks (spam left out), counted into their buckets. */
function countLeads(db: Db, since: string, buckets: WeeklyBuckets): void {
  const leads = db
    .select({
      week: weekOf(submissions.createdAt),
      source: submissions.source,
      pagePath: submissions.pagePath,
      status: submissions.status,
      window: bookings.status,
      minutes: sql<
        number | null
      >`(julianday(${submissions.firstContactedAt}) - julianday(${submissions.createdAt})) * 1440`,
    })
    .from(submissions)
    .leftJoin(bookings, eq(bookings.submissionId, submissions.id))
    .where(and(gte(submissions.createdAt, since), ne(submissions.status, "spam")))
    .all();
  for (const lead of leads) {
    for (const bucket of buckets.bucketsOf(lead.week, lead.source, lead.pagePath)) {
      bucket.requests++;
      if (lead.status === "booked") bucket.booked++;
      if (lead.window !== null) bucket.windowsRequested++;
      if (lead.window === "confirmed") bucket.windowsConfirmed++;
      if (lead.minutes !== null) bucket.minutes.push(Math.max(0, lead.minutes));
    }
  }
}

/** One read of every call tap of those weeks, counted into their buckets. */
function countTaps(db: Db, since: string, buckets: WeeklyBuckets): void {
  const taps = db
    .select({ week: weekOf(events.createdAt), source: events.source, pagePath: events.pagePath })
    .from(events)
    .where(gte(events.createdAt, since))
    .all();
  for (const tap of taps) {
    for (const bucket of buckets.bucketsOf(tap.week, tap.source, tap.pagePath)) bucket.callTaps++;
  }
}

/**
 * Requests (spam left out), call taps and booked jobs per week, and per week, source and page,
 * with the median time to first contact, for the last `weeks` weeks (this one included); and the
 * review requests sent per month since then; and the visits the server counted, with requests and
 * call taps per visit by landing page and source (visit-report.ts). It reads every lead of those
 * weeks at once: the server calls it on its report thread (report-thread.ts), never on the event
 * loop.
 */
export function leadReport(db: Db, weeks: number, now = new Date()): ReportResponse {
  const first = new Date(`${weekStart(now)}T00:00:00.000Z`);
  first.setUTCDate(first.getUTCDate() - 7 * (weeks - 1));
  const since = first.toISOString();
  const buckets = new WeeklyBuckets(first, weeks);
  countLeads(db, since, buckets);
  countTaps(db, since, buckets);
  const byWeek = [...buckets.byWeek].sort(([a], [b]) => a.localeCompare(b));
  return {
    weeks,
    since,
    byWeek: byWeek.map(([week, bucket]) => ({ week, ...counts(bucket) })),
    rows: withLongTailFolded([...buckets.rows.values()]).map(({ week, source, pagePath, ...bucket }) => ({
      week,
      source,
      pagePath,
      ...counts(bucket),
    })),
    reviewRequestsByMonth: reviewRequestsByMonth(db, since),
    visits: visitReport(
      db,
      since,
      byWeek.map(([week]) => week),
    ),
  };
}

const counts = ({ minutes, ...counted }: Bucket) => ({
  ...counted,
  medianMinutesToFirstContact: median(minutes),
});
