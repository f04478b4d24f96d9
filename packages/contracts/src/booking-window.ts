// No zod here: the browser imports this file for the window ids and the shapes the server answers.

/**
 * An arrival window's id: its day and hours in the office's time zone, "2026-12-03T08:00-10:00".
 * The same id names the same hours on the office's calendar, whatever the daylight-saving offset.
 */
export const windowIdPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** The parts of a day a visitor without script may prefer (the office confirms a time either way). */
export const partsOfDay = ["morning", "afternoon"] as const;
export type PartOfDay = (typeof partsOfDay)[number];

/** A day as the date input sends it: "2026-12-03". */
export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One open arrival window (`GET /api/booking/windows`): its id, its start and end as ISO 8601
 * with the office's UTC offset on that day ("2026-12-03T08:00:00-05:00"), and how many more jobs
 * it takes.
 */
export interface BookingWindow {
  id: string;
  start: string;
  end: string;
  remaining: number;
}

/** `GET /api/booking/windows`: the open windows, soonest first, in the office's time zone. */
export interface BookingWindowsResponse {
  timeZone: string;
  windows: BookingWindow[];
}

/**
 * The 409 a request for a full window gets: the error shape of ./error.ts (code "window_full", the
 * field `arrivalWindow` named), with the next open windows beside it.
 */
export interface WindowFullBody {
  error: { code: "window_full"; message: string; fields: { arrivalWindow: string } };
  alternatives: BookingWindow[];
}

/** How the office has a booking: asked for until it confirms; moved keeps it confirmed; or cancelled. */
export const bookingStatuses = ["requested", "confirmed", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
