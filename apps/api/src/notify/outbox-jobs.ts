import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type OutboxJob, outbox, type QueueChannel, type Submission, submissions } from "../db/schema";

/** What the worker could not write down yet, kept in memory until the database takes writes. */
export type Unrecorded =
  | { kind: "sent"; jobId: number; attempts: number; sentAt: string }
  | { kind: "retry"; jobId: number; attempts: number; lastError: string; delayMs: number };

/** One channel's pending jobs that are due at `now`, oldest first, at most `limit`, each with its lead. */
export function dueJobs(
  db: Db,
  due: { channel: QueueChannel; now: string; limit: number },
): { job: OutboxJob; submission: Submission }[] {
  return db
    .select({ job: outbox, submission: submissions })
    .from(outbox)
    .innerJoin(submissions, eq(outbox.submissionId, submissions.id))
    .where(and(eq(outbox.state, "pending"), eq(outbox.channel, due.channel), lte(outbox.nextAttemptAt, due.now)))
    .orderBy(asc(outbox.id))
    .limit(due.limit)
    .all();
}

/** Writes down how a try went: delivered, or when to try again. Throws while the database refuses. */
export function recordOutcome(db: Db, entry: Unrecorded): void {
  if (entry.kind === "sent") {
    db.update(outbox)
      .set({ state: "sent", sentAt: entry.sentAt, attempts: entry.attempts, lastError: null })
      .where(eq(outbox.id, entry.jobId))
      .run();
  } else {
    db.update(outbox)
      .set({
        attempts: entry.attempts,
        lastError: entry.lastError,
        nextAttemptAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`+${entry.delayMs / 1000} seconds`})`,
      })
      .where(eq(outbox.id, entry.jobId))
      .run();
  }
}
