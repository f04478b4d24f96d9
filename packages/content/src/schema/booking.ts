import { z } from "zod";
import { isoDate, nonEmpty } from "./common";

/** The days of the week as booking.json names them; their index is the day's number (0 Sunday). */
export const weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type WeekdayName = (typeof weekdayNames)[number];

// "08:00-10:00": the hours of an arrival window on the office's clock, the tail of its id.
const hours = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'expected hours like "08:00-10:00"',
});

/** One mail to the homeowner about their time: its subject and its text ({firstName}, {window}). */
const mail = z.strictObject({ subject: nonEmpty, text: nonEmpty });

/** The words the booking step, the mails and the inbox use. */
const bookingCopy = z.strictObject({
  stepTitle: nonEmpty,
  // Said under the title: a time asked for is not yet a time promised.
  stepNote: nonEmpty,
  // For a leak or a flood, a call is faster than any window.
  emergencyNote: nonEmpty,
  noTimeLabel: nonEmpty,
  morningLabel: nonEmpty,
  afternoonLabel: nonEmpty,
  dayLabel: nonEmpty,
  partOfDayLabel: nonEmpty,
  // The 409's message, above the next open times.
  windowFullMessage: nonEmpty,
  unknownWindowMessage: nonEmpty,
  closedDayMessage: nonEmpty,
  tooSoonMessage: nonEmpty,
  tooFarMessage: nonEmpty,
  // A page without script asked for a window that filled meanwhile: the office is told in the request.
  windowFullNote: nonEmpty,
  statusLabels: z.strictObject({ requested: nonEmpty, confirmed: nonEmpty, cancelled: nonEmpty }),
  mails: z.strictObject({ requested: mail, confirmed: mail, moved: mail, cancelled: mail, reminder: mail }),
});

/**
 * When homeowners may ask for an arrival window: the windows of each weekday (a day left out takes
 * none), how many jobs each takes, how far ahead, and the days the office is closed.
 */
export const bookingSchema = z.strictObject({
  $schema: z.string().optional(),
  // Must be business.json's hours.schedule.timeZone: window ids are read on that clock.
  timeZone: nonEmpty,
  weekdays: z.partialRecord(z.enum(weekdayNames), z.array(hours)),
  jobsPerWindow: z.number().int().min(1),
  // No window starts sooner than this many hours from now.
  leadTimeHours: z.number().min(0),
  // The last day offered is today plus this many days.
  daysAhead: z.number().int().min(1).max(90),
  closedDates: z.array(isoDate).default([]),
  // The windows, jobs per window, lead time and closed dates are the office's to set: until it has
  // confirmed them, `npm run launch-check` lists them.
  confirmedByOffice: z.boolean().default(false),
  copy: bookingCopy,
});
export type Booking = z.infer<typeof bookingSchema>;
export type BookingCopy = Booking["copy"];
