import { asc, eq, sql } from "drizzle-orm";
import type { BookingView } from "../lib/booking/booking-schemas";
import { officeIso, windowLabel } from "../lib/booking/window-label";
import type { Db } from "./client";
import { type BookingRow, bookings, submissions } from "./schema";

interface Lead {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  subject: string;
}

function viewOf(timeZone: string, booking: BookingRow, lead: Lead): BookingView {
  return {
    id: booking.id,
    submissionId: booking.submissionId,
    windowId: booking.windowId,
    start: officeIso(timeZone, booking.startsAt),
    end: officeIso(timeZone, booking.endsAt),
    label: windowLabel(timeZone, booking.startsAt, booking.endsAt),
    status: booking.status,
    sequence: booking.sequence,
    name: `${lead.firstName} ${lead.lastName}`.trim(),
    phone: lead.phone,
    email: lead.email,
    subject: lead.subject,
    createdAt: booking.createdAt,
    confirmedAt: booking.confirmedAt,
    cancelledAt: booking.cancelledAt,
    remindedAt: booking.remindedAt,
  };
}

const leadColumns = {
  firstName: submissions.firstName,
  lastName: submissions.lastName,
  phone: submissions.phone,
  email: submissions.email,
  subject: submissions.subject,
};

/** The bookings of one day on the office's clock, by window, cancelled ones included. */
export function bookingsOfDay(db: Db, timeZone: string, day: string): BookingView[] {
  return db
    .select({ booking: bookings, lead: leadColumns })
    .from(bookings)
    .innerJoin(submissions, eq(submissions.id, bookings.submissionId))
    .where(sql`substr(${bookings.windowId}, 1, 10) = ${day}`)
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .all()
    .map(({ booking, lead }) => viewOf(timeZone, booking, lead));
}

/** One booking as the inbox shows it; undefined for none. */
export function bookingView(db: Db, timeZone: string, id: number): BookingView | undefined {
  const row = db
    .select({ booking: bookings, lead: leadColumns })
    .from(bookings)
    .innerJoin(submissions, eq(submissions.id, bookings.submissionId))
    .where(eq(bookings.id, id))
    .get();
  return row ? viewOf(timeZone, row.booking, row.lead) : undefined;
}
