import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { eventQueueLimits } from "../../db/event-queue";
import { testApp, testConfig } from "../../test/helpers";

// The home page: a page every catalogue has.
const tap = {
  type: "call_tap",
  pagePath: "/",
  label: "header",
  attribution: {
    landingPage: "/?utm_source=google&gclid=abc",
    utm_source: "google",
    utm_medium: "cpc",
    gclid: "abc",
  },
};

/** The rows on disk once the taps waiting to be written are (db/event-queue.ts). */
function storedEvents(app: { events: { flush(): void } }, path: string) {
  app.events.flush();
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare("SELECT type, page_path, label, attribution, source FROM events ORDER BY id").all();
  } finally {
    db.close();
  }
}

describe("POST /api/events", { timeout: 30_000 }, () => {
  it("stores a call tap sent by sendBeacon (text/plain JSON) with its source, answering 204 without a cookie", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/events",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      payload: JSON.stringify(tap),
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const json = await app.inject({ method: "POST", url: "/api/events", payload: { type: "call_tap", pagePath: "/" } });
    expect(json.statusCode).toBe(204);
    expect(storedEvents(app, config.databasePath)).toEqual([
      {
        type: "call_tap",
        page_path: "/",
        label: "header",
        attribution: JSON.stringify(tap.attribution),
        source: "google / cpc",
      },
      { type: "call_tap", page_path: "/", label: "", attribution: "{}", source: "direct" },
    ]);
  });

  it("answers 400 naming the field for bad bodies, and stores nothing", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const bad: [string, string][] = [
      ["not json", "body"],
      [JSON.stringify({ ...tap, type: "page_view" }), "type"],
      [JSON.stringify({ ...tap, email: "someone@example.com" }), "email"],
      [JSON.stringify({ ...tap, pagePath: "https://elsewhere.example/" }), "pagePath"],
      [JSON.stringify({ ...tap, attribution: { utm_source: 5 } }), "attribution.utm_source"],
      [JSON.stringify([tap]), "body"],
    ];
    for (const [payload, field] of bad) {
      const response = await app.inject({
        method: "POST",
        url: "/api/events",
        headers: { "content-type": "text/plain" },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(JSON.stringify(response.json()), payload).toContain(field);
    }
    const tooLarge = await app.inject({
      method: "POST",
      url: "/api/events",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ ...tap, label: "x".repeat(5000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(storedEvents(app, config.databasePath)).toEqual([]);
  });

  it("cuts attribution to length and drops control characters instead of refusing the tap", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/events",
      payload: {
        type: "call_tap",
        pagePath: "/",
        attribution: { utm_campaign: `spring\u0000\u001b${"x".repeat(300)}` },
      },
    });
    expect(response.statusCode).toBe(204);
    const [row] = storedEvents(app, config.databasePath) as { attribution: string }[];
    const campaign = JSON.parse(row?.attribution ?? "{}").utm_campaign as string;
    expect(campaign).toHaveLength(200);
    expect(campaign.startsWith("springxxx")).toBe(true);
  });

  it("takes taps only from the site's own pages: another site's beacon is refused with 403", async () => {
    const config = testConfig({ SITE_ORIGIN: "https://www.example.com" });
    const app = await testApp(config);
    const send = (headers: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/api/events",
        headers: { "content-type": "text/plain", ...headers },
        payload: JSON.stringify(tap),
      });
    const ours = await send({ origin: "https://www.example.com", "sec-fetch-site": "same-origin" });
    expect(ours.statusCode).toBe(204);
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://shop.example.com" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of foreign) {
      const response = await send(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.code).toBe("forbidden");
    }
    expect(storedEvents(app, config.databasePath)).toHaveLength(1);
  });

  it("records a page the site does not have as no page, so made-up paths add no report rows", async () => {
    const config = testConfig();
    const app = await testApp(config);
    for (const pagePath of ["/no-such-page-1", "/no-such-page-2?x=1", "/", "/?utm_source=x", "//evil"])
      await app.inject({ method: "POST", url: "/api/events", payload: { type: "call_tap", pagePath } });
    const paths = (storedEvents(app, config.databasePath) as { page_path: string }[]).map((row) => row.page_path);
    expect(paths).toEqual(["", "", "/", "/", ""]);
  });

  it("answers 429 past the per-minute limit and stores no more", async () => {
    const config = testConfig({ EVENT_RATE_LIMIT_PER_MINUTE: "3" });
    const app = await testApp(config);
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) {
      statuses.push((await app.inject({ method: "POST", url: "/api/events", payload: tap })).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(storedEvents(app, config.databasePath)).toHaveLength(3);
  });

  it("writes taps together off the request path, within a quarter second, and all of them at a stop", async () => {
    const config = testConfig({ EVENT_RATE_LIMIT_PER_MINUTE: "0" });
    const app = await testApp(config);
    const onDisk = () => {
      const db = new Database(config.databasePath, { readonly: true });
      try {
        return (db.prepare("SELECT count(*) AS n FROM events").get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    // Answered before it is written: the write comes with the others of its quarter second.
    expect((await app.inject({ method: "POST", url: "/api/events", payload: tap })).statusCode).toBe(204);
    expect(onDisk()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, eventQueueLimits.flushMs + 200));
    expect(onDisk()).toBe(1);
    const burst = Array.from({ length: 300 }, () => app.inject({ method: "POST", url: "/api/events", payload: tap }));
    expect((await Promise.all(burst)).every((response) => response.statusCode === 204)).toBe(true);
    await app.close();
    expect(onDisk()).toBe(301);
  });
});
