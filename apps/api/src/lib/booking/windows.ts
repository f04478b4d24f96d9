import { weekdayNames } from "@brightwater/content";
import type { Booking } from "@brightwater/content/types";
import { type BookingWindow, windowIdPattern } from "@brightwater/contracts";
import { addDays, weekdayOf, zonedDay, zonedInstant, zonedIso } from "./zone-time";

/** What the windows are computed from: booking.json without its words. */
export type WindowSettings = Pick<
  Booking,
  "timeZone" | "weekdays" | "jobsPerWindow" | "leadTimeHours" | "daysAhead" | "closedDates"
>;

/** One window of the settings, located in time: its id, local day, and UTC instants. */
export interface WindowSlot {
  id: string;
  day: string;
  startMs: number;
  endMs: number;
}

/** Why a window id cannot be booked; each is a 400 naming `arrivalWindow`. */
export type WindowRefusal = "unknown" | "closed" | "too_soon" | "too_far";

/** The window an id names, when the settings have those hours on that weekday; else undefined. */
export function slotOf(settings: WindowSettings, id: string): WindowSlot | undefined {
  const match = windowIdPattern.exec(id);
  if (!match) return undefined;
  const [, day = "", start = "", end = ""] = match;
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || addDays(day, 0) !== day) return undefined;
  const hours = settings.weekdays[weekdayNames[weekdayOf(day)] ?? "sunday"] ?? [];
  if (!hours.includes(`${start}-${end}`)) return undefined;
  return {
    id,
    day,
    startMs: zonedInstant(settings.timeZone, day, start),
    endMs: zonedInstant(settings.timeZone, day, end),
  };
}

/** The window as the API shows it, with how many more jobs it takes. */
export function shownWindow(settings: WindowSettings, slot: WindowSlot, booked: number): BookingWindow {
  return {
    id: slot.id,
    start: zonedIso(settings.timeZone, slot.startMs),
    end: zonedIso(settings.timeZone, slot.endMs),
    remaining: Math.max(0, settings.jobsPerWindow - booked),
  };
}

/** Whether a window may be asked for at `now` (room aside): the slot, or why not. */
export function checkWindow(
  settings: WindowSettings,
  id: string,
  now: Date,
): { slot: WindowSlot } | { refusal: WindowRefusal } {
  const slot = slotOf(settings, id);
  if (!slot) return { refusal: "unknown" };
  if (settings.closedDates.includes(slot.day)) return { refusal: "closed" };
  if (slot.startMs < now.getTime() + settings.leadTimeHours * 3_600_000) return { refusal: "too_soon" };
  if (slot.day > addDays(zonedDay(settings.timeZone, now.getTime()), settings.daysAhead)) return { refusal: "too_far" };
  return { slot };
}

/**
 * The windows open at `now`, soonest first: from today to `daysAhead` days on, none on a closed
 * day, none starting sooner than the lead time, none full by `booked` (active bookings per id).
 */
export function openWindows(settings: WindowSettings, now: Date, booked: ReadonlyMap<string, number>): BookingWindow[] {
  const today = zonedDay(settings.timeZone, now.getTime());
  const open: BookingWindow[] = [];
  for (let offset = 0; offset <= settings.daysAhead; offset++) {
    const day = addDays(today, offset);
    if (settings.closedDates.includes(day)) continue;
    for (const hours of settings.weekdays[weekdayNames[weekdayOf(day)] ?? "sunday"] ?? []) {
      const id = `${day}T${hours}`;
      const checked = checkWindow(settings, id, now);
      if (!("slot" in checked)) continue;
      const count = booked.get(id) ?? 0;
      if (count < settings.jobsPerWindow) open.push(shownWindow(settings, checked.slot, count));
    }
  }
  return open;
}
