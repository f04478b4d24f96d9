import { describe, expect, it } from "vitest";
import { testApp } from "../test/helpers";
import { leadReport, otherSource, reportRowsPerWeek } from "./report-queries";
import { bookings, events, submissions } from "./schema";

const now = new Date("2026-11-25T12:00:00.000Z");
const hour = 60 * 60 * 1000;

describe("the lead report over many stored leads", { timeout: 60_000 }, () => {
  it("counts every lead and call tap of its weeks", async () => {
    const app = await testApp();
    const leads = 6000;
    const taps = 3000;
    const rows = Array.from({ length: leads }, (_, index) => ({
      kind: "contact" as const,
      status: index % 10 === 0 ? ("spam" as const) : index % 7 === 0 ? ("booked" as const) : ("new" as const),
      firstName: `Lead${index}`,
      pagePath: index % 2 === 0 ? "/water-heater" : "/",
      source: index % 3 === 0 ? "google / cpc" : "",
      // Spread over the last four weeks (and the first 100 before them, outside an 4-week report).
      createdAt: new Date(
        now.getTime() - ((index % 5000) * (28 * 24 * hour)) / 5000 - (index < 100 ? 60 * 24 * hour : 0),
      ).toISOString(),
      firstContactedAt:
        index % 4 === 0
          ? new Date(now.getTime() - ((index % 5000) * (28 * 24 * hour)) / 5000 + 5 * 60 * 1000).toISOString()
          : null,
    }));
    for (let start = 0; start < rows.length; start += 500)
      app.db
        .insert(submissions)
        .values(rows.slice(start, start + 500))
        .run();
    const tapRows = Array.from({ length: taps }, (_, index) => ({
      type: "call_tap" as const,
      pagePath: "/",
      createdAt: new Date(now.getTime() - (index * hour) / 10).toISOString(),
    }));
    for (let start = 0; start < tapRows.length; start += 500)
      app.db
        .insert(events)
        .values(tapRows.slice(start, start + 500))
        .run();

    const report = leadReport(app.db, 5, now);

    const inWindow = rows.filter((row) => row.createdAt >= report.since);
    const requests = inWindow.filter((row) => row.status !== "spam");
    const sum = (key: "requests" | "callTaps" | "booked") =>
      report.byWeek.reduce((total, week) => total + week[key], 0);
    expect(sum("requests")).toBe(requests.length);
    expect(sum("booked")).toBe(requests.filter((row) => row.status === "booked").length);
    expect(sum("callTaps")).toBe(tapRows.filter((row) => row.createdAt >= report.since).length);
    expect(report.rows.reduce((total, row) => total + row.requests, 0)).toBe(requests.length);
    // Every contacted lead was reached five minutes after it came in.
    expect(
      report.byWeek
        .filter((week) => week.medianMinutesToFirstContact !== null)
        .every((week) => week.medianMinutesToFirstContact === 5),
    ).toBe(true);
  });

  it("keeps each week's busiest rows and sums its long tail into one row, whatever the sources", async () => {
    const app = await testApp();
    // 100,000 sources would make as many rows; 300 in one week show the fold.
    const tapRows = Array.from({ length: 300 }, (_, index) => ({
      type: "call_tap" as const,
      pagePath: "/",
      source: `flood-${index}`,
      createdAt: new Date(now.getTime() - hour).toISOString(),
    }));
    tapRows.push(
      ...Array.from({ length: 5 }, () => ({ ...tapRows[0], source: "google / cpc" }) as (typeof tapRows)[0]),
    );
    app.db.insert(events).values(tapRows).run();
    const report = leadReport(app.db, 1, now);
    expect(report.rows).toHaveLength(reportRowsPerWeek + 1);
    expect(report.rows[0]).toMatchObject({ source: "google / cpc", callTaps: 5 });
    const other = report.rows.at(-1);
    expect(other).toMatchObject({ source: otherSource, pagePath: "", callTaps: 300 - (reportRowsPerWeek - 1) });
    expect(report.rows.reduce((total, row) => total + row.callTaps, 0)).toBe(305);
    expect(report.byWeek[0]?.callTaps).toBe(305);
  });

  it("counts the requests that asked for a time against those whose time the office confirmed", async () => {
    const app = await testApp();
    const lead = (firstName: string) => ({
      kind: "contact" as const,
      firstName,
      createdAt: new Date(now.getTime() - hour).toISOString(),
    });
    const ids = app.db
      .insert(submissions)
      .values([lead("Asked"), lead("Confirmed"), lead("Cancelled"), lead("No time")])
      .returning({ id: submissions.id })
      .all()
      .map((row) => row.id);
    const window = {
      windowId: "2026-11-26T08:00-10:00",
      startsAt: "2026-11-26T13:00:00.000Z",
      endsAt: "2026-11-26T15:00:00.000Z",
    };
    app.db
      .insert(bookings)
      .values([
        { ...window, submissionId: ids[0] as number, status: "requested" },
        { ...window, submissionId: ids[1] as number, status: "confirmed" },
        { ...window, submissionId: ids[2] as number, status: "cancelled" },
      ])
      .run();
    const [week] = leadReport(app.db, 1, now).byWeek;
    expect(week).toMatchObject({ requests: 4, windowsRequested: 3, windowsConfirmed: 1 });
  });
});
