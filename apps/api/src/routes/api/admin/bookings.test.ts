import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { queueReminders } from "../../../db/booking-actions";
import { openDatabase } from "../../../db/client";
import { sentRequest, testApp, testConfig, until } from "../../../test/helpers";
import { inboxPassword, signIn, siteOrigin } from "../../../test/inbox";
import { quotedPrintable, type ReceivedMail, startSmtpServer } from "../../../test/smtp";

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

const contact = sentRequest;

/** A received mail's subject, its encoded words (the window's en dash) decoded. */
function subjectOf(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? "";
  return header
    .replace(/\r\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeURIComponent(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, "%$1")),
    );
}

/** The calendar part of a received mail, decoded. */
function calendarOf(mail: ReceivedMail): string {
  const part = mail.raw.split(/\r\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk));
  if (!part) throw new Error("no calendar part");
  const [headers = "", ...rest] = part.split("\r\n\r\n");
  const body = rest.join("\r\n\r\n");
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, "base64").toString("utf8");
  return quotedPrintable(body);
}

async function setup() {
  const smtp = await startSmtpServer();
  closers.push(smtp.close);
  const config = testConfig({
    SMTP_URL: smtp.url,
    LEAD_EMAIL_TO: "office@example.com",
    NOTIFY_POLL_MS: "50",
    FORM_RATE_LIMIT_PER_MINUTE: "0",
    ADMIN_PASSWORD: inboxPassword,
    SITE_ORIGIN: siteOrigin,
  });
  const app = await testApp(config);
  await app.ready();
  const cookie = await signIn(app);
  const admin = (url: string, payload?: Record<string, string>) =>
    app.inject({
      method: payload ? "POST" : "GET",
      url,
      headers: { cookie, origin: siteOrigin },
      ...(payload ? { payload } : {}),
    });
  const [first, second] = app.bookings.windows();
  const posted = await app.inject({
    method: "POST",
    url: "/api/contacts",
    payload: { ...contact, arrivalWindow: first?.id },
  });
  expect(posted.statusCode).toBe(201);
  const mails = (subject: RegExp) => smtp.messages.filter((mail) => subject.test(subjectOf(mail)));
  return { app, config, admin, first: first?.id as string, second: second?.id as string, mails };
}

describe("the office's bookings", { timeout: 60_000 }, () => {
  it("lists a day's bookings, and confirms, moves and cancels one with a calendar entry each time", async () => {
    const { admin, first, second, mails } = await setup();
    const listed = await admin(`/api/admin/bookings?day=${first.slice(0, 10)}`);
    expect(listed.statusCode).toBe(200);
    const [booking] = listed.json().bookings;
    expect(booking).toMatchObject({ windowId: first, status: "requested", name: "Ana Lopez", phone: "336-555-0100" });
    await until(() => mails(/^We received your request for /).length === 1);

    expect((await admin(`/api/admin/bookings/${booking.id}/confirm`, {})).json().booking.status).toBe("confirmed");
    const moved = await admin(`/api/admin/bookings/${booking.id}/move`, { arrivalWindow: second });
    expect(moved.json().booking).toMatchObject({ windowId: second, sequence: 1, status: "confirmed" });
    expect((await admin(`/api/admin/bookings/${booking.id}/cancel`, {})).json().booking.status).toBe("cancelled");
    await until(() => mails(/^Your visit/).length === 3);

    const entries = ["confirmed", "has moved", "is cancelled"].map((words) => {
      const mail = mails(new RegExp(`^Your visit.*${words}`))[0] as ReceivedMail;
      const text = calendarOf(mail);
      expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      const calendar = new ICAL.Component(ICAL.parse(text));
      const event = calendar.getFirstSubcomponent("vevent") as ICAL.Component;
      const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
      return {
        method: calendar.getFirstPropertyValue("method"),
        tzid: calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid"),
        uid: event.getFirstPropertyValue("uid"),
        sequence: event.getFirstPropertyValue("sequence"),
        startZone: start.zone?.tzid ?? event.getFirstProperty("dtstart")?.getParameter("tzid"),
        startMs: start.toJSDate().getTime(),
      };
    });
    const firstStart = Date.parse(booking.start);
    const secondStart = Date.parse(moved.json().booking.start);
    expect(entries).toEqual([
      {
        method: "REQUEST",
        tzid: "America/New_York",
        uid: expect.any(String),
        sequence: 0,
        startZone: "America/New_York",
        startMs: firstStart,
      },
      {
        method: "REQUEST",
        tzid: "America/New_York",
        uid: entries[0]?.uid,
        sequence: 1,
        startZone: "America/New_York",
        startMs: secondStart,
      },
      {
        method: "CANCEL",
        tzid: "America/New_York",
        uid: entries[0]?.uid,
        sequence: 2,
        startZone: "America/New_York",
        startMs: secondStart,
      },
    ]);
  });

  it("answers 400 for a move to a window not offered, and 404 for no booking", async () => {
    const { admin } = await setup();
    const moved = await admin("/api/admin/bookings/1/move", { arrivalWindow: "2026-12-25T08:00-10:00" });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields.arrivalWindow).toBeTruthy();
    expect((await admin("/api/admin/bookings/99/confirm", {})).statusCode).toBe(404);
  });

  it("sends the day-before reminder once, though two ticks and a second process race for it", async () => {
    const { app, config, admin, first, mails } = await setup();
    const [booking] = (await admin(`/api/admin/bookings?day=${first.slice(0, 10)}`)).json().bookings;
    await admin(`/api/admin/bookings/${booking.id}/confirm`, {});
    const other = openDatabase(config.databasePath);
    closers.push(() => {
      other.$client.close();
    });
    const day = first.slice(0, 10);
    const queued = [queueReminders(app.db, day), queueReminders(other, day), queueReminders(app.db, day)];
    expect(queued).toEqual([1, 0, 0]);
    app.mailer?.poke();
    await until(() => mails(/^Reminder/).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mails(/^Reminder/)).toHaveLength(1);
  });
});
