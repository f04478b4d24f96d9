import {
  adminPageSize,
  type LostReason,
  leadReference,
  type OutboxChannel,
  type ReviewChannel,
  type ReviewMessage,
  type SubmissionDetail,
  type SubmissionFilter,
  type SubmissionListQuery,
  type SubmissionListResponse,
  type SubmissionStatus,
  type SubmissionSummary,
} from "@brightwater/contracts";
import { and, asc, count, desc, eq, gte, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import { type OutboxJob, outbox, reviewRequests, type Submission, statusChanges, submissions } from "./schema";
import { overdueAt, submissionWhere } from "./submission-filter";

const newestFirst = [desc(submissions.createdAt), desc(submissions.id)];

/** Minutes from receipt to first contact; null while nobody has been in touch. */
export function minutesToFirstContact(row: Pick<Submission, "createdAt" | "firstContactedAt">): number | null {
  if (!row.firstContactedAt) return null;
  return Math.max(0, Math.round((Date.parse(row.firstContactedAt) - Date.parse(row.createdAt)) / 60_000));
}

/** Still new after its call-back allowance. */
export function isOverdue(row: Pick<Submission, "status" | "callBackBy">, now: string): boolean {
  return row.status === "new" && row.callBackBy !== null && row.callBackBy < now;
}

// Details that only the server needs: where the résumé file is, its type and size.
const internalDetails = new Set(["resumeStoredName", "resumeType", "resumeBytes", "resumeFileName"]);

function excerpt(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

/** Names the town of a lead (see lib/inbox/lead-town.ts). */
export type TownOf = (row: Pick<Submission, "details" | "pagePath">) => string;

function toSummary(row: Submission, townOf: TownOf, now = new Date().toISOString()): SubmissionSummary {
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
    source: row.source,
    lostReason: row.lostReason as LostReason | "",
    createdAt: row.createdAt,
    statusChangedAt: row.statusChangedAt,
    firstContactedAt: row.firstContactedAt,
    minutesToFirstContact: minutesToFirstContact(row),
    overdue: isOverdue(row, now),
    town: townOf(row),
    reviewRequestedAt: row.reviewRequestedAt,
  };
}

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

/** What the server says of a lead beyond what is stored: the channels it delivers, the town, the review message. */
export interface DetailContext {
  channels: ReadonlySet<OutboxChannel>;
  townOf: TownOf;
  reviewMessage: (row: Submission) => ReviewMessage | null;
}

/** Everything about one lead, with its notification jobs and its status history. */
export function submissionDetail(db: Db, row: Submission, context: DetailContext): SubmissionDetail {
  const jobs = db.select().from(outbox).where(eq(outbox.submissionId, row.id)).orderBy(asc(outbox.id)).all();
  // The company e-mail, as before the other channels existed.
  const job = jobs.find((item) => item.channel === "company_email") ?? jobs[0];
  const history = db
    .select()
    .from(statusChanges)
    .where(eq(statusChanges.submissionId, row.id))
    .orderBy(asc(statusChanges.id))
    .all();
  const details = Object.fromEntries(Object.entries(row.details).filter(([key]) => !internalDetails.has(key)));
  const { resumeStoredName, resumeFileName, resumeType, resumeBytes } = row.details;
  const { excerpt: _excerpt, ...summary } = toSummary(row, context.townOf);
  return {
    ...summary,
    reference: leadReference(row.id),
    message: row.message,
    attribution: Object.fromEntries(Object.entries(row.attribution).filter(([, value]) => typeof value === "string")),
    history: history.map(({ fromStatus, toStatus, lostReason, changedAt }) => ({
      fromStatus,
      toStatus,
      lostReason,
      changedAt,
    })),
    userAgent: row.userAgent,
    details,
    resume: resumeStoredName
      ? {
          fileName: resumeFileName || `resume.${resumeType}`,
          type: resumeType ?? "",
          bytes: resumeBytes ? Number(resumeBytes) : null,
        }
      : null,
    notification: job ? notificationOf(job, context.channels) : null,
    notifications: jobs.map((item) => ({ channel: item.channel, ...notificationOf(item, context.channels) })),
    reviewRequest: context.reviewMessage(row),
  };
}

/** A notification job as the inbox shows it: with when it is tried next, and whether it can be sent at all. */
function notificationOf(job: OutboxJob, channels: ReadonlySet<OutboxChannel>) {
  const { state, attempts, lastError, sentAt } = job;
  return {
    state,
    attempts,
    lastError,
    sentAt,
    nextAttemptAt: state === "pending" ? job.nextAttemptAt : null,
    channelConfigured: channels.has(job.channel),
  };
}

/**
 * Records that the customer was asked for a review (each request, and the latest on the lead).
 * False when there is no such lead.
 */
export function recordReviewRequest(db: Db, id: number, channel: ReviewChannel): boolean {
  return db.transaction((tx) => {
    const now = new Date().toISOString();
    const updated = tx.update(submissions).set({ reviewRequestedAt: now }).where(eq(submissions.id, id)).run();
    if (updated.changes === 0) return false;
    tx.insert(reviewRequests).values({ submissionId: id, channel, requestedAt: now }).run();
    return true;
  });
}

/**
 * Moves a lead in the pipeline and stamps the change; the first move out of "new" (other than to
 * spam) is the first contact. False when there is no such lead.
 */
export function updateStatus(
  db: Db,
  id: number,
  update: { status: SubmissionStatus; lostReason?: LostReason | undefined },
): boolean {
  return db.transaction((tx) => {
    const current = tx.select().from(submissions).where(eq(submissions.id, id)).get();
    if (!current) return false;
    const lostReason = update.status === "lost" ? (update.lostReason ?? "other") : "";
    if (current.status === update.status && current.lostReason === lostReason) return true;
    const now = new Date().toISOString();
    const contacted = update.status !== "new" && update.status !== "spam";
    tx.update(submissions)
      .set({
        status: update.status,
        lostReason,
        statusChangedAt: now,
        firstContactedAt: current.firstContactedAt ?? (contacted ? now : null),
      })
      .where(eq(submissions.id, id))
      .run();
    tx.insert(statusChanges)
      .values({ submissionId: id, fromStatus: current.status, toStatus: update.status, lostReason, changedAt: now })
      .run();
    return true;
  });
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
