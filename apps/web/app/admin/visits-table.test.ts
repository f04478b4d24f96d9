import { describe, expect, it } from "vitest";
import { perHundred, totalsBy } from "./visits-table";

describe("the visits tables of the report", () => {
  it("sums each landing page or source over the weeks, the most visits first", () => {
    const row = (key: string, visits: number, requests: number, callTaps = 0) => ({ key, visits, requests, callTaps });
    expect(totalsBy([row("/", 10, 1), row("/faq", 3, 0, 1), row("/", 5, 2), row("/water-heater", 0, 2)])).toEqual([
      row("/", 15, 3),
      row("/faq", 3, 0, 1),
      row("/water-heater", 0, 2),
    ]);
  });

  it("gives requests and call taps per 100 visits, and a dash without a visit", () => {
    expect(perHundred(3, 15)).toBe("20.0 %");
    expect(perHundred(1, 3)).toBe("33.3 %");
    expect(perHundred(2, 0)).toBe("—");
  });
});
