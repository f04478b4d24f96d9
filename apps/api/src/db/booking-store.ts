import type Database from "better-sqlite3";
import type { BookingMailPayload } from "./schema";

/** The window a request asks for, located in time, and how many jobs the window takes. */
export interface BookingRequest {
  windowId: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
}

/** The window asked for had no room left when the request's turn in the transaction came. */
export class WindowFullError extends Error {
  constructor(readonly windowId: string) {
    super(`window ${windowId} is full`);
    this.name = "WindowFullError";
  }
}

/**
 * The statements that add a booking, run inside the caller's transaction: count the window's
 * active bookings, add one when there is room, and queue a mail about it. Raw statements, prepared
 * once: the lead writer runs them for every request of a batch.
 */
export class BookingStore {
  private readonly countActive;
  private readonly insertBooking;
  private readonly insertMail;

  constructor(sqlite: Database.Database) {
    this.countActive = sqlite.prepare<[string], { count: number }>(
      "SELECT count(*) AS count FROM bookings WHERE window_id = ? AND status != 'cancelled'",
    );
    this.insertBooking = sqlite.prepare<[number, string, string, string]>(
      "INSERT INTO bookings (submission_id, window_id, starts_at, ends_at) VALUES (?, ?, ?, ?) RETURNING id",
    );
    this.insertMail = sqlite.prepare<[number, string]>(
      "INSERT INTO outbox (submission_id, channel, state, payload) VALUES (?, 'booking_mail', 'pending', ?)",
    );
  }

  /** How many bookings not cancelled the window has. */
  active(windowId: string): number {
    return this.countActive.get(windowId)?.count ?? 0;
  }

  /** Whether the window has room for one more; the caller's transaction makes the answer hold. */
  hasRoom(request: BookingRequest): boolean {
    return this.active(request.windowId) < request.capacity;
  }

  /** Adds the booking of a stored request; answers its id. */
  add(submissionId: number, request: BookingRequest): number {
    const row = this.insertBooking.get(submissionId, request.windowId, request.startsAt, request.endsAt) as
      | { id: number }
      | undefined;
    if (!row) throw new Error("booking insert returned no row");
    return row.id;
  }

  /** Queues one mail to the homeowner about their booking. */
  queueMail(submissionId: number, payload: BookingMailPayload): void {
    this.insertMail.run(submissionId, JSON.stringify(payload));
  }
}
