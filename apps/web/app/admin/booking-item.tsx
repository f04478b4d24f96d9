import type { BookingWindow } from "@brightwater/contracts/booking-window";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type BookingAction, type BookingView, changeBooking, fetchOpenWindows, moveBooking } from "./booking-api";
import { failureHandler } from "./error-text";

interface BookingItemProps {
  booking: BookingView;
  statusLabel: string;
  leadHref: string;
  onChanged: (booking: BookingView) => void;
  onFailed: (text: string) => void;
  onSignedOut: (notice: string | null) => void;
}

const windowName = (window: BookingWindow, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).formatRange(new Date(window.start), new Date(window.end));

/** Where a booking may move: the open windows, one to choose, and the button that moves it. */
function MovePicker({ onMove }: { onMove: (windowId: string) => void }) {
  const [open, setOpen] = useState<{ timeZone: string; windows: BookingWindow[] } | null>(null);
  const [chosen, setChosen] = useState("");
  useEffect(() => {
    // A failure leaves the list empty: the office can still call and cancel.
    fetchOpenWindows().then(setOpen, () => setOpen({ timeZone: "UTC", windows: [] }));
  }, []);
  if (!open) return <p role="status">Loading the open times…</p>;
  return (
    <div className="booking-item__move">
      <select aria-label="Move to" value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
        <option value="">Choose an open time</option>
        {open.windows.map((window) => (
          <option key={window.id} value={window.id}>
            {windowName(window, open.timeZone)}
          </option>
        ))}
      </select>
      <button type="button" className="button button--primary" disabled={!chosen} onClick={() => onMove(chosen)}>
        Move here
      </button>
    </div>
  );
}

/** One booked window: when, who, its status, and one button each to confirm, move or cancel it. */
export function BookingItem({ booking, statusLabel, leadHref, onChanged, onFailed, onSignedOut }: BookingItemProps) {
  const [saving, setSaving] = useState(false);
  const [moving, setMoving] = useState(false);
  const run = async (change: () => Promise<{ booking: BookingView }>) => {
    setSaving(true);
    try {
      onChanged((await change()).booking);
      setMoving(false);
    } catch (failure) {
      failureHandler(onSignedOut, onFailed)(failure);
    } finally {
      setSaving(false);
    }
  };
  const act = (action: BookingAction) => run(() => changeBooking(booking.id, action));
  const cancelled = booking.status === "cancelled";
  return (
    <li className="booking-item">
      <p className="booking-item__when">
        <strong>{booking.label}</strong>
        <span className={`status-badge status-badge--booking-${booking.status}`}>{statusLabel}</span>
      </p>
      <p className="booking-item__who">
        <Link to={leadHref} preventScrollReset>
          {booking.name || "(no name)"}
        </Link>{" "}
        · <a href={`tel:${booking.phone}`}>{booking.phone}</a> · {booking.subject}
      </p>
      <div className="booking-item__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={saving || booking.status !== "requested"}
          onClick={() => act("confirm")}
        >
          Confirm
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={saving || cancelled}
          aria-expanded={moving}
          onClick={() => setMoving(!moving)}
        >
          Move
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={saving || cancelled}
          onClick={() => act("cancel")}
        >
          Cancel
        </button>
      </div>
      {moving ? <MovePicker onMove={(windowId) => run(() => moveBooking(booking.id, windowId))} /> : null}
    </li>
  );
}
