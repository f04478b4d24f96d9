import { inArray, lt } from "drizzle-orm";
import type { Db } from "./client";
import { acknowledgements, events, outbox, reviewRequests, statusChanges, submissions } from "./schema";

/** The instant `months` calendar months before `now`: anything older is deleted. */
export function retentionCutoff(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

export interface RetentionResult {
  submissions: number;
  events: number;
  resumes: number;
}

/**
 * Deletes requests (with their jobs, history and résumé files), call-tap events older than the
 * retention period, and acknowledgement stamps older than an hour (they only throttle). The rows
 * go in one transaction; the files after it, so a crash never leaves a row without its file.
 */
export function applyRetention(
  db: Db,
  options: { months: number; removeResume: (storedName: string) => void; now?: Date },
): RetentionResult {
  const now = options.now ?? new Date();
  const cutoff = retentionCutoff(now, options.months);
  const { removed, eventCount } = db.transaction((tx) => {
    const old = tx
      .select({ id: submissions.id, details: submissions.details })
      .from(submissions)
      .where(lt(submissions.createdAt, cutoff))
      .all();
    const ids = old.map((row) => row.id);
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500);
      tx.delete(outbox).where(inArray(outbox.submissionId, chunk)).run();
      tx.delete(statusChanges).where(inArray(statusChanges.submissionId, chunk)).run();
      tx.delete(reviewRequests).where(inArray(reviewRequests.submissionId, chunk)).run();
      tx.delete(submissions).where(inArray(submissions.id, chunk)).run();
    }
    const eventCount = tx.delete(events).where(lt(events.createdAt, cutoff)).run().changes;
    tx.delete(acknowledgements)
      .where(lt(acknowledgements.sentAt, new Date(now.getTime() - 60 * 60 * 1000).toISOString()))
      .run();
    return { removed: old, eventCount };
  });
  let resumes = 0;
  for (const row of removed) {
    const stored = row.details.resumeStoredName;
    if (!stored) continue;
    options.removeResume(stored);
    resumes++;
  }
  return { submissions: removed.length, events: eventCount, resumes };
}
