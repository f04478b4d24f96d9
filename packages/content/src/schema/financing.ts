import { z } from "zod";
import { externalUrl, nonEmpty } from "./common";

// Where a fact was read: "lender agreement, 2026-11-20" or a URL. Never shown on a page.
const source = nonEmpty;

/**
 * The monthly payment that repays `principal` at `apr` percent a year in `months` equal payments:
 * the check of a lender's example against its own figures, never a figure a page shows.
 */
export function monthlyPayment(principal: number, apr: number, months: number): number {
  const rate = apr / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/**
 * Financing through a consumer lender. Terms are shown only when every one is known; until then
 * the financing page offers a call, never the lender's home page.
 */
export const financing = z
  .strictObject({
    lender: nonEmpty,
    // The business's own application link from the lender (not the lender's home page).
    applyUrl: externalUrl,
    apr: z.strictObject({ min: z.number().min(0), max: z.number().min(0) }),
    termMonths: z.array(z.number().int().positive()).min(1),
    minimumPurchase: z.number().positive(),
    source,
    // The lender's own worked example, as it publishes it: the page shows its payment, never one
    // worked out here (the figures are only checked against each other). Stating a payment brings
    // the down payment, the term and the APR with it (Regulation Z, 12 CFR 1026.24).
    example: z
      .strictObject({
        amount: z.number().positive(),
        downPayment: z.number().min(0),
        apr: z.number().min(0),
        termMonths: z.number().int().positive(),
        monthlyPayment: z.number().positive(),
        source,
      })
      .optional(),
  })
  .superRefine((financing, context) => {
    const example = financing.example;
    if (!example) return;
    const at = (key: string) => ["example", key];
    if (example.apr < financing.apr.min || example.apr > financing.apr.max)
      context.addIssue({ code: "custom", path: at("apr"), message: "is outside the APR range the lender offers" });
    if (!financing.termMonths.includes(example.termMonths))
      context.addIssue({ code: "custom", path: at("termMonths"), message: "is not one of termMonths" });
    if (example.amount < financing.minimumPurchase)
      context.addIssue({ code: "custom", path: at("amount"), message: "is under minimumPurchase" });
    const expected = monthlyPayment(example.amount - example.downPayment, example.apr, example.termMonths);
    if (Math.abs(expected - example.monthlyPayment) > 1)
      context.addIssue({
        code: "custom",
        path: at("monthlyPayment"),
        message: `does not repay ${example.amount - example.downPayment} at ${example.apr}% APR over ${example.termMonths} months (about ${expected.toFixed(2)}): check the lender's example`,
      });
  });
