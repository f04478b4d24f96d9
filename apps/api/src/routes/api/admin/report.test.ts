import { reportResponseSchema } from "@brightwater/contracts";
import { describe, expect, it } from "vitest";
import { median, weekStart } from "../../../db/report-queries";
import { inboxApp, signIn, siteOrigin } from "../../../test/inbox";

const lead = {
  firstName: "Ana",
  phone: "336-555-0100",
  subject: "Leak",
  message: "Dripping.",
};

describe("the inbox report", { timeout: 30_000 }, () => {
  it("finds the Monday of a week and the median of a list", () => {
    expect(weekStart(new Date("2026-11-23T12:00:00Z"))).toBe("2026-11-23"); // a Monday
    expect(weekStart(new Date("2026-11-29T23:59:00Z"))).toBe("2026-11-23"); // its Sunday
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });

  it("counts requests, call taps and booked jobs per week, source and page, as JSON, CSV and an SVG chart", async () => {
    const { app } = await inboxApp();
    const cookie = await signIn(app);
    const google = { utm_source: "google", utm_medium: "cpc", gclid: "G1" };
    const ids: number[] = [];
    for (const [pagePath, attribution] of [
      ["/water-heater", google],
      ["/water-heater", google],
      ["/", {}],
    ] as const) {
      const response = await app.inject({
        method: "POST",
        url: "/api/contacts",
        payload: { ...lead, pagePath, attribution },
      });
      ids.push((response.json() as { id: number }).id);
    }
    await app.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, website: "spam" } });
    for (const pagePath of ["/water-heater", "/water-heater", "/"]) {
      await app.inject({
        method: "POST",
        url: "/api/events",
        payload: { type: "call_tap", pagePath, label: "header", attribution: pagePath === "/" ? {} : google },
      });
    }
    const headers = { cookie, origin: siteOrigin };
    await app.inject({
      method: "PATCH",
      url: `/api/admin/submissions/${ids[0]}`,
      headers,
      payload: { status: "booked" },
    });

    const response = await app.inject({ url: "/api/admin/report", query: { weeks: "4" }, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const report = reportResponseSchema.parse(response.json());
    const thisWeek = weekStart(new Date());
    expect(report.byWeek).toHaveLength(4);
    expect(report.byWeek[3]).toEqual({
      week: thisWeek,
      requests: 3,
      callTaps: 3,
      booked: 1,
      windowsRequested: 0,
      windowsConfirmed: 0,
      medianMinutesToFirstContact: 0,
    });
    expect(report.byWeek.slice(0, 3).every((week) => week.requests === 0 && week.callTaps === 0)).toBe(true);
    expect(report.rows).toEqual([
      {
        week: thisWeek,
        source: "google / cpc",
        pagePath: "/water-heater",
        requests: 2,
        callTaps: 2,
        booked: 1,
        windowsRequested: 0,
        windowsConfirmed: 0,
        medianMinutesToFirstContact: 0,
      },
      {
        week: thisWeek,
        source: "direct",
        pagePath: "/",
        requests: 1,
        callTaps: 1,
        booked: 0,
        windowsRequested: 0,
        windowsConfirmed: 0,
        medianMinutesToFirstContact: null,
      },
    ]);

    const csv = await app.inject({ url: "/api/admin/report.csv", query: { weeks: "4" }, headers: { cookie } });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="lead-report-/);
    expect(csv.body.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Week (Monday),Source,Page,Requests,Call taps,Booked,Times requested,Times confirmed,Median minutes to first contact",
      `${thisWeek},google / cpc,/water-heater,2,2,1,0,0,0`,
      `${thisWeek},direct,/,1,1,0,0,0,`,
      "",
    ]);

    const svg = await app.inject({ url: "/api/admin/report.svg", query: { weeks: "4" }, headers: { cookie } });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Three bars per week and their figures, for screen readers too.
    expect(svg.body.match(/<rect [^>]*><title>/g)).toHaveLength(12);
    expect(svg.body).toContain(`<title>Week of ${thisWeek}: 3 requests</title>`);
    expect(svg.body).toContain("3 requests, 3 call taps, 1 booked");
    expect(svg.body).not.toContain("<script");

    expect(
      (await app.inject({ url: "/api/admin/report", query: { weeks: "0" }, headers: { cookie } })).statusCode,
    ).toBe(400);
    expect((await app.inject({ url: "/api/admin/report.svg" })).statusCode).toBe(401);
  });

  it("answers 503 with Retry-After past the waiting reports, and every other report whole", async () => {
    const { app } = await inboxApp();
    const cookie = await signIn(app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        app.inject({ url: "/api/admin/report", query: { weeks: String(index + 1) }, headers: { cookie } }),
      ),
    );
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.json().error.code).toBe("busy");
    }
    for (const answer of answers.filter((answer) => answer.statusCode !== 503)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      reportResponseSchema.parse(answer.json());
    }
  });
});
