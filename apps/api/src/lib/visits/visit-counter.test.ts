import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { visitCounts } from "../../db/schema";
import { migrationsFolder } from "../../paths";
import { tempDir } from "../../test/helpers";
import { withSource } from "../intake/lead-attribution";
import { landingSource, navigationOf, normalizeSource } from "./navigation";
import { VisitCounter } from "./visit-counter";

const timeZone = "America/New_York";

describe("the visit counter", () => {
  it("counts by the office's calendar day, in winter and in summer time", () => {
    const db = openDatabase(join(tempDir(), "site.db"));
    let now = new Date("2026-12-02T04:59:59Z");
    const counter = new VisitCounter(db, { timeZone, now: () => now });
    counter.count({ page: "/", source: "direct" });
    now = new Date("2026-12-02T05:00:00Z");
    counter.count({ page: "/", source: "direct" });
    now = new Date("2026-07-01T03:59:00Z");
    counter.count({ page: "/", source: null });
    expect(counter.flush()).toBe(3);
    expect(db.select().from(visitCounts).orderBy(visitCounts.day).all()).toEqual([
      { day: "2026-06-30", pagePath: "/", source: "", visits: 0, pageViews: 1 },
      { day: "2026-12-01", pagePath: "/", source: "direct", visits: 1, pageViews: 1 },
      { day: "2026-12-02", pagePath: "/", source: "direct", visits: 1, pageViews: 1 },
    ]);
    db.$client.close();
  });

  it("keeps what a failed write held, and writes it with the next", () => {
    const db = openDatabase(join(tempDir(), "site.db"));
    const counter = new VisitCounter(db, { timeZone });
    counter.count({ page: "/careers", source: "jobs-board" });
    db.$client.exec("DROP TABLE visit_counts");
    expect(() => counter.flush()).toThrow(/no such table/);
    counter.count({ page: "/careers", source: "jobs-board" });
    const migration = readFileSync(join(migrationsFolder, "0004_visit_counts.sql"), "utf8");
    db.$client.exec(migration);
    expect(counter.flush()).toBe(1);
    expect(counter.pendingRows).toBe(0);
    expect(db.select().from(visitCounts).all()).toMatchObject([{ source: "jobs-board", visits: 2, pageViews: 2 }]);
    db.$client.close();
  });
});

describe("what the counter is told of a request", () => {
  const pageOf = (url: string) => (url.split("?")[0] === "/" ? "/" : "");
  const origin = "https://www.example.com";
  const navigation = (headers: Record<string, string>, url = "/") =>
    navigationOf(
      {
        method: "GET",
        url,
        host: "www.example.com",
        statusCode: 200,
        headers: { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", ...headers },
      },
      pageOf,
      origin,
    );

  it("names a landing's source from its campaign or referring site, bounded and plain, never failing on odd input", () => {
    expect(navigation({})).toEqual({ page: "/", source: "direct" });
    expect(navigation({ referer: "https://www.bing.com/search?q=plumber" })).toEqual({ page: "/", source: "bing.com" });
    expect(navigation({ referer: "not a url at all" })).toEqual({ page: "/", source: "direct" });
    expect(navigation({}, "/?gclid=abc")).toEqual({ page: "/", source: "google/cpc" });
    const long = navigation({}, `/?utm_source=${encodeURIComponent(`Ünïcode <script>\u0000${"z".repeat(5000)}`)}`);
    expect(long?.source).toMatch(/^[a-z0-9.\-_/:+]{1,60}$/);
    expect(normalizeSource("  Google  /  CPC ")).toBe("google/cpc");
    expect(normalizeSource("\u0000\u0007")).toBe("direct");
  });

  it("takes a navigation from the site's own pages, by its origin or the host asked for, as a page view", () => {
    expect(navigation({ referer: `${origin}/drain-cleaning` })).toEqual({ page: "/", source: null });
    expect(navigation({ referer: "https://WWW.EXAMPLE.COM/faq" })).toEqual({ page: "/", source: null });
    // The bare domain is the site too (lead-attribution.ts): a landing from it names no other site.
    expect(navigation({ referer: "https://example.com/" })).toEqual({ page: "/", source: "direct" });
    expect(navigation({}, "/unknown")).toBeNull();
  });

  it("names a landing's source as a lead with the same first touch is named, for any campaign and referrer", () => {
    const value = fc.oneof(
      fc.constantFrom("google", "Facebook", "news letter", "", " x "),
      fc.string({ maxLength: 30 }),
    );
    const query = fc.record(
      { utm_source: value, utm_medium: value, gclid: value, msclkid: value, fbclid: value, other: value },
      { requiredKeys: [] },
    );
    const referer = fc.oneof(
      fc.constantFrom("", "https://www.google.com/", "https://example.com/", "android-app://com.google/", "junk"),
      fc.webUrl(),
      fc.string({ maxLength: 30 }),
    );
    fc.assert(
      fc.property(fc.constantFrom("/", "/water-heater"), query, referer, (path, fields, referrer) => {
        fc.pre(!referrer.startsWith(origin));
        const search = new URLSearchParams(fields as Record<string, string>).toString();
        const url = search ? `${path}?${search}` : path;
        const lead = withSource({ landingPage: url, ...(referrer ? { referrer } : {}) }, origin);
        expect(landingSource(url, referrer, origin)).toBe(normalizeSource(lead.source));
      }),
      { numRuns: 300 },
    );
  });
});
