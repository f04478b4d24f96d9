import type { VisitsReport } from "@brightwater/contracts";
import { and, gte, ne, sql } from "drizzle-orm";
import { normalizeSource } from "../lib/visits/navigation";
import type { Db } from "./client";
import { events, submissions, visitCounts } from "./schema";

/** Rows of one week kept in each list, the busiest first; the rest are one row named "other". */
export const visitRowsPerWeek = 50;
const other = "other";

interface Tally {
  visits: number;
  pageViews: number;
  requests: number;
  callTaps: number;
}

const emptyTally = (): Tally => ({ visits: 0, pageViews: 0, requests: 0, callTaps: 0 });

/** Tallies by week and one key (a page or a source). */
class Tallies {
  readonly rows = new Map<string, Tally & { week: string; key: string }>();

  of(week: string, key: string): Tally {
    const id = `${week}\u0000${key}`;
    let row = this.rows.get(id);
    if (!row) {
      row = { week, key, ...emptyTally() };
      this.rows.set(id, row);
    }
    return row;
  }

  /** Newest week first, the busiest first within it, each week's tail past `visitRowsPerWeek` summed as "other". */
  folded(): (Tally & { week: string; key: string })[] {
    const weight = (row: Tally) => row.visits + row.requests + row.callTaps;
    const rows = [...this.rows.values()].sort(
      (a, b) => b.week.localeCompare(a.week) || weight(b) - weight(a) || a.key.localeCompare(b.key),
    );
    const kept: (Tally & { week: string; key: string })[] = [];
    const shown = new Map<string, number>();
    const rest = new Map<string, Tally & { week: string; key: string }>();
    for (const row of rows) {
      const count = shown.get(row.week) ?? 0;
      if (count < visitRowsPerWeek) {
        kept.push(row);
        shown.set(row.week, count + 1);
        continue;
      }
      let tail = rest.get(row.week);
      if (!tail) {
        tail = { week: row.week, key: other, ...emptyTally() };
        rest.set(row.week, tail);
        kept.push(tail);
      }
      add(tail, row);
    }
    return kept;
  }
}

function add(to: Tally, from: Tally): void {
  to.visits += from.visits;
  to.pageViews += from.pageViews;
  to.requests += from.requests;
  to.callTaps += from.callTaps;
}

const perVisit = (count: number, visits: number) => (visits === 0 ? null : Math.round((count / visits) * 1e4) / 1e4);

const conversion = ({ visits, requests, callTaps }: Tally) => ({
  visits,
  requests,
  callTaps,
  requestsPerVisit: perVisit(requests, visits),
  callTapsPerVisit: perVisit(callTaps, visits),
});

/** The path of a first touch's landing page ("/drain-cleaning?utm_source=x" → "/drain-cleaning"); "" without one. */
export function landingPath(landingPage: string | null): string {
  if (!landingPage) return "";
  const bare = landingPage.replace(/[?#].*$/s, "");
  return bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
}

// SQLite's own Monday of a week: "weekday 0" moves to the Sunday on or after, then back six days.
const weekOf = (column: unknown) => sql<string>`date(${column}, 'weekday 0', '-6 days')`;
const landingOf = (column: unknown) => sql<string | null>`json_extract(${column}, '$.landingPage')`;

/** The weeks' visits, one row per week, page and source. */
function readVisits(db: Db, sinceDay: string) {
  return db
    .select({
      week: weekOf(visitCounts.day),
      pagePath: visitCounts.pagePath,
      source: visitCounts.source,
      visits: sql<number>`sum(${visitCounts.visits})`,
      pageViews: sql<number>`sum(${visitCounts.pageViews})`,
    })
    .from(visitCounts)
    .where(gte(visitCounts.day, sinceDay))
    .groupBy(weekOf(visitCounts.day), visitCounts.pagePath, visitCounts.source)
    .all();
}

/** The weeks' requests (spam left out) and call taps, each with its first touch's landing page and source. */
function readConversions(db: Db, since: string) {
  const requests = db
    .select({
      week: weekOf(submissions.createdAt),
      source: submissions.source,
      landing: landingOf(submissions.attribution),
    })
    .from(submissions)
    .where(and(gte(submissions.createdAt, since), ne(submissions.status, "spam")))
    .all();
  const callTaps = db
    .select({ week: weekOf(events.createdAt), source: events.source, landing: landingOf(events.attribution) })
    .from(events)
    .where(gte(events.createdAt, since))
    .all();
  return { requests, callTaps };
}

/**
 * Visits per week, and per week and landing page, and per week and source, each with the
 * requests and call taps whose first touch is that page or source, and the two per visit. A
 * visit's week is the Monday of its day in the office's time zone; a request's and a call tap's,
 * of its UTC time, as in the rest of the report: a week's edge may differ by those hours.
 */
export function visitReport(db: Db, since: string, weeks: readonly string[]): VisitsReport {
  const byWeek = new Map(weeks.map((week) => [week, emptyTally()]));
  const byPage = new Tallies();
  const bySource = new Tallies();
  const weekTally = (week: string) => byWeek.get(week) ?? byWeek.set(week, emptyTally()).get(week) ?? emptyTally();
  for (const row of readVisits(db, since.slice(0, 10))) {
    const landings = row.source === "" ? 0 : row.visits;
    for (const tally of [weekTally(row.week), byPage.of(row.week, row.pagePath)])
      add(tally, { ...emptyTally(), visits: landings, pageViews: row.pageViews });
    if (landings > 0) bySource.of(row.week, row.source).visits += landings;
  }
  const { requests, callTaps } = readConversions(db, since);
  for (const [list, field] of [
    [requests, "requests"],
    [callTaps, "callTaps"],
  ] as const) {
    for (const row of list) {
      const source = normalizeSource(row.source);
      for (const tally of [
        weekTally(row.week),
        byPage.of(row.week, landingPath(row.landing)),
        bySource.of(row.week, source),
      ])
        tally[field]++;
    }
  }
  return {
    byWeek: [...byWeek]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, tally]) => ({ week, pageViews: tally.pageViews, ...conversion(tally) })),
    byPage: byPage
      .folded()
      .map((row) => ({ week: row.week, pagePath: row.key, pageViews: row.pageViews, ...conversion(row) })),
    bySource: bySource.folded().map((row) => ({ week: row.week, source: row.key, ...conversion(row) })),
  };
}
