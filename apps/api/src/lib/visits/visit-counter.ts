import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { visitCounts } from "../../db/schema";
import type { Navigation } from "./navigation";
import { type VisitCountRow, visitCountWriter } from "./visit-write";

/** The source a day's sources past its limit are counted under. */
export const otherSource = "other";

export interface VisitCounterOptions {
  /** The office's time zone: a day is its calendar day. */
  timeZone: string;
  /** Distinct sources a day keeps; later ones are counted as "other". */
  maxSourcesPerDay?: number;
  /** Distinct (page, source) rows a day keeps; later ones are counted under (page, "other"). */
  maxRowsPerDay?: number;
  /** Days of counts kept; older rows are deleted when a day begins. */
  keepDays?: number;
  now?: () => Date;
}

type Pending = VisitCountRow;

const key = (day: string, page: string, source: string) => `${day}\u0000${page}\u0000${source}`;

/**
 * Visits and page views counted in memory, by (day, page, source), and written by `flush` in one
 * transaction: a page load never waits for a commit, and a busy day costs one small commit every
 * few seconds, not one per visit. What is counted since the last flush is lost if the process
 * dies without shutting down (a crash, a kill -9, a power cut): at most one flush interval's
 * counts. A shutdown flushes. A flush that fails keeps its counts for the next one.
 *
 * Sources are what visitors' links say, so a day's distinct sources and rows are bounded: past
 * `maxSourcesPerDay` a new source is counted as "other", past `maxRowsPerDay` a new row is
 * (page, "other"). A day has at most maxRowsPerDay rows plus two per page, however many
 * made-up sources arrive. The limits hold across restarts: a new day's sources and rows so far
 * are read from the table once.
 */
export class VisitCounter {
  readonly #db: Db;
  readonly #dayFormat: Intl.DateTimeFormat;
  readonly #maxSources: number;
  readonly #maxRows: number;
  readonly #keepDays: number;
  readonly #now: () => Date;
  readonly #write: (rows: readonly VisitCountRow[]) => void;
  #pending = new Map<string, Pending>();
  #day = "";
  #dayFrom = 0;
  #dayUntil = 0;
  #sources = new Set<string>();
  #rows = new Set<string>();

  constructor(db: Db, options: VisitCounterOptions) {
    this.#db = db;
    this.#dayFormat = new Intl.DateTimeFormat("en-CA", {
      timeZone: options.timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    this.#maxSources = options.maxSourcesPerDay ?? 100;
    this.#maxRows = options.maxRowsPerDay ?? 1000;
    this.#keepDays = options.keepDays ?? 2 * 366;
    this.#now = options.now ?? (() => new Date());
    this.#write = visitCountWriter(db);
  }

  /** Counts one navigation: a page view, and a visit from its source when it is a landing. */
  count(navigation: Navigation): void {
    const day = this.#today();
    let source = navigation.source ?? "";
    if (source !== "" && !this.#sources.has(source)) {
      if (this.#sources.size >= this.#maxSources) source = otherSource;
      else this.#sources.add(source);
    }
    let rowKey = key(day, navigation.page, source);
    if (!this.#rows.has(rowKey)) {
      if (this.#rows.size >= this.#maxRows && source !== "") {
        source = otherSource;
        rowKey = key(day, navigation.page, source);
      }
      this.#rows.add(rowKey);
    }
    let entry = this.#pending.get(rowKey);
    if (!entry) {
      entry = { day, pagePath: navigation.page, source, visits: 0, pageViews: 0 };
      this.#pending.set(rowKey, entry);
    }
    entry.pageViews++;
    if (navigation.source !== null) entry.visits++;
  }

  /** Rows waiting for the next flush. */
  get pendingRows(): number {
    return this.#pending.size;
  }

  /** Writes every count so far in one transaction; returns the rows written. Throws if the write fails (the counts are kept). */
  flush(): number {
    if (this.#pending.size === 0) return 0;
    const pending = [...this.#pending.values()];
    this.#pending = new Map();
    try {
      this.#write(pending);
    } catch (error) {
      for (const row of pending) this.#keep(row);
      throw error;
    }
    return pending.length;
  }

  /** Puts counts that could not be written back, added to any counted since. */
  #keep(row: Pending): void {
    const rowKey = key(row.day, row.pagePath, row.source);
    const entry = this.#pending.get(rowKey);
    if (!entry) this.#pending.set(rowKey, row);
    else {
      entry.visits += row.visits;
      entry.pageViews += row.pageViews;
    }
  }

  /**
   * Today in the office's time zone. Read again once a minute: a zone's midnight falls on a whole
   * minute, so the day is never stale. A new day forgets yesterday's limits, reads its own from
   * the table (after a restart it has some), and drops the rows past `keepDays`.
   */
  #today(): string {
    const now = this.#now().getTime();
    // (A clock set back, as a time sync may, reads it again too.)
    if (now >= this.#dayFrom && now < this.#dayUntil) return this.#day;
    this.#dayFrom = Math.floor(now / 60_000) * 60_000;
    this.#dayUntil = this.#dayFrom + 60_000;
    const day = this.#dayFormat.format(now);
    if (day !== this.#day) this.#beginDay(day);
    return day;
  }

  #beginDay(day: string): void {
    this.#day = day;
    this.#sources = new Set();
    this.#rows = new Set();
    const cutoff = new Date(`${day}T00:00:00Z`);
    cutoff.setUTCDate(cutoff.getUTCDate() - this.#keepDays);
    try {
      this.#db
        .delete(visitCounts)
        .where(lt(visitCounts.day, cutoff.toISOString().slice(0, 10)))
        .run();
      const stored = this.#db
        .select({ pagePath: visitCounts.pagePath, source: visitCounts.source })
        .from(visitCounts)
        .where(eq(visitCounts.day, day))
        .all();
      for (const row of stored) {
        if (row.source !== "") this.#sources.add(row.source);
        this.#rows.add(key(day, row.pagePath, row.source));
      }
    } catch {
      // The database is not there to ask: today's limits start from nothing, as on a new day.
    }
  }
}
