import {
  leadReference,
  type OutboxChannel,
  outboxChannels,
  type ReviewMessage,
  type SubmissionDetail,
} from "@brightwater/contracts";
import { asc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { type TownOf, toSummary } from "./lead-summary";
import { type OutboxJob, outbox, type QueueChannel, type Submission, statusChanges } from "./schema";

// Details that only the server needs: where the résumé file is, its type and size.
const internalDetails = new Set(["resumeStoredName", "resumeType", "resumeBytes", "resumeFileName"]);

/** What the server says of a lead beyond what is stored: the channels it delivers, the town, the review message. */
export interface DetailContext {
  channels: ReadonlySet<QueueChannel>;
  townOf: TownOf;
  reviewMessage: (row: Submission) => ReviewMessage | null;
}

/** Everything about one lead, with its notification jobs and its status history. */
export function submissionDetail(db: Db, row: Submission, context: DetailContext): SubmissionDetail {
  // The lead's own notifications; the mails about its booking belong to the booking.
  const jobs = db
    .select()
    .from(outbox)
    .where(eq(outbox.submissionId, row.id))
    .orderBy(asc(outbox.id))
    .all()
    .filter((item): item is OutboxJob & { channel: OutboxChannel } =>
      (outboxChannels as readonly string[]).includes(item.channel),
    );
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
function notificationOf(job: OutboxJob, channels: ReadonlySet<QueueChannel>) {
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
