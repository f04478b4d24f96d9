import { useCallback, useEffect, useState } from "react";
import { type BookingDay, type BookingView, fetchBookings } from "./booking-api";
import { failureHandler } from "./error-text";

/** The day's bookings, fetched again when the day changes; `replace` puts a changed booking in its place. */
export function useBookings(day: string, onSignedOut: (notice: string | null) => void) {
  const [list, setList] = useState<BookingDay | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setError(null);
    fetchBookings(day).then(
      (loaded) => {
        if (current) setList(loaded);
      },
      (failure: unknown) => {
        if (current) failureHandler(onSignedOut, setError)(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [day, onSignedOut]);
  const replace = useCallback((booking: BookingView) => {
    setList(
      (shown) =>
        shown && {
          ...shown,
          // A booking moved to another day leaves this one.
          bookings: shown.bookings.flatMap((item) =>
            item.id !== booking.id ? [item] : booking.windowId.startsWith(shown.day) ? [booking] : [],
          ),
        },
    );
  }, []);
  return { list, error, setError, replace };
}

/** `day` (YYYY-MM-DD) moved by `days`, on the calendar (no clock, so no daylight-saving step). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today on this device's calendar: the office's phone keeps the office's time. */
export function today(): string {
  return new Date().toLocaleDateString("en-CA");
}
