import { describe, expect, it } from "vitest";
import { dayInNewYork, formatOfferWindow, offerShowsAt, offerShowsOn, parseOfferWindow } from "./offer-window";

describe("offer dates", () => {
  it("reads the day in America/New_York, not UTC", () => {
    // 04:59 UTC on 1 February is still 31 January in Kernersville (EST, UTC-5).
    expect(dayInNewYork(new Date("2026-02-01T04:59:00Z"))).toBe("2026-01-31");
    expect(dayInNewYork(new Date("2026-02-01T05:00:00Z"))).toBe("2026-02-01");
    // Summer time (EDT, UTC-4).
    expect(dayInNewYork(new Date("2026-07-01T03:59:00Z"))).toBe("2026-06-30");
  });

  it("shows an offer from the start of its first day to the end of its last", () => {
    const window = { startsOn: "2026-01-01", endsOn: "2026-01-31" };
    expect(offerShowsAt(window, new Date("2026-01-01T04:59:00Z"))).toBe(false);
    expect(offerShowsAt(window, new Date("2026-01-01T05:00:00Z"))).toBe(true);
    expect(offerShowsAt(window, new Date("2026-02-01T04:59:00Z"))).toBe(true);
    expect(offerShowsAt(window, new Date("2026-02-01T05:00:00Z"))).toBe(false);
  });

  it("leaves an open end open, and an offer without dates always on", () => {
    expect(offerShowsOn({ endsOn: "2026-01-31" }, "2020-05-05")).toBe(true);
    expect(offerShowsOn({ startsOn: "2026-01-01" }, "2099-12-31")).toBe(true);
    expect(offerShowsAt({}, new Date())).toBe(true);
  });

  it("round-trips the HTML attribute", () => {
    for (const window of [{ startsOn: "2026-01-01", endsOn: "2026-01-31" }, { endsOn: "2026-01-31" }, {}]) {
      expect(parseOfferWindow(formatOfferWindow(window))).toEqual({
        startsOn: window.startsOn,
        endsOn: window.endsOn,
      });
    }
  });
});
