import { describe, expect, it } from "vitest";
import { financingTerms } from "./financing-terms";

describe("financingTerms", () => {
  it("states the APR range, the terms and the minimum purchase as one line", () => {
    const line = financingTerms({
      lender: "Example Bank",
      applyUrl: "https://apply.example.org/brightwater",
      apr: { min: 0, max: 26.99 },
      termMonths: [12, 36, 60],
      minimumPurchase: 1000,
      source: "lender agreement",
    });
    expect(line).toBe("0%–26.99% APR, 12, 36 or 60 months, on purchases of $1,000 or more through Example Bank");
  });

  it("names a single rate and a single term once", () => {
    const line = financingTerms({
      lender: "Example Bank",
      applyUrl: "https://apply.example.org/brightwater",
      apr: { min: 9.99, max: 9.99 },
      termMonths: [24],
      minimumPurchase: 500,
      source: "lender agreement",
    });
    expect(line).toBe("9.99% APR, 24 months, on purchases of $500 or more through Example Bank");
  });
});
