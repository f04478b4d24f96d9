import type { Booking } from "../schema/booking";
import { weekdayNames } from "../schema/booking";
import type { Business } from "../schema/business";
import type { Problem } from "../schema/catalogue-error";

const file = "booking.json";

function minutes(time: string): number {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
}

/** One weekday's windows against the office's hours and each other: each problem at its JSON path. */
function dayProblems(day: string, windows: readonly string[], schedule: Business["hours"]["schedule"]): Problem[] {
  const problems: Problem[] = [];
  const opens = minutes(schedule.opens);
  const closes = minutes(schedule.closes);
  const spans = windows.map((hours) => hours.split("-").map(minutes) as [number, number]);
  spans.forEach(([start, end], index) => {
    const path = `weekdays.${day}[${index}]`;
    const hours = windows[index];
    if (end <= start) problems.push({ file, path, message: `${hours} ends before it starts` });
    else if (start < opens || end > closes)
      problems.push({
        file,
        path,
        message: `${hours} is outside the office's hours (${schedule.opens}-${schedule.closes}, business.json hours.schedule)`,
      });
    const overlapped = spans.findIndex(
      ([otherStart, otherEnd], other) => other < index && start < otherEnd && otherStart < end,
    );
    if (overlapped >= 0) problems.push({ file, path, message: `${hours} overlaps ${windows[overlapped]}` });
  });
  return problems;
}

/**
 * What booking.json must agree on with business.json: the same time zone, windows only on the
 * office's days and within its hours, and windows that neither end before they start nor overlap.
 */
export function bookingProblems(booking: Booking, business: Business): Problem[] {
  const { schedule } = business.hours;
  const problems: Problem[] = [];
  if (booking.timeZone !== schedule.timeZone)
    problems.push({
      file,
      path: "timeZone",
      message: `must be business.json's hours.schedule.timeZone, ${schedule.timeZone}`,
    });
  for (const [index, day] of weekdayNames.entries()) {
    const windows = booking.weekdays[day] ?? [];
    if (windows.length > 0 && !schedule.days.includes(index))
      problems.push({
        file,
        path: `weekdays.${day}`,
        message: `the office is closed on ${day}s (business.json hours.schedule.days)`,
      });
    problems.push(...dayProblems(day, windows, schedule));
  }
  return problems;
}
