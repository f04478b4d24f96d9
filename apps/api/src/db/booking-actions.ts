import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { BookingRequest } from "./booking-store";
import { BookingStore, WindowFullError } from "./booking-store";
import type { Db } from "./client";
import { type BookingMailPayload, type BookingRow, bookings, submissions } from "./schema";

/** What the office does to a booking; each tells the homeowner (when they gave an e-mail). */
export type BookingAction = { kind: "confirm" } | { kind: "cancel" } | { kind: "move"; to: BookingRequest };

/** The booking cannot take the action in the state it is in (a cancelled one cannot be confirmed). */
export class BookingStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BookingStateError";
  }
}

const now = () => new Date().toISOString();

function changeOf(row: BookingRow, action: BookingAction, store: BookingStore): Partial<BookingRow> {
  if (row.status === "cancelled") throw new BookingStateError(`Booking ${row.id} is cancelled.`);
  if (action.kind === "confirm") return { status: "confirmed", confirmedAt: row.confirmedAt ?? now() };
  if (action.kind === "cancel") return { status: "cancelled", cancelledAt: now(), sequence: row.sequence + 1 };
  const { to } = action;
  if (to.windowId === row.windowId) throw new BookingStateError(`Booking ${row.id} is already at that time.`);
  if (!store.hasRoom(to)) throw new WindowFullError(to.windowId);
  // The office set the time, so it holds; the reminder is for the new day.
  return {
    status: "confirmed",
    confirmedAt: row.confirmedAt ?? now(),
    windowId: to.windowId,
    startsAt: to.startsAt,
    endsAt: to.endsAt,
    sequence: row.sequence + 1,
    remindedAt: null,
  };
}

const mailOf = { confirm: "confirmed", cancel: "cancelled", move: "moved" } as const;

/**
 * Confirms, moves or cancels a booking and queues the homeowner's mail, in one immediate
 * transaction: a move counts the new window's bookings and takes its place before any other
 * writer (another request, another process) can. Answers the changed row, or undefined for none.
 */
export function applyBookingAction(db: Db, id: number, action: BookingAction): BookingRow | undefined {
  const store = new BookingStore(db.$client);
  return db.transaction(
    (tx) => {
      const row = tx.select().from(bookings).where(eq(bookings.id, id)).get();
      if (!row) return undefined;
      const changed = tx
        .update(bookings)
        .set(changeOf(row, action, store))
        .where(eq(bookings.id, id))
        .returning()
        .get();
      const email = tx
        .select({ email: submissions.email })
        .from(submissions)
        .where(eq(submissions.id, row.submissionId))
        .get();
      if (email?.email) store.queueMail(row.submissionId, payloadOf(changed, mailOf[action.kind]));
      return changed;
    },
    { behavior: "immediate" },
  );
}

export function payloadOf(row: BookingRow, mail: BookingMailPayload["mail"]): BookingMailPayload {
  const { id: bookingId, windowId, startsAt, endsAt, sequence } = row;
  return { bookingId, mail, windowId, startsAt, endsAt, sequence };
}

/** A confirmed booking on that day whose reminder has not been claimed. */
function dueOn(day: string) {
  return and(
    eq(bookings.status, "confirmed"),
    isNull(bookings.remindedAt),
    sql`substr(${bookings.windowId}, 1, 10) = ${day}`,
  );
}

/**
 * Queues the reminder of each confirmed booking whose window is on `tomorrow` (the office's day),
 * once: a booking is claimed by stamping reminded_at where it is still empty, in the transaction
 * that queues its mail, so a second tick or a second process finds nothing left to claim.
 */
export function queueReminders(db: Db, tomorrow: string, at = new Date()): number {
  const store = new BookingStore(db.$client);
  const due = db
    .select({ booking: bookings, email: submissions.email })
    .from(bookings)
    .innerJoin(submissions, eq(submissions.id, bookings.submissionId))
    .where(and(dueOn(tomorrow), ne(submissions.email, "")))
    .all();
  let queued = 0;
  for (const { booking } of due) {
    db.transaction(
      (tx) => {
        const claimed = tx
          .update(bookings)
          .set({ remindedAt: at.toISOString() })
          .where(and(eq(bookings.id, booking.id), dueOn(tomorrow)))
          .returning()
          .get();
        if (!claimed) return;
        store.queueMail(claimed.submissionId, payloadOf(claimed, "reminder"));
        queued++;
      },
      { behavior: "immediate" },
    );
  }
  return queued;
}
