import type { LostReason, ReviewChannel, SubmissionStatus } from "@brightwater/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { reviewRequests, statusChanges, submissions } from "./schema";

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
