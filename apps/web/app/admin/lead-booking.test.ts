import { describe, expect, it } from "vitest";
import { askedDay } from "./lead-booking";

describe("the day of the window a lead asked for", () => {
  it("reads the month and day of the label in the year the lead was sent", () => {
    expect(askedDay("Thursday, December 3, 8:00 AM – 10:00 AM", "2026-12-02T14:48:44.273Z")).toBe("2026-12-03");
  });

  it("takes the next year for a window asked for in December for January", () => {
    expect(askedDay("Monday, January 4, 8:00 AM – 10:00 AM", "2026-12-28T10:00:00.000Z")).toBe("2027-01-04");
  });

  it("answers null for a label it cannot read", () => {
    expect(askedDay("soon", "2026-12-02T14:48:44.273Z")).toBeNull();
  });
});
