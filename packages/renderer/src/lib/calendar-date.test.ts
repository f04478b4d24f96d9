import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

/** Every month of a year, as an ISO date on its 9th. */
const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, "0")}-09`);

describe("calendar dates", () => {
  it("reads as the browser's en-US formatting does, in every time zone", async () => {
    const { longDate, monthYear } = await import("./calendar-date");
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    for (const iso of [...months, "2025-12-31", "2024-02-29", "2026-01-01"]) {
      const date = new Date(`${iso}T00:00:00Z`);
      expect(monthYear(iso)).toBe(utc({ month: "long", year: "numeric" }).format(date));
      expect(longDate(iso)).toBe(utc({ month: "long", day: "numeric", year: "numeric" }).format(date));
    }
  });

  it("refuses what is not a calendar day instead of writing a wrong date", async () => {
    const { monthYear } = await import("./calendar-date");
    for (const text of ["2026-13-01", "26-03-04", "March 2026", ""])
      expect(() => monthYear(text)).toThrow("not a date");
  });

  // The first Intl date formatter a page makes loads the browser's calendar data: 20-75 ms of the
  // main thread on our 2-core machine, four times that on Lighthouse's phone. A review's mark and
  // an article's date are drawn on most pages while they hydrate.
  it("draws a review's mark and an article's date without making an Intl formatter", async () => {
    let made = 0;
    const DateTimeFormat = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof DateTimeFormat>) {
        made++;
        return new target(...args);
      },
    });
    onTestFinished(() => {
      Intl.DateTimeFormat = DateTimeFormat;
    });
    const localeString = vi.spyOn(Date.prototype, "toLocaleDateString");
    const { reviewMark } = await import("../blocks/testimonials/review-mark");
    const { formatDate } = await import("../articles/format");
    const ui = { reviewMark: "{platform} review, {date}", sampleReviewMark: "Sample" };
    const review = { name: "Ana L.", location: "Clemmons", rating: 5, text: "On time.", platform: "Google" };
    expect(reviewMark({ ...review, date: "2026-03-04" }, ui)).toBe("Google review, March 2026");
    expect(formatDate("2025-09-15")).toBe("September 15, 2025");
    expect(made).toBe(0);
    expect(localeString).not.toHaveBeenCalled();
  });
});
