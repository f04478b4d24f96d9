import { describe, expect, it } from "vitest";
import { catalogueCopy } from "../test/catalogue-copy";
import { problemsOf } from "../test/problems-of";

describe("booking.json against business.json", () => {
  it("names the file and JSON path of a window outside the office's hours, reversed or overlapping", () => {
    const copy = catalogueCopy();
    copy.edit("booking.json", (booking) => {
      booking.weekdays = {
        monday: ["06:00-08:00", "10:00-09:00", "08:00-10:00", "09:00-11:00"],
        saturday: ["08:00-10:00"],
      };
      booking.timeZone = "America/Chicago";
    });
    expect(problemsOf(copy.dir)).toEqual([
      "booking.json: timeZone: must be business.json's hours.schedule.timeZone, America/New_York",
      "booking.json: weekdays.monday[0]: 06:00-08:00 is outside the office's hours (07:00-18:00, business.json hours.schedule)",
      "booking.json: weekdays.monday[1]: 10:00-09:00 ends before it starts",
      "booking.json: weekdays.monday[3]: 09:00-11:00 overlaps 08:00-10:00",
      "booking.json: weekdays.saturday: the office is closed on saturdays (business.json hours.schedule.days)",
    ]);
  });
});
