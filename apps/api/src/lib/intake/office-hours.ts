import type { Business } from "@brightwater/content/types";

export type OfficeSchedule = Business["hours"]["schedule"];

/** Minutes the office has to call a new request back: shorter while someone is at the desk. */
export const callBackMinutes = { officeHours: 15, afterHours: 30 } as const;

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

// Building a formatter costs far more than using one; every request asks, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the office is open at `at`, in the office's own time zone. */
export function isOfficeOpen(schedule: OfficeSchedule, at: Date): boolean {
  const parts = formatterFor(schedule.timeZone).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  const day = weekdays.indexOf(part("weekday"));
  const time = `${part("hour")}:${part("minute")}`;
  return schedule.days.includes(day) && time >= schedule.opens && time < schedule.closes;
}

/** When a request received at `receivedAt` should have been called back. */
export function callBackBy(schedule: OfficeSchedule, receivedAt: Date): Date {
  const minutes = isOfficeOpen(schedule, receivedAt) ? callBackMinutes.officeHours : callBackMinutes.afterHours;
  return new Date(receivedAt.getTime() + minutes * 60_000);
}
