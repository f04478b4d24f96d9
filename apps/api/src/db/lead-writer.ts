import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { type NewSubmission, outbox, submissions } from "./schema";

interface Pending {
  row: NewSubmission & { spam: boolean };
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Stores submissions with group commit. Each insert joins a queue; once per event-loop turn the
 * whole queue is written in one transaction (the submission and its notification job together),
 * and every caller is answered after that commit. One fsync then covers many requests.
 */
export class LeadWriter {
  private queue: Pending[] = [];
  /** Called after each commit that stored leads to notify (the mail worker listens). */
  onCommit: (() => void) | null = null;
  private scheduled = false;
  private readonly insertSubmission;
  private readonly insertOutbox;

  constructor(private readonly db: Db) {
    this.insertSubmission = db
      .insert(submissions)
      .values({
        kind: sql.placeholder("kind"),
        status: sql.placeholder("status"),
        firstName: sql.placeholder("firstName"),
        lastName: sql.placeholder("lastName"),
        email: sql.placeholder("email"),
        phone: sql.placeholder("phone"),
        subject: sql.placeholder("subject"),
        message: sql.placeholder("message"),
        details: sql.placeholder("details"),
        pagePath: sql.placeholder("pagePath"),
        userAgent: sql.placeholder("userAgent"),
      })
      .returning({ id: submissions.id })
      .prepare();
    this.insertOutbox = db
      .insert(outbox)
      .values({ submissionId: sql.placeholder("submissionId"), state: sql.placeholder("state") })
      .prepare();
  }

  /** Resolves with the new row's id once it is committed to disk. */
  insert(row: NewSubmission & { spam: boolean }): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    let ids: number[];
    try {
      ids = this.db.transaction(() =>
        batch.map(({ row }) => {
          const inserted = this.insertSubmission.get({
            kind: row.kind,
            status: row.spam ? "spam" : "new",
            firstName: row.firstName,
            lastName: row.lastName ?? "",
            email: row.email ?? "",
            phone: row.phone ?? "",
            subject: row.subject ?? "",
            message: row.message ?? "",
            // Drizzle encodes the JSON column itself, placeholders included.
            details: row.details ?? {},
            pagePath: row.pagePath ?? "",
            userAgent: row.userAgent ?? "",
          });
          if (!inserted) throw new Error("insert returned no row");
          // Spam is kept for the record but nobody is notified of it.
          this.insertOutbox.run({ submissionId: inserted.id, state: row.spam ? "skipped" : "pending" });
          return inserted.id;
        }),
      );
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      pending.resolve(ids[index] as number);
    });
    if (batch.some(({ row }) => !row.spam)) this.onCommit?.();
  }
}
