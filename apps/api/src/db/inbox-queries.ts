import {
  adminPageSize,
  type SubmissionDetail,
  type SubmissionFilter,
  type SubmissionListQuery,
  type SubmissionListResponse,
  type SubmissionStatus,
  type SubmissionSummary,
} from "@brightwater/contracts";
import { and, count, desc, eq, gte, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import { outbox, type Submission, submissions } from "./schema";
import { submissionWhere } from "./submission-filter";

const newestFirst = [desc(submissions.createdAt), desc(submissions.id)];

// Details that only the server needs: where the résumé file is, its type and size.
const internalDetails = new Set(["resumeStoredName", "resumeType", "resumeBytes", "resumeFileName"]);

function excerpt(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

function toSummary(row: Submission): SubmissionSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    excerpt: excerpt(row.message),
    pagePath: row.pagePath,
    createdAt: row.createdAt,
  };
}

/** One page of the inbox, newest first. */
export function listSubmissions(db: Db, query: SubmissionListQuery): SubmissionListResponse {
  const where = submissionWhere(query);
  const total = db.select({ total: count() }).from(submissions).where(where).get()?.total ?? 0;
  const rows = db
    .select()
    .from(submissions)
    .where(where)
    .orderBy(...newestFirst)
    .limit(adminPageSize)
    .offset((query.page - 1) * adminPageSize)
    .all();
  return {
    items: rows.map(toSummary),
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

/** Everything about one lead, with its notification job. */
export function submissionDetail(db: Db, row: Submission): SubmissionDetail {
  const job = db.select().from(outbox).where(eq(outbox.submissionId, row.id)).orderBy(desc(outbox.id)).get();
  const details = Object.fromEntries(Object.entries(row.details).filter(([key]) => !internalDetails.has(key)));
  const { resumeStoredName, resumeFileName, resumeType, resumeBytes } = row.details;
  const { excerpt: _excerpt, ...summary } = toSummary(row);
  return {
    ...summary,
    message: row.message,
    userAgent: row.userAgent,
    details,
    resume: resumeStoredName
      ? {
          fileName: resumeFileName || `resume.${resumeType}`,
          type: resumeType ?? "",
          bytes: resumeBytes ? Number(resumeBytes) : null,
        }
      : null,
    notification: job
      ? { state: job.state, attempts: job.attempts, lastError: job.lastError, sentAt: job.sentAt }
      : null,
  };
}

/** Sets a lead's status; false when there is no such lead. */
export function updateStatus(db: Db, id: number, status: SubmissionStatus): boolean {
  return db.update(submissions).set({ status }).where(eq(submissions.id, id)).run().changes > 0;
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
