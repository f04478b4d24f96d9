import type { SubmissionDetail } from "@brightwater/contracts";
import { useSite } from "@brightwater/renderer";
import { BookingItem } from "./booking-item";
import { useBookings } from "./use-bookings";

const dayMs = 86_400_000;

/**
 * The day (YYYY-MM-DD) of the window a lead asked for, from the label the server stored with it
 * ("Thursday, December 3, 8:00 AM – 10:00 AM") and when it was sent: the label has no year, and
 * a window is never asked for in the past.
 */
export function askedDay(label: string, createdAt: string): string | null {
  const monthDay = /^[A-Za-z]+, ([A-Za-z]+ \d{1,2}),/.exec(label)?.[1];
  const sent = Date.parse(createdAt);
  if (!monthDay || Number.isNaN(sent)) return null;
  const year = new Date(sent).getUTCFullYear();
  for (const candidate of [year, year + 1]) {
    const day = Date.parse(`${monthDay}, ${candidate} 12:00 UTC`);
    if (!Number.isNaN(day) && day >= sent - dayMs) return new Date(day).toISOString().slice(0, 10);
  }
  return null;
}

interface LeadBookingProps {
  lead: SubmissionDetail;
  day: string;
  onSignedOut: (notice: string | null) => void;
}

/** The lead's booked window with its status and buttons, found among its day's bookings. */
function BookedWindow({ lead, day, onSignedOut }: LeadBookingProps) {
  const { booking: copy } = useSite();
  const { list, error, setError, replace } = useBookings(day, onSignedOut);
  const booking = list?.bookings.find((item) => item.submissionId === lead.id);
  if (error) return <p className="inbox-error">{error}</p>;
  // Moved to another day since: "Booked times" has it there.
  if (!booking) return null;
  return (
    <ul className="bookings__list lead-booking" aria-label="Booked time">
      <BookingItem
        booking={booking}
        statusLabel={copy.statusLabels[booking.status]}
        leadHref={`?lead=${lead.id}`}
        onChanged={replace}
        onFailed={setError}
        onSignedOut={onSignedOut}
      />
    </ul>
  );
}

/** For a lead that asked for an arrival window: that booking, to confirm, move or cancel here. */
export function LeadBooking({ lead, onSignedOut }: Omit<LeadBookingProps, "day">) {
  const asked = lead.details.arrivalWindow;
  const day = asked ? askedDay(asked, lead.createdAt) : null;
  return day ? <BookedWindow lead={lead} day={day} onSignedOut={onSignedOut} /> : null;
}
