import { mailboxKey, type OutboxChannel } from "@brightwater/contracts";
import { sql } from "drizzle-orm";
import { type BookingRequest, BookingStore, WindowFullError } from "./booking-store";
import type { Db } from "./client";
import { type NewSubmission, outbox, submissions } from "./schema";

/** Which jobs a new lead gets besides the company e-mail (always queued, as before). */
export interface LeadChannels {
  webhook: boolean;
  acknowledgement: boolean;
  /** Mails to the homeowner about a booked window (with SMTP_URL). */
  bookingMail?: boolean;
}

/** A request to store: a submission, whether it is spam, and the window it asks for, if any. */
export type LeadRow = NewSubmission & { spam: boolean; booking?: BookingRequest | undefined };

// One acknowledgement an hour per address at most: a resend of the form, or a bot using
// someone's address, does not fill their mailbox.
const acknowledgementGapMs = 60 * 60 * 1000;

/** What one insert committed: the lead's id and the notification jobs stored with it. */
export interface StoredLead {
  id: number;
  /** The channels queued for delivery, in the outbox's order; empty for spam. */
  queued: OutboxChannel[];
}

interface Pending {
  row: LeadRow;
  resolve: (stored: StoredLead) => void;
  reject: (error: unknown) => void;
}

/**
 * Stores submissions with group commit. Each insert joins a queue; once per event-loop turn the
 * whole queue is written in one transaction (the submission and its notification jobs together),
 * and every caller is answered after that commit with what was stored. One fsync then covers many
 * requests. The writer knows nothing of who delivers the jobs: its caller hands them on.
 *
 * A request for an arrival window counts the window's bookings and adds its own in the same
 * transaction, so two requests can never both take the last place. A full window fails only
 * that request (WindowFullError), never its neighbours in the batch.
 */
export class LeadWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly insertSubmission;
  private readonly insertOutbox;
  private readonly claimAcknowledgement;
  private readonly bookings;

  constructor(
    private readonly db: Db,
    private readonly channels: LeadChannels = { webhook: false, acknowledgement: false },
  ) {
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
        attribution: sql.placeholder("attribution"),
        callBackBy: sql.placeholder("callBackBy"),
        source: sql.placeholder("source"),
      })
      .returning({ id: submissions.id })
      .prepare();
    this.insertOutbox = db
      .insert(outbox)
      .values({
        submissionId: sql.placeholder("submissionId"),
        channel: sql.placeholder("channel"),
        state: sql.placeholder("state"),
      })
      .prepare();
    this.bookings = new BookingStore(db.$client);
    // Changes one row when the address got no acknowledgement within the gap (and stamps it now).
    this.claimAcknowledgement = db.$client.prepare<[string, string, string]>(
      `INSERT INTO acknowledgements (email, sent_at) VALUES (?, ?)
       ON CONFLICT (email) DO UPDATE SET sent_at = excluded.sent_at WHERE sent_at <= ?`,
    );
  }

  /** Resolves with the new row's id and its queued channels once they are committed to disk. */
  insert(row: LeadRow): Promise<StoredLead> {
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
    let stored: (StoredLead | WindowFullError)[];
    try {
      stored = this.db.transaction(() =>
        batch.map(({ row }) => {
          // Spam takes no place in a window.
          const booking = row.spam ? undefined : row.booking;
          if (booking && !this.bookings.hasRoom(booking)) return new WindowFullError(booking.windowId);
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
            attribution: row.attribution ?? {},
            source: row.source ?? "",
            callBackBy: row.callBackBy ?? null,
          });
          if (!inserted) throw new Error("insert returned no row");
          const submissionId = inserted.id;
          if (booking) this.addBooking(submissionId, booking, row.email);
          // Spam is kept for the record but nobody is notified of it.
          if (row.spam) {
            this.insertOutbox.run({ submissionId, channel: "company_email", state: "skipped" });
            return { id: submissionId, queued: [] };
          }
          const queued: OutboxChannel[] = ["company_email"];
          if (this.channels.webhook) queued.push("webhook");
          if (this.channels.acknowledgement && row.email && this.mayAcknowledge(row.email))
            queued.push("acknowledgement");
          for (const channel of queued) this.insertOutbox.run({ submissionId, channel, state: "pending" });
          return { id: submissionId, queued };
        }),
      );
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = stored[index];
      if (outcome instanceof WindowFullError) pending.reject(outcome);
      else pending.resolve(outcome as StoredLead);
    });
  }

  /** The request's booking, and the homeowner's mail that says it is asked for (not yet confirmed). */
  private addBooking(submissionId: number, booking: BookingRequest, email: string | undefined): void {
    const bookingId = this.bookings.add(submissionId, booking);
    if (!this.channels.bookingMail || !email) return;
    const { windowId, startsAt, endsAt } = booking;
    this.bookings.queueMail(submissionId, { bookingId, mail: "requested", windowId, startsAt, endsAt, sequence: 0 });
  }

  private mayAcknowledge(email: string): boolean {
    const now = Date.now();
    const cutoff = new Date(now - acknowledgementGapMs).toISOString();
    // One plain address only (the contract's), counted per mailbox: a list or a "+tag" is not a second one.
    const mailbox = mailboxKey(email);
    if (!mailbox) return false;
    return this.claimAcknowledgement.run(mailbox, new Date(now).toISOString(), cutoff).changes > 0;
  }
}
