import { z } from "zod";
import { image, nonEmpty, sitePath } from "./common";

/** A state as the post office writes it: two capital letters. */
export const stateCode = z.string().regex(/^[A-Z]{2}$/, { error: 'expected a two-letter state code like "VA"' });

export const citySlug = z.string().regex(/^[a-z]+(-[a-z]+)*$/, { error: "expected a lowercase slug like high-point" });

// Where a fact was read (a URL) and how firm it is, for the next editor; never shown on the page.
const source = nonEmpty;

/** What a local-conditions note is about; every town's page covers the four that are required. */
export const conditionTopics = ["housing", "water-supply", "water-quality", "weather", "sewer", "permits"] as const;
const requiredTopics = ["housing", "water-supply", "water-quality", "weather"] as const;

/** Offices a homeowner may need: who issues permits, who runs the water, sewer or wells. */
export const contactKinds = ["permits", "water", "sewer", "wells-septic", "stormwater"] as const;

const localContact = z.strictObject({
  kind: z.enum(contactKinds),
  name: nonEmpty,
  phone: z
    .string()
    .regex(/^\d{3}-\d{3}-\d{4}$/, { error: "expected a phone number like 336-373-2155" })
    .optional(),
  address: nonEmpty.optional(),
  note: nonEmpty,
  source,
});

const localFaq = z.strictObject({ question: nonEmpty, answer: nonEmpty, source });

/**
 * A job the company did in the town. Until the office confirms it really did it, it is not shown
 * (the launch check lists it).
 */
const localJob = z.strictObject({
  work: nonEmpty,
  area: nonEmpty,
  outcome: nonEmpty,
  confirmedByOffice: z.boolean(),
});

/** One city landing page: everything that differs from one town to the next. */
export const cityEntrySchema = z.strictObject({
  $schema: z.string().optional(),
  slug: citySlug,
  name: nonEmpty,
  postalCode: z.string().regex(/^\d{5}$/, { error: "expected 5 digits" }),
  // The town's state, as the post office writes it ("VA"); absent: the office's state.
  state: stateCode.optional(),
  geo: z.strictObject({
    latitude: z.number().min(24.5).max(49.4, { error: "not in the contiguous United States" }),
    longitude: z.number().min(-125).max(-66.9, { error: "not in the contiguous United States" }),
  }),
  // Where the postal code and coordinates come from, so the next editor can check them.
  source: nonEmpty,
  aliases: z.array(sitePath).default([]),
  heroImage: image.optional(),
  serviceCards: z.array(nonEmpty).min(1),
  subjects: z.array(nonEmpty).min(2),
  nearby: z.array(z.strictObject({ name: nonEmpty, city: citySlug.optional() })).min(1),
  // Reviews live in testimonials.json with their provenance; the page picks this town's, then its
  // nearest neighbors'. A key left over from before says where they went.
  testimonials: z
    .never({
      error:
        'reviews live in testimonials.json with their author, date and platform: move each there with "location" set to this town, and delete this key',
    })
    .optional(),
  // The local facts that make the page worth reading in that town, each shown in a block of its own.
  intro: z.array(nonEmpty).min(2, { error: "write at least two paragraphs for this town" }),
  neighborhoods: z.strictObject({ names: z.array(nonEmpty).min(3), source }),
  conditions: z
    .array(z.strictObject({ topic: z.enum(conditionTopics), title: nonEmpty, text: nonEmpty, source }))
    .superRefine((conditions, context) => {
      for (const topic of requiredTopics) {
        if (!conditions.some((condition) => condition.topic === topic))
          context.addIssue({
            code: "custom",
            message: `add a "${topic}" note (required: ${requiredTopics.join(", ")})`,
          });
      }
    }),
  contacts: z
    .array(localContact)
    .min(2)
    .refine((contacts) => contacts.some((contact) => contact.kind === "permits"), {
      error: 'add the office that issues plumbing permits (kind "permits")',
    }),
  faqs: z.array(localFaq).min(2, { error: "add at least two questions of this town's own" }),
  jobs: z.array(localJob).min(1),
  // true on the office's own town: a map of the business's listing (the template's map.query, made
  // from the business's name and address), the address beside it. Never a search for the town.
  map: z.literal(true).optional(),
  trackLabel: nonEmpty,
  // A draft city shows in `npm run dev` only: no page, footer link or town-list entry in production.
  draft: z.boolean().default(false),
});
/** A city entry as its file states it; `state` may be absent. */
export type CityEntryFile = z.infer<typeof cityEntrySchema>;
/** A city entry as the pages use it: the state resolved (the office's when the file names none). */
export type CityEntry = CityEntryFile & { state: string };

/** A city page as other pages link to it. */
export interface CityLink {
  slug: string;
  name: string;
  state: string;
  path: string;
}
