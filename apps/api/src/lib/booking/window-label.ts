import { zonedIso } from "./zone-time";

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(timeZone: string) {
  let pair = formats.get(timeZone);
  if (!pair) {
    pair = {
      day: new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" }),
      time: new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }),
    };
    formats.set(timeZone, pair);
  }
  return pair;
}

/** A window as people read it, on the office's clock: "Thursday, December 3, 8:00 AM – 10:00 AM". */
export function windowLabel(timeZone: string, startsAt: string, endsAt: string): string {
  const { day, time } = formatsOf(timeZone);
  const start = Date.parse(startsAt);
  return `${day.format(start)}, ${time.format(start)} – ${time.format(Date.parse(endsAt))}`;
}

/** A UTC instant as ISO 8601 on the office's clock, with its offset. */
export function officeIso(timeZone: string, instant: string): string {
  return zonedIso(timeZone, Date.parse(instant));
}
