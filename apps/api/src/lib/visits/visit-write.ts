import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { visitCounts } from "../../db/schema";

/** Counts of one day, page and source, to add to the stored ones. */
export type VisitCountRow = {
  day: string;
  pagePath: string;
  source: string;
  visits: number;
  pageViews: number;
};

/**
 * Adds rows of counts to the table in one transaction, committed with `synchronous = NORMAL`: the
 * write-ahead log is not synced to disk for it (about 10 ms of the event loop on this machine's
 * disk, every few seconds), only written to the operating system, which keeps it through a crash
 * of the process. A power cut may lose such a commit as well, never a lead: a lead's commit syncs
 * the log with everything before it, and SQLite's recovery keeps every commit before a torn one.
 */
export function visitCountWriter(db: Db): (rows: readonly VisitCountRow[]) => void {
  const upsert = db
    .insert(visitCounts)
    .values({
      day: sql.placeholder("day"),
      pagePath: sql.placeholder("pagePath"),
      source: sql.placeholder("source"),
      visits: sql.placeholder("visits"),
      pageViews: sql.placeholder("pageViews"),
    })
    .onConflictDoUpdate({
      target: [visitCounts.day, visitCounts.pagePath, visitCounts.source],
      set: {
        visits: sql`${visitCounts.visits} + excluded.visits`,
        pageViews: sql`${visitCounts.pageViews} + excluded.page_views`,
      },
    })
    .prepare();
  const write = (rows: readonly VisitCountRow[]) =>
    db.transaction(() => {
      for (const row of rows) upsert.run(row);
    });
  return (rows) => {
    const sqlite = db.$client;
    // (Inside a transaction of another's, its own setting stands.)
    if (sqlite.inTransaction) return write(rows);
    const synchronous = Number(sqlite.pragma("synchronous", { simple: true }));
    sqlite.pragma("synchronous = NORMAL");
    try {
      write(rows);
    } finally {
      sqlite.pragma(`synchronous = ${synchronous}`);
    }
  };
}
