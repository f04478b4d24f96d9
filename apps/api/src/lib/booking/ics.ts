import { offsetMinutes } from "./zone-time";

// A calendar entry (RFC 5545) for one booking: the window on the office's clock (TZID with a
// VTIMEZONE), the same UID for every mail about the booking and a SEQUENCE that grows with each
// change, so a calendar updates or removes the entry it already has.

export interface CalendarEntry {
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  timeZone: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string } | undefined;
  location?: string;
  now?: Date;
}

/** Text as a TEXT value: backslash, semicolon, comma and newline escaped. */
function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (never inside a UTF-8 character), continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function utcStamp(instantMs: number): string {
  return new Date(instantMs)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The local time of an instant in the zone, as a DATE-TIME without zone: "20261102T080000". */
function localStamp(timeZone: string, instantMs: number): string {
  return utcStamp(instantMs + offsetMinutes(timeZone, instantMs) * 60_000).slice(0, 15);
}

function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

/**
 * The zone's VTIMEZONE for the year of the entry, with the United States' rules (second Sunday
 * of March, first Sunday of November, since 2007): the only rules booking.json's zone, the
 * office's, follows. A zone without daylight-saving time gets its one standard offset.
 */
export function vtimezone(timeZone: string, year: number): string[] {
  const winter = offsetMinutes(timeZone, Date.UTC(year, 0, 15));
  const summer = offsetMinutes(timeZone, Date.UTC(year, 6, 15));
  const standard = ["BEGIN:STANDARD", `TZOFFSETFROM:${offsetText(summer)}`, `TZOFFSETTO:${offsetText(winter)}`];
  if (winter === summer)
    return [
      "BEGIN:VTIMEZONE",
      `TZID:${timeZone}`,
      ...standard,
      "DTSTART:19700101T000000",
      "END:STANDARD",
      "END:VTIMEZONE",
    ];
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    "BEGIN:DAYLIGHT",
    `TZOFFSETFROM:${offsetText(winter)}`,
    `TZOFFSETTO:${offsetText(summer)}`,
    "DTSTART:20070311T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    ...standard,
    "DTSTART:20071104T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
}

/** The .ics text: CRLF line ends, lines folded at 75 octets. */
export function calendarEntry(entry: CalendarEntry): string {
  const start = Date.parse(entry.startsAt);
  const end = Date.parse(entry.endsAt);
  const cancel = entry.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Brightwater Plumbing & Drain//Booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${entry.method}`,
    ...vtimezone(entry.timeZone, new Date(start).getUTCFullYear()),
    "BEGIN:VEVENT",
    `UID:${entry.uid}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTAMP:${utcStamp((entry.now ?? new Date()).getTime())}`,
    `DTSTART;TZID=${entry.timeZone}:${localStamp(entry.timeZone, start)}`,
    `DTEND;TZID=${entry.timeZone}:${localStamp(entry.timeZone, end)}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    `ORGANIZER;CN="${entry.organizer.name.replace(/"/g, "")}":mailto:${entry.organizer.email}`,
    ...(entry.attendee
      ? [`ATTENDEE;CN="${entry.attendee.name.replace(/"/g, "")}";RSVP=FALSE:mailto:${entry.attendee.email}`]
      : []),
    `STATUS:${cancel ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
