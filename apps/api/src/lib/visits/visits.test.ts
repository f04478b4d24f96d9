import { reportResponseSchema } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { visitCounts } from "../../db/schema";
import { testApp, testConfig, until } from "../../test/helpers";
import { inboxPassword, siteOrigin } from "../../test/inbox";
import { HttpClient } from "../../test/navigate";
import { fixtureWebBuild } from "../../test/web-build";
import { visitFlushIntervalMs } from "./visit-flush";

const clients: HttpClient[] = [];
afterEach(() => {
  while (clients.length > 0) clients.pop()?.close();
});

/** The app with its inbox and a build of the site, on `databasePath` when given, served over HTTP. */
async function siteServer(databasePath?: string): Promise<{ app: FastifyInstance; client: HttpClient }> {
  const config = testConfig({
    ADMIN_PASSWORD: inboxPassword,
    SITE_ORIGIN: siteOrigin,
    WEB_BUILD_DIR: fixtureWebBuild(),
    ...(databasePath ? { DATABASE_PATH: databasePath } : {}),
  });
  const app = await testApp(config);
  const client = await HttpClient.of(app);
  clients.push(client);
  return { app, client };
}

/** Signs in over HTTP as the office; returns the session's Cookie header. */
async function signIn(client: HttpClient): Promise<string> {
  const answer = await client.send(
    "POST",
    "/api/admin/session",
    { origin: siteOrigin, "content-type": "application/json" },
    JSON.stringify({ password: inboxPassword }),
  );
  expect(answer.status).toBe(200);
  return (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
}

/** This week's report over HTTP, signed in as the office. */
async function report(client: HttpClient, cookie?: string) {
  const answer = await client.send("GET", "/api/admin/report?weeks=1", { cookie: cookie ?? (await signIn(client)) });
  expect(answer.status).toBe(200);
  return reportResponseSchema.parse(JSON.parse(answer.body));
}

const storedRows = (app: FastifyInstance) => app.db.select().from(visitCounts).all();

describe("visits counted as the server serves pages", { timeout: 60_000 }, () => {
  it("counts a browser's landing by page and source, a navigation from the site as a page view, and nothing else", async () => {
    const { app, client } = await siteServer();
    expect((await client.navigate("/water-heater?utm_source=Newsletter&utm_medium=Email")).status).toBe(200);
    await client.navigate("/", { referer: "https://www.google.com/" });
    await client.navigate("/", { "sec-fetch-site": "cross-site", referer: "https://www.google.com/" });
    await client.navigate("/");
    // From the site's own pages: a page view, no visit.
    await client.navigate("/drain-cleaning", {
      referer: `${siteOrigin}/water-heater`,
      "sec-fetch-site": "same-origin",
    });
    // None of these is a visit or a page view.
    const notCounted = [
      client.navigate("/", { "sec-purpose": "prefetch" }),
      client.navigate("/", { "sec-purpose": "prefetch;prerender" }),
      client.navigate("/", { purpose: "prefetch" }),
      client.send("GET", "/?utm_source=script"),
      client.send("GET", "/", { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" }),
      client.send("GET", "/", { "sec-fetch-dest": "document", "sec-fetch-mode": "no-cors" }),
      client.send("HEAD", "/", { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" }),
      client.navigate("/no-such-page?utm_source=x"),
      client.navigate("/admin"),
      client.navigate("/water-heater/"),
    ];
    const statuses = (await Promise.all(notCounted)).map((answer) => answer.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 404, 200, 301]);

    // A request and a call tap whose first touch is the newsletter's landing.
    const attribution = { landingPage: "/water-heater?utm_source=Newsletter&utm_medium=Email" };
    const lead = { firstName: "Ana", phone: "336-555-0100", subject: "Leak", message: "Dripping." };
    const posted = await client.send(
      "POST",
      "/api/contacts",
      { "content-type": "application/json" },
      JSON.stringify({ ...lead, pagePath: "/drain-cleaning", attribution }),
    );
    expect(posted.status).toBe(201);
    const tap = { type: "call_tap", pagePath: "/drain-cleaning", label: "header", attribution };
    const tapped = await client.send("POST", "/api/events", { "content-type": "text/plain" }, JSON.stringify(tap));
    expect(tapped.status).toBe(204);

    const cookie = await signIn(client);
    const { visits } = await report(client, cookie);
    const conversion = (visits: number, requests: number, callTaps: number) => ({
      visits,
      requests,
      callTaps,
      requestsPerVisit: visits === 0 ? null : requests / visits,
      callTapsPerVisit: visits === 0 ? null : callTaps / visits,
    });
    const week = visits.byWeek[0]?.week ?? "";
    expect(visits.byWeek).toEqual([{ week, pageViews: 5, ...conversion(4, 1, 1) }]);
    expect(visits.bySource).toEqual([
      { week, source: "newsletter/email", ...conversion(1, 1, 1) },
      { week, source: "google.com", ...conversion(2, 0, 0) },
      { week, source: "direct", ...conversion(1, 0, 0) },
    ]);
    expect(visits.byPage).toEqual([
      { week, pagePath: "/", pageViews: 3, ...conversion(3, 0, 0) },
      { week, pagePath: "/water-heater", pageViews: 1, ...conversion(1, 1, 1) },
      { week, pagePath: "/drain-cleaning", pageViews: 1, ...conversion(0, 0, 0) },
    ]);
    // The same as a spreadsheet; weeks that are no number are refused.
    const csv = await client.send("GET", "/api/admin/visits.csv?weeks=1", { cookie });
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="visit-report-/);
    expect(csv.body.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Week (Monday),By,Landing page or source,Visits,Page views,Requests,Call taps,Requests per visit,Call taps per visit",
      `${week},landing page,/,3,3,0,0,0,0`,
      `${week},landing page,/water-heater,1,1,1,1,1,1`,
      `${week},landing page,/drain-cleaning,0,1,0,0,,`,
      `${week},source,newsletter/email,1,,1,1,1,1`,
      `${week},source,google.com,2,,0,0,0,0`,
      `${week},source,direct,1,,0,0,0,0`,
      "",
    ]);
    const refused = await client.send("GET", "/api/admin/visits.csv?weeks=many", { cookie });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: "invalid_body" } });
    // What is stored: a day, a page, a source and two counts; nothing of the visitor.
    expect(Object.keys(storedRows(app)[0] ?? {}).sort()).toEqual(["day", "pagePath", "pageViews", "source", "visits"]);
  });

  it("keeps a flood of made-up sources to the day's limit, whatever a query holds, across a restart", async () => {
    const { app, client } = await siteServer();
    const databasePath = app.config.databasePath;
    const flood = 300;
    for (let start = 0; start < flood; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          client.navigate(
            `/?utm_source=${encodeURIComponent(`made-up-${start + index}\u0007${"x".repeat(index * 40)}`)}`,
          ),
        ),
      );
    }
    await app.close();
    const again = await siteServer(databasePath);
    await again.client.navigate("/?utm_source=one-more-after-the-restart");
    const { visits } = await report(again.client);
    const sources = visits.bySource.map((row) => row.source);
    // The report's rows: its own limit of 50 a week, the rest one "other" row.
    expect(visits.bySource).toHaveLength(51);
    expect(visits.byWeek[0]?.visits).toBe(flood + 1);
    expect(sources.every((source) => source.length <= 60 && /^[a-z0-9.\-_/:+]+$/.test(source))).toBe(true);
    // The table's rows: 100 sources a day, the rest (and the one after the restart) counted as "other".
    const stored = storedRows(again.app);
    expect(stored).toHaveLength(101);
    expect(stored.find((row) => row.source === "other")?.visits).toBe(flood - 100 + 1);
    expect(stored.reduce((sum, row) => sum + row.visits, 0)).toBe(flood + 1);
  });

  it("writes the counts every few seconds without being asked, and at shutdown: they survive a restart", async () => {
    const { app, client } = await siteServer();
    const databasePath = app.config.databasePath;
    await client.navigate("/careers?utm_source=jobs-board");
    expect(storedRows(app)).toEqual([]);
    const started = Date.now();
    await until(() => storedRows(app).length === 1, visitFlushIntervalMs * 4);
    expect(Date.now() - started).toBeLessThan(visitFlushIntervalMs * 4);
    // Counted after the last timed write: written as the server shuts down.
    await client.navigate("/careers?utm_source=jobs-board");
    await client.navigate("/careers", { referer: `${siteOrigin}/` });
    await app.close();

    const again = await siteServer(databasePath);
    expect(storedRows(again.app)).toEqual([
      {
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        pagePath: "/careers",
        source: "jobs-board",
        visits: 2,
        pageViews: 2,
      },
      { day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), pagePath: "/careers", source: "", visits: 0, pageViews: 1 },
    ]);
    const { visits } = await report(again.client);
    expect(visits.byPage).toMatchObject([{ pagePath: "/careers", visits: 2, pageViews: 3 }]);
  });
});
