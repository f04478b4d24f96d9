import type { BookingCopy } from "@brightwater/content/types";
import type { BookingMailPayload, Submission } from "../db/schema";
import { calendarEntry } from "../lib/booking/ics";
import { windowLabel } from "../lib/booking/window-label";
import { fillTemplate } from "../lib/inbox/fill-template";
import { greetingName } from "./acknowledgement-mail";

/** What every booking mail is written with besides the job: the words, the clock and who sends it. */
export interface BookingMailContext {
  copy: BookingCopy;
  timeZone: string;
  businessName: string;
  /** The sender's address (LEAD_EMAIL_FROM's), the calendar entry's organizer. */
  fromAddress: string;
  /** The site's host, so that each booking's calendar UID is unique to this site. */
  host: string;
}

/** One mail to the homeowner: subject, text and, but for the "asked for" one, the calendar entry. */
export interface BookingMail {
  subject: string;
  text: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

/** The address inside "Name <address>", or the whole value when it is a bare address. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** The mail a queued job says, from what was fixed in it when it was queued. */
export function bookingMail(
  context: BookingMailContext,
  payload: BookingMailPayload,
  submission: Submission,
): BookingMail {
  const firstName = greetingName(submission.firstName);
  const window = windowLabel(context.timeZone, payload.startsAt, payload.endsAt);
  const words = context.copy.mails[payload.mail];
  const fill = (template: string) =>
    fillTemplate(firstName ? template : template.replace(/ ?\{firstName\}/g, ""), { firstName, window });
  const mail = { subject: fill(words.subject), text: fill(words.text) };
  // Only a time the office has agreed to goes into the homeowner's calendar.
  if (payload.mail === "requested") return { ...mail, attachments: [] };
  const method = payload.mail === "cancelled" ? "CANCEL" : "REQUEST";
  const ics = calendarEntry({
    uid: `booking-${payload.bookingId}@${context.host}`,
    sequence: payload.sequence,
    method,
    timeZone: context.timeZone,
    startsAt: payload.startsAt,
    endsAt: payload.endsAt,
    summary: `${context.businessName}: plumber's arrival window`,
    description: mail.text,
    organizer: { name: context.businessName, email: context.fromAddress },
    attendee: { name: `${submission.firstName} ${submission.lastName}`.trim(), email: submission.email },
  });
  return {
    ...mail,
    attachments: [
      { filename: "visit.ics", content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` },
    ],
  };
}
