import { z } from "zod";
import { externalUrl, nonEmpty } from "./common";

/** The one source of every company fact shown anywhere on the site. */
export const businessSchema = z.strictObject({
  $schema: z.string().optional(),
  name: nonEmpty,
  legalName: nonEmpty,
  tagline: nonEmpty,
  phone: z.strictObject({
    display: z.string().regex(/^\(\d{3}\) 555-01\d{2}$/, { error: "expected (NNN) 555-01NN" }),
    e164: z.string().regex(/^\+1\d{3}55501\d{2}$/, { error: "expected +1NNN55501NN" }),
  }),
  email: z.email().refine((value) => value.endsWith("@example.com"), { error: "expected an example.com address" }),
  // The North Carolina plumbing licence number, shown in the trust strip under every hero.
  license: z.string().regex(/^\d+$/),
  // Years in business are counted from this year when the site is built, never typed by hand.
  foundedYear: z.number().int().min(1900),
  insured: z.boolean(),
  familyOwned: z.boolean(),
  // Whether the work carries a written guarantee (the trust strip says so only when true).
  writtenGuarantee: z.boolean(),
  rating: z.strictObject({
    value: z.number().min(1).max(5),
    count: z.number().int().positive(),
    source: nonEmpty,
    // The business's Google place id: the review links are made from it (review-links.ts).
    placeId: nonEmpty.optional(),
    readUrl: externalUrl,
    writeUrl: externalUrl,
  }),
  address: z.strictObject({
    street: nonEmpty,
    city: nonEmpty,
    region: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/, { error: "expected 5 digits" }),
    geo: z.strictObject({ latitude: z.number(), longitude: z.number() }),
  }),
  hours: z.strictObject({
    office: nonEmpty,
    emergency: nonEmpty,
    // The office hours of `office`, for the inbox: a request left new longer than its allowance
    // (shorter while the office is open) stands out. Days: 0 Sunday … 6 Saturday.
    schedule: z.strictObject({
      timeZone: nonEmpty,
      days: z.array(z.number().int().min(0).max(6)).min(1),
      opens: z.string().regex(/^\d{2}:\d{2}$/, { error: "expected HH:MM" }),
      closes: z.string().regex(/^\d{2}:\d{2}$/, { error: "expected HH:MM" }),
    }),
  }),
  financingUrl: externalUrl,
  social: z.array(z.strictObject({ label: nonEmpty, url: externalUrl })),
});
export type Business = z.infer<typeof businessSchema>;
