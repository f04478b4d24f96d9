import { describe, expect, it } from "vitest";
import { businessSchema } from "./business";
import { offerPopupSchema } from "./offer-popup";

// The money facts' own rules, on fixtures of this test's own; the rest of business.json and
// offer-popup.json is taken from what they need to parse.
const lender = {
  lender: "Fixture Bank",
  applyUrl: "https://apply.fixture.test/brightwater",
  apr: { min: 5, max: 19.99 },
  termMonths: [24, 60],
  minimumPurchase: 1000,
  source: "fixture agreement",
};
const example = { amount: 4500, downPayment: 500, apr: 9.99, termMonths: 60, monthlyPayment: 84.97, source: "fixture" };

function financingIssues(financing: unknown): string[] {
  const result = businessSchema.shape.financing.safeParse(financing);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the lender's example payment", () => {
  it("is taken as the lender gives it when its figures agree with each other and the terms", () => {
    expect(financingIssues({ ...lender, example })).toEqual([]);
    expect(financingIssues(lender)).toEqual([]);
  });

  it("is refused when its payment does not repay the amount at its APR over its months", () => {
    expect(financingIssues({ ...lender, example: { ...example, monthlyPayment: 74.97 } })).toEqual([
      "example.monthlyPayment: does not repay 4000 at 9.99% APR over 60 months (about 84.97): check the lender's example",
    ]);
  });

  it("is refused at an APR, a term or an amount the lender's terms do not offer", () => {
    expect(financingIssues({ ...lender, example: { ...example, apr: 0, monthlyPayment: 66.67 } })).toEqual([
      "example.apr: is outside the APR range the lender offers",
    ]);
    expect(
      financingIssues({
        ...lender,
        example: { ...example, amount: 900, downPayment: 0, termMonths: 12, monthlyPayment: 79.12 },
      }),
    ).toEqual(["example.termMonths: is not one of termMonths", "example.amount: is under minimumPurchase"]);
  });
});

describe("an open role", () => {
  const role = { title: "Fixture Technician", pay: "$31–$37 an hour", benefits: ["fixture plan"], source: "fixture" };
  const issues = (roles: unknown) => {
    const result = businessSchema.shape.openRoles.safeParse(roles);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("states its pay in dollars, and at least one benefit", () => {
    expect(issues([role])).toEqual([]);
    expect(issues([{ ...role, pay: "Competitive pay" }])).toEqual([
      '0.pay: state the pay in dollars ("$24–$32 an hour"), not only in words',
    ]);
    expect(issues([{ ...role, benefits: [] }])).toHaveLength(1);
  });
});

describe("the offer's regular price", () => {
  const offer = {
    badge: "Fixture",
    title: "Fixture offer",
    price: "$10.00",
    text: "Fixture.",
    points: ["Fixture"],
    primaryLabel: "Take it",
    primaryHref: "/fixture",
    callLabel: "Call",
    closeLabel: "Close",
    endsLabel: "Ends",
  };

  it("must be more than the offer's price", () => {
    const parsed = (amount: string) =>
      offerPopupSchema.safeParse({ ...offer, regularPrice: { amount, source: "fixture" } });
    expect(parsed("$12.00").success).toBe(true);
    const refused = parsed("$10.00");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      "regularPrice.amount: must be more than the offer's price",
    ]);
  });
});
