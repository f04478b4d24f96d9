import { describe, expect, it } from "vitest";
import { callBackBy, isOfficeOpen } from "./office-hours";

const schedule = { timeZone: "America/New_York", days: [1, 2, 3, 4, 5], opens: "07:00", closes: "18:00" };

describe("office hours", () => {
  it("counts a weekday morning in Kernersville as open, whatever the server's own zone", () => {
    // Tuesday 2026-11-24 09:30 EST = 14:30 UTC.
    expect(isOfficeOpen(schedule, new Date("2026-11-24T14:30:00Z"))).toBe(true);
    // 06:59 EST, before opening; 18:00 EST, closed.
    expect(isOfficeOpen(schedule, new Date("2026-11-24T11:59:00Z"))).toBe(false);
    expect(isOfficeOpen(schedule, new Date("2026-11-24T23:00:00Z"))).toBe(false);
    // Saturday noon.
    expect(isOfficeOpen(schedule, new Date("2026-11-28T17:00:00Z"))).toBe(false);
  });

  it("allows 15 minutes in office hours and 30 after", () => {
    expect(callBackBy(schedule, new Date("2026-11-24T14:30:00Z")).toISOString()).toBe("2026-11-24T14:45:00.000Z");
    expect(callBackBy(schedule, new Date("2026-11-28T17:00:00Z")).toISOString()).toBe("2026-11-28T17:30:00.000Z");
  });
});
