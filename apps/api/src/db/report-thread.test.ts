import { mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ReportResponse } from "@brightwater/contracts";
import { describe, expect, it } from "vitest";
import { logCapture, tempDir, testApp, testConfig } from "../test/helpers";
import { inboxApp, inboxPassword, signIn, siteOrigin } from "../test/inbox";
import { openDatabase } from "./client";
import { builtFromCurrentSources, ReportThread } from "./report-thread";
import { applyRetention } from "./retention";
import { events, reviewRequests, submissions } from "./schema";

// A Wednesday; its week starts Monday 2026-11-23 (UTC), and a report of 8 weeks since 2026-10-05.
const now = new Date("2026-11-25T12:00:00.000Z");
const weeks = 8;

// Leads on either side of every boundary the report draws: the week's (Sunday 23:59:59.999 and
// Monday 00:00, UTC), the report's first instant, and a month's for review requests.
const leadTimes = [
  "2026-11-22T23:59:59.999Z",
  "2026-11-23T00:00:00.000Z",
  "2026-11-23T00:00:00.001Z",
  "2026-11-25T11:59:00.000Z",
  "2026-10-04T23:59:59.999Z", // a millisecond before the report's first week: left out
  "2026-10-05T00:00:00.000Z",
  "2026-10-31T23:59:59.999Z",
  "2026-11-01T00:00:00.000Z",
  "2026-11-16T03:00:00.000Z", // Sunday 22:00 in Kernersville (UTC-5): a Monday in the report's UTC weeks
];
const sources = ["google / cpc", "direct", ""];
const pages = ["/", "/water-heater"];

interface Row {
  createdAt: string;
  status: string;
  source: string;
  pagePath: string;
  firstContactedAt: string | null;
}

/** The report's counts worked out the long way, lead by lead in JavaScript: what the report must equal. */
function countedByHand(leads: Row[], taps: { createdAt: string; source: string; pagePath: string }[]) {
  const monday = (iso: string) => {
    const day = new Date(iso.slice(0, 10));
    day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
    return day.toISOString().slice(0, 10);
  };
  const since = "2026-10-05T00:00:00.000Z";
  const weekly = new Map<string, { requests: number; booked: number; callTaps: number; minutes: number[] }>();
  const bucket = (key: string) => {
    const found = weekly.get(key) ?? { requests: 0, booked: 0, callTaps: 0, minutes: [] };
    weekly.set(key, found);
    return found;
  };
  for (const lead of leads) {
    if (lead.createdAt < since || lead.status === "spam") continue;
    for (const key of [monday(lead.createdAt), `${monday(lead.createdAt)} ${lead.source} ${lead.pagePath}`]) {
      const counts = bucket(key);
      counts.requests++;
      if (lead.status === "booked") counts.booked++;
      if (lead.firstContactedAt)
        counts.minutes.push((Date.parse(lead.firstContactedAt) - Date.parse(lead.createdAt)) / 60_000);
    }
  }
  for (const tap of taps) {
    if (tap.createdAt < since) continue;
    for (const key of [monday(tap.createdAt), `${monday(tap.createdAt)} ${tap.source} ${tap.pagePath}`])
      bucket(key).callTaps++;
  }
  return weekly;
}

/** The report as the same map: by week, and by week, source and page. */
function asCounted(report: ReportResponse) {
  const weekly = new Map<string, { requests: number; booked: number; callTaps: number }>();
  for (const { week, requests, booked, callTaps } of report.byWeek)
    if (requests + callTaps > 0) weekly.set(week, { requests, booked, callTaps });
  for (const { week, source, pagePath, requests, booked, callTaps } of report.rows)
    weekly.set(`${week} ${source} ${pagePath}`, { requests, booked, callTaps });
  return weekly;
}

describe("the inbox report on its own thread", { timeout: 60_000 }, () => {
  it("counts what a lead-by-lead count of the same leads finds, across status changes, retention and UTC week and month boundaries", async () => {
    const { app } = await inboxApp();
    const cookie = await signIn(app);
    const inserted = leadTimes.flatMap((createdAt, index) =>
      sources.map((source, sourceIndex) => ({
        kind: "contact" as const,
        firstName: `Lead${index}-${sourceIndex}`,
        source,
        pagePath: pages[(index + sourceIndex) % pages.length] as string,
        createdAt,
        firstContactedAt:
          sourceIndex === 0 ? new Date(Date.parse(createdAt) + (index + 1) * 7 * 60_000).toISOString() : null,
      })),
    );
    // And one older than a retention period of two months, which its daily run deletes.
    inserted.push({
      ...inserted[0],
      firstName: "Expired",
      createdAt: "2026-09-01T00:00:00.000Z",
    } as (typeof inserted)[0]);
    const ids = app.db
      .insert(submissions)
      .values(inserted)
      .returning({ id: submissions.id })
      .all()
      .map(({ id }) => id);
    app.db
      .insert(events)
      .values(
        leadTimes.map((createdAt, index) => ({
          type: "call_tap" as const,
          createdAt,
          source: sources[index % 3] as string,
          pagePath: "/",
        })),
      )
      .run();
    app.db
      .insert(reviewRequests)
      .values(
        [
          "2026-10-31T23:59:59.999Z",
          "2026-11-01T00:00:00.000Z",
          "2026-11-01T00:00:00.001Z",
          "2026-09-30T23:59:59.999Z",
        ].map((requestedAt) => ({ submissionId: ids[0] as number, channel: "sms" as const, requestedAt })),
      )
      .run();
    // Status changes through the inbox: booked, spam (left out of the report), lost.
    const headers = { cookie, origin: siteOrigin };
    for (const [index, status] of [
      [1, "booked"],
      [4, "booked"],
      [7, "spam"],
      [10, "lost"],
    ] as const) {
      const payload = status === "lost" ? { status, lostReason: "price" } : { status };
      const changed = await app.inject({
        method: "PATCH",
        url: `/api/admin/submissions/${ids[index]}`,
        headers,
        payload,
      });
      expect(changed.statusCode).toBe(200);
    }
    applyRetention(app.db, { months: 2, now, removeResume: () => {} });

    const leads: Row[] = app.db.select().from(submissions).all();
    expect(leads.some((lead) => lead.status === "booked" && lead.firstContactedAt)).toBe(true);
    expect(leads.some((lead) => lead.createdAt < "2026-10-05")).toBe(true);
    expect(leads.some((lead) => lead.createdAt < "2026-09-25")).toBe(false);
    const taps = app.db.select().from(events).all();
    const expected = countedByHand(leads, taps);

    const thread = new ReportThread(app.db, app.config.databasePath);
    try {
      const report = JSON.parse(await thread.run(weeks, now)) as ReportResponse;
      const counted = asCounted(report);
      expect(counted).toEqual(
        new Map([...expected].map(([key, { requests, booked, callTaps }]) => [key, { requests, booked, callTaps }])),
      );
      for (const { week, medianMinutesToFirstContact } of report.byWeek) {
        const minutes = [...(expected.get(week)?.minutes ?? [])].sort((a, b) => a - b);
        const middle = minutes.length >> 1;
        const median =
          minutes.length === 0
            ? null
            : minutes.length % 2
              ? (minutes[middle] as number)
              : ((minutes[middle - 1] as number) + (minutes[middle] as number)) / 2;
        expect(medianMinutesToFirstContact === null ? null : Math.round(medianMinutesToFirstContact)).toBe(
          median === null ? null : Math.round(median),
        );
      }
      expect(report.since).toBe("2026-10-05T00:00:00.000Z");
      expect(report.byWeek.map(({ week }) => week)).toEqual([
        "2026-10-05",
        "2026-10-12",
        "2026-10-19",
        "2026-10-26",
        "2026-11-02",
        "2026-11-09",
        "2026-11-16",
        "2026-11-23",
      ]);
      expect(report.reviewRequestsByMonth).toEqual([
        { month: "2026-10", requests: 1 },
        { month: "2026-11", requests: 2 },
      ]);
    } finally {
      await thread.close();
    }
  });

  it("keeps a bounded queue: equal reports are made once, a left one is dropped, past the bound one is refused", async () => {
    const { app } = await inboxApp();
    const thread = new ReportThread(app.db, app.config.databasePath);
    try {
      const running = thread.run(1, now);
      // The same report asked for four times while it waits: made once, every asker answered.
      const same = [2, 2, 2, 2].map((w) => thread.run(w, now));
      const left = new AbortController();
      void thread.run(3, now, left.signal);
      expect(thread.waiting).toBe(2);
      left.abort();
      expect(thread.waiting).toBe(1);
      const more = [4, 5, 6].map((w) => thread.run(w, now));
      await expect(thread.run(7, now)).rejects.toMatchObject({ code: "REPORT_BUSY" });
      const answers = await Promise.all([running, ...same, ...more]);
      expect(new Set(answers.slice(1, 5)).size).toBe(1);
      expect(answers.map((json) => (JSON.parse(json) as ReportResponse).weeks)).toEqual([1, 2, 2, 2, 2, 4, 5, 6]);
      expect(thread.waiting).toBe(0);
    } finally {
      await thread.close();
    }
  });

  it("reads the database file on its own connection, never the server's", async () => {
    const { app } = await inboxApp();
    app.db.insert(submissions).values({ kind: "contact", firstName: "Ana", createdAt: now.toISOString() }).run();
    // The server's connection is closed: a report made on it would throw.
    const closed = openDatabase(app.config.databasePath);
    closed.$client.close();
    const thread = new ReportThread(closed, app.config.databasePath);
    try {
      const report = JSON.parse(await thread.run(1, now)) as ReportResponse;
      expect(report.byWeek).toEqual([
        {
          week: "2026-11-23",
          requests: 1,
          callTaps: 0,
          booked: 0,
          windowsRequested: 0,
          windowsConfirmed: 0,
          medianMinutesToFirstContact: null,
        },
      ]);
    } finally {
      await thread.close();
    }
  });

  it("fails a report with a coded error when its thread cannot read the file, and refuses reports once closed", async () => {
    const { app } = await inboxApp();
    const missing = new ReportThread(app.db, `${app.config.databasePath}.missing`);
    await expect(missing.run(1, now)).rejects.toMatchObject({ name: "ReportError", code: "REPORT_THREAD_FAILED" });
    await missing.close();
    await expect(missing.run(1, now)).rejects.toMatchObject({ code: "REPORT_THREAD_CLOSED" });
  });

  it("answers a report its thread could not make with 500, the phone number and one error line, and makes the next", async () => {
    const log = logCapture();
    const config = testConfig({ ADMIN_PASSWORD: inboxPassword, SITE_ORIGIN: siteOrigin, LOG_LEVEL: "info" });
    const app = await testApp(config, { logStream: log.stream });
    const cookie = await signIn(app);
    // The file moves away under the server: its own connection keeps it open, the report thread's cannot.
    renameSync(config.databasePath, `${config.databasePath}.moved`);
    const failed = await app.inject({ url: "/api/admin/report", query: { weeks: "1" }, headers: { cookie } });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.message).toContain(app.business.phone.display);
    expect(log.errors()).toHaveLength(1);
    expect(JSON.stringify(log.errors()[0])).toContain("REPORT_THREAD_FAILED");

    renameSync(`${config.databasePath}.moved`, config.databasePath);
    const next = await app.inject({ url: "/api/admin/report", query: { weeks: "1" }, headers: { cookie } });
    expect(next.statusCode).toBe(200);
  });
});

describe("the report thread's program from source", () => {
  it("is the build only while no file its source map names has changed since it was built", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "src"));
    mkdirSync(join(dir, "dist"));
    const program = join(dir, "dist/report-worker.js");
    const source = join(dir, "src/report-worker.ts");
    const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);
    writeFileSync(source, "export {};");
    writeFileSync(program, "export {};");
    writeFileSync(`${program}.map`, JSON.stringify({ version: 3, sources: ["../src/report-worker.ts"] }));
    at(source, 1_000);
    at(program, 2_000);
    expect(builtFromCurrentSources(program)).toBe(true);
    at(source, 3_000);
    expect(builtFromCurrentSources(program)).toBe(false);
    at(source, 1_000);
    rmSync(source);
    expect(builtFromCurrentSources(program)).toBe(false);
    writeFileSync(source, "export {};");
    at(source, 1_000);
    rmSync(`${program}.map`);
    expect(builtFromCurrentSources(program)).toBe(false);
    expect(builtFromCurrentSources(join(dir, "dist/missing.js"))).toBe(false);
  });
});
