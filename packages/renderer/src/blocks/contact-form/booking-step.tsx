import { apiRequest } from "@brightwater/contracts/api-request";
import type { BookingWindow, BookingWindowsResponse, WindowFullBody } from "@brightwater/contracts/booking-window";
import { type ChangeEventHandler, useEffect, useRef, useState } from "react";
import { focusSummary } from "../../forms/error-summary";
import type { BookingField } from "../../forms/validation";
import { useSite } from "../../site-context";
import { BookingFieldset } from "./booking-fields";

export interface BookingStepProps {
  formId: string;
  values: Record<BookingField, string>;
  onChange: ChangeEventHandler;
  /** The server's answer to a window that filled meanwhile: its message and the next open windows. */
  full: WindowFullBody | null;
}

interface WindowsProps {
  windows: BookingWindow[];
  /** The office's time zone; the browser's own until the windows' answer names it. */
  timeZone: string | undefined;
  value: string;
  onChange: ChangeEventHandler;
}

/**
 * The open windows as days to tap and, under the day chosen, its windows (or no preference).
 * The hours are shown on the office's clock, where the visitor's home is.
 */
function Windows({ windows, timeZone, value, onChange }: WindowsProps) {
  const { booking: copy } = useSite();
  const [day, setDay] = useState("");
  const days = [...new Set(windows.map((window) => window.id.slice(0, 10)))];
  const shown = days.includes(day) ? day : (days.find((candidate) => value.startsWith(candidate)) ?? days[0]);
  const date = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone });
  const hours = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
  return (
    <>
      <div className="booking__days">
        {days.map((candidate) => (
          <button
            key={candidate}
            type="button"
            className="chip"
            aria-pressed={candidate === shown}
            onClick={() => setDay(candidate)}
          >
            {/* "Thu" over "Dec 3": a narrow chip breaks there, not inside the date. */}
            {date.format(new Date(`${candidate}T12:00:00Z`)).replace(", ", "\n")}
          </button>
        ))}
      </div>
      <div className="booking__windows">
        {[{ id: "", label: copy.noTimeLabel }, ...windows.filter((window) => window.id.startsWith(`${shown}T`))].map(
          (window) => (
            // A chip: a radio input the size of a fingertip, its label the whole chip.
            <label key={window.id} className="chip">
              <input
                type="radio"
                name="arrivalWindow"
                value={window.id}
                checked={value === window.id}
                onChange={onChange}
              />
              {"start" in window ? hours.formatRange(new Date(window.start), new Date(window.end)) : window.label}
            </label>
          ),
        )}
      </div>
    </>
  );
}

/**
 * The time step of the enhanced form: the open windows, fetched once when the form goes live, in
 * place of the plain day and part of day (which stay when there are none or the request fails).
 * It stays as open as the visitor left it. A window that filled meanwhile opens it with the
 * server's message and its alternatives, in focus.
 */
export function BookingStep({ formId, values, onChange, full }: BookingStepProps) {
  const [offered, setOffered] = useState<BookingWindowsResponse | null>(null);
  // Open when the visitor had typed in the plain step before this form took its place.
  const [open, setOpen] = useState(Boolean(values.preferredDay || values.preferredTime));
  const step = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    apiRequest<BookingWindowsResponse>("GET", "/api/booking/windows").then(setOffered, () => undefined);
  }, []);
  useEffect(() => {
    if (full && step.current) focusSummary(step.current);
  }, [full]);
  const windows = full?.alternatives ?? offered?.windows ?? [];
  return (
    <BookingFieldset
      ref={step}
      formId={formId}
      open={open || Boolean(full)}
      onToggle={setOpen}
      control={(name) => ({ value: values[name], onChange })}
      message={full?.error.message}
    >
      {windows.length > 0 ? (
        <Windows windows={windows} timeZone={offered?.timeZone} value={values.arrivalWindow} onChange={onChange} />
      ) : null}
    </BookingFieldset>
  );
}
