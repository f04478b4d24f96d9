// Local day and hours in a time zone, and back to an instant, with Intl alone: the offset of a
// zone at an instant is read from Intl.DateTimeFormat, so daylight-saving changes need no table.

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in minutes ("GMT-05:00" → -300). */
export function offsetMinutes(timeZone: string, instantMs: number): number {
  const name = offsetFormat(timeZone)
    .formatToParts(instantMs)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant a local day and time ("2026-11-02", "08:00") names in the zone. */
export function zonedInstant(timeZone: string, day: string, time: string): number {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // The offset at the guess may be the other side of a change; the second reading settles it.
  const first = asUtc - offsetMinutes(timeZone, asUtc) * 60_000;
  return asUtc - offsetMinutes(timeZone, first) * 60_000;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** ISO 8601 with the zone's offset at that instant: "2026-11-02T08:00:00-05:00". */
export function zonedIso(timeZone: string, instantMs: number): string {
  const offset = offsetMinutes(timeZone, instantMs);
  const local = new Date(instantMs + offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The local day in the zone at an instant: "2026-12-03". */
export function zonedDay(timeZone: string, instantMs: number): string {
  return zonedIso(timeZone, instantMs).slice(0, 10);
}

/** The day `days` after a day ("2026-12-31", 1 → "2027-01-01"). */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The weekday of a day, 0 Sunday … 6 Saturday (the same on every clock). */
export function weekdayOf(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}
