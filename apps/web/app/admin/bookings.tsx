import { useSite } from "@brightwater/renderer";
import { useState } from "react";
import { BookingItem } from "./booking-item";
import { addDays, today, useBookings } from "./use-bookings";

interface BookingsProps {
  leadHref: (id: number) => string;
  onSignedOut: (notice: string | null) => void;
}

const dayName = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * The arrival windows booked on one day, soonest first, each with its buttons: confirm, move to
 * another open window, or cancel (the homeowner is mailed each time). The day moves one at a time
 * or jumps with the date field.
 */
export function Bookings({ leadHref, onSignedOut }: BookingsProps) {
  const { booking: copy } = useSite();
  const [day, setDay] = useState(today);
  const { list, error, setError, replace } = useBookings(day, onSignedOut);
  const bookings = list?.day === day ? list.bookings : null;
  return (
    <section className="bookings" aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">Booked times</h2>
      <div className="bookings__days">
        <button type="button" className="button button--secondary" onClick={() => setDay(addDays(day, -1))}>
          <span aria-hidden="true">←</span> Day before
        </button>
        <label className="visually-hidden" htmlFor="bookings-day">
          Day
        </label>
        <input
          id="bookings-day"
          type="date"
          value={day}
          onChange={(event) => event.currentTarget.value && setDay(event.currentTarget.value)}
        />
        <button type="button" className="button button--secondary" onClick={() => setDay(addDays(day, 1))}>
          Day after <span aria-hidden="true">→</span>
        </button>
      </div>
      <p className="bookings__day" aria-live="polite">
        {dayName(day)}: {bookings ? `${bookings.length} booked` : "loading…"}
      </p>
      {error ? (
        <p className="inbox-error" role="alert">
          {error}
        </p>
      ) : null}
      {bookings && bookings.length > 0 ? (
        <ul className="bookings__list">
          {bookings.map((booking) => (
            <BookingItem
              key={booking.id}
              booking={booking}
              statusLabel={copy.statusLabels[booking.status]}
              leadHref={leadHref(booking.submissionId)}
              onChanged={replace}
              onFailed={setError}
              onSignedOut={onSignedOut}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
