import {
  adminPageSize,
  type SubmissionFilter,
  type SubmissionListQuery,
  type SubmissionListResponse,
} from "@brightwater/contracts";
import { and, count, desc, eq, gte, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import { type TownOf, toSummary } from "./lead-summary";
import { type Submission, submissions } from "./schema";
import { overdueAt, submissionWhere } from "./submission-filter";

const newestFirst = [desc(submissions.createdAt), desc(submissions.id)];

/** One page of the inbox: overdue leads first (longest waiting first), then newest first. */
export function listSubmissions(db: Db, query: SubmissionListQuery, townOf: TownOf): SubmissionListResponse {
  const now = new Date().toISOString();
  const where = submissionWhere(query, now);
  const total = db.select({ total: count() }).from(submissions).where(where).get()?.total ?? 0;
  const overdue = overdueAt(now);
  const rows = db
    .select()
    .from(submissions)
    .where(where)
    .orderBy(desc(overdue), sql`CASE WHEN ${overdue} THEN ${submissions.createdAt} END`, ...newestFirst)
    .limit(adminPageSize)
    .offset((query.page - 1) * adminPageSize)
    .all();
  return {
    items: rows.map((row) => toSummary(row, townOf, now)),
    page: query.page,
    pageSize: adminPageSize,
    total,
    pageCount: Math.ceil(total / adminPageSize),
  };
}

/**
 * Every row the filter matches, newest first, a page at a time (for the CSV export), from one
 * prepared statement. Each page starts after the last row of the one before, so leads arriving
 * meanwhile shift nothing; between pages the event loop runs, so other visitors are answered
 * while a large export streams.
 */
export async function* submissionPages(db: Db, filter: SubmissionFilter, pageSize = 250): AsyncGenerator<Submission[]> {
  const afterCursor = or(
    lt(submissions.createdAt, sql.placeholder("createdAt")),
    and(eq(submissions.createdAt, sql.placeholder("createdAt")), lt(submissions.id, sql.placeholder("id"))),
  );
  const page = db
    .select()
    .from(submissions)
    .where(and(submissionWhere(filter), afterCursor))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .prepare();
  // Later than any stored timestamp, and an id above any row's.
  let cursor = { createdAt: "9999-12-31T23:59:59.999Z", id: Number.MAX_SAFE_INTEGER };
  for (;;) {
    const rows = page.all(cursor);
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < pageSize || !last) return;
    cursor = { createdAt: last.createdAt, id: last.id };
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function findSubmission(db: Db, id: number): Submission | undefined {
  return db.select().from(submissions).where(eq(submissions.id, id)).get();
}

/** Leads per page they were sent from, since `since` (spam left out), most first. */
export function leadsByPage(db: Db, since: string, limit: number): { pagePath: string; count: number }[] {
  const leads = count();
  return db
    .select({ pagePath: submissions.pagePath, count: leads })
    .from(submissions)
    .where(and(gte(submissions.createdAt, since), ne(submissions.status, "spam")))
    .groupBy(submissions.pagePath)
    .orderBy(desc(leads), submissions.pagePath)
    .limit(limit)
    .all();
}
