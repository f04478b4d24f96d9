import { describe, expect, it } from "vitest";
import { checkWindow, openWindows, type WindowSettings } from "./windows";

const weekday = ["08:00-10:00", "10:00-12:00", "13:00-15:00", "15:00-17:00"];
const settings: WindowSettings = {
  timeZone: "America/New_York",
  weekdays: { monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday },
  jobsPerWindow: 2,
  leadTimeHours: 14,
  daysAhead: 14,
  closedDates: ["2026-12-24", "2026-12-25", "2027-01-01"],
};
const none = new Map<string, number>();

describe("open arrival windows", () => {
  it("keeps the local hours across the daylight-saving change, with the offset of each day", () => {
    const windows = openWindows(settings, new Date("2026-10-29T12:00:00Z"), none);
    expect(windows.find((window) => window.id === "2026-10-30T08:00-10:00")).toEqual({
      id: "2026-10-30T08:00-10:00",
      start: "2026-10-30T08:00:00-04:00",
      end: "2026-10-30T10:00:00-04:00",
      remaining: 2,
    });
    expect(windows.find((window) => window.id === "2026-11-02T08:00-10:00")).toMatchObject({
      start: "2026-11-02T08:00:00-05:00",
      end: "2026-11-02T10:00:00-05:00",
    });
    expect(Date.parse("2026-11-02T08:00:00-05:00")).toBe(Date.parse("2026-11-02T13:00:00Z"));
  });

  it("offers no window starting sooner than the lead time, and none in the past", () => {
    // Wednesday 2026-12-02, 09:36 in New York: 14 hours on is 23:36, so Thursday 08:00 is the first.
    const now = new Date("2026-12-02T14:36:00Z");
    const windows = openWindows(settings, now, none);
    expect(windows[0]?.id).toBe("2026-12-03T08:00-10:00");
    expect(windows.every((window) => Date.parse(window.start) >= now.getTime() + 14 * 3_600_000)).toBe(true);
    // Thursday 08:00 is 12h 24m after 19:36: inside the lead time.
    const evening = openWindows(settings, new Date("2026-12-03T00:36:00Z"), none);
    expect(evening[0]?.id).toBe("2026-12-03T10:00-12:00");
    expect(checkWindow(settings, "2026-12-03T08:00-10:00", new Date("2026-12-03T00:36:00Z"))).toEqual({
      refusal: "too_soon",
    });
    expect(checkWindow(settings, "2026-12-01T08:00-10:00", now)).toEqual({ refusal: "too_soon" });
  });

  it("offers nothing on a closed date or a weekend, and refuses hours the settings do not have", () => {
    const windows = openWindows(settings, new Date("2026-12-20T12:00:00Z"), none);
    const days = new Set(windows.map((window) => window.id.slice(0, 10)));
    expect(days.has("2026-12-24")).toBe(false);
    expect(days.has("2026-12-25")).toBe(false);
    expect(days.has("2026-12-26")).toBe(false);
    expect(days.has("2026-12-23")).toBe(true);
    const now = new Date("2026-12-20T12:00:00Z");
    expect(checkWindow(settings, "2026-12-24T08:00-10:00", now)).toEqual({ refusal: "closed" });
    expect(checkWindow(settings, "2026-12-26T08:00-10:00", now)).toEqual({ refusal: "unknown" });
    expect(checkWindow(settings, "2026-12-23T09:00-11:00", now)).toEqual({ refusal: "unknown" });
    expect(checkWindow(settings, "2027-02-30T08:00-10:00", now)).toEqual({ refusal: "unknown" });
    expect(checkWindow(settings, "2027-01-20T08:00-10:00", now)).toEqual({ refusal: "too_far" });
  });

  it("leaves out a full window and counts what is left of the others", () => {
    const now = new Date("2026-12-02T14:36:00Z");
    const booked = new Map([
      ["2026-12-03T08:00-10:00", 2],
      ["2026-12-03T10:00-12:00", 1],
    ]);
    const windows = openWindows(settings, now, booked);
    expect(windows.map((window) => window.id)).not.toContain("2026-12-03T08:00-10:00");
    expect(windows[0]).toMatchObject({ id: "2026-12-03T10:00-12:00", remaining: 1 });
    // 2026-12-03 to 2026-12-16: ten weekdays of four windows, less the full one.
    expect(windows).toHaveLength(39);
  });
});
