import { z } from "zod";
import { iconName, image, nonEmpty, review, sitePath } from "./common";
import { seoSchema } from "./page";

export const citySlug = z.string().regex(/^[a-z]+(-[a-z]+)*$/, { error: "expected a lowercase slug like high-point" });

/** One city landing page: everything that differs from one town to the next. */
export const cityEntrySchema = z.strictObject({
  $schema: z.string().optional(),
  slug: citySlug,
  name: nonEmpty,
  postalCode: z.string().regex(/^\d{5}$/, { error: "expected 5 digits" }),
  geo: z.strictObject({
    latitude: z.number().min(33.8).max(36.6, { error: "not in North Carolina" }),
    longitude: z.number().min(-84.4).max(-75.4, { error: "not in North Carolina" }),
  }),
  // Where the postal code and coordinates come from, so the next editor can check them.
  source: nonEmpty,
  aliases: z.array(sitePath).default([]),
  heroImage: image.optional(),
  serviceCards: z.array(nonEmpty).min(1),
  subjects: z.array(nonEmpty).min(2),
  nearby: z.array(z.strictObject({ name: nonEmpty, city: citySlug.optional() })).min(1),
  testimonials: z.array(review).min(1),
  // A map of the office; the address shown beside it is the business address.
  map: z.strictObject({ query: nonEmpty }).optional(),
  trackLabel: nonEmpty,
  // A draft city shows in `npm run dev` only: no page, footer link or town-list entry in production.
  draft: z.boolean().default(false),
});
export type CityEntry = z.infer<typeof cityEntrySchema>;

const card = z.strictObject({ icon: iconName, title: nonEmpty, text: nonEmpty });

/** The copy every city page shares; `{city}` stands for the town's name. */
export const cityTemplateSchema = z.strictObject({
  $schema: z.string().optional(),
  seo: seoSchema,
  hero: z.strictObject({ eyebrow: nonEmpty, subtitle: nonEmpty, callLabel: nonEmpty, scheduleLabel: nonEmpty }),
  whyChoose: z.strictObject({ title: nonEmpty, items: z.array(card).length(6) }),
  services: z.strictObject({
    title: nonEmpty,
    subtitle: nonEmpty,
    cards: z.record(z.string(), card.extend({ href: sitePath, linkLabel: nonEmpty })),
  }),
  nearby: z.strictObject({ title: nonEmpty, subtitle: nonEmpty }),
  emergency: z.strictObject({ title: nonEmpty, text: nonEmpty, callLabel: nonEmpty }),
  testimonials: z.strictObject({ title: nonEmpty }),
  faq: z.strictObject({
    title: nonEmpty,
    items: z.array(z.strictObject({ id: nonEmpty, question: nonEmpty, answer: nonEmpty })).length(5),
  }),
  form: z.strictObject({ title: nonEmpty, subtitle: nonEmpty }),
  map: z.strictObject({ title: nonEmpty, hours: nonEmpty }),
  closing: z.strictObject({ title: nonEmpty, subtitle: nonEmpty, callLabel: nonEmpty }),
});
export type CityTemplate = z.infer<typeof cityTemplateSchema>;

/** A city page as other pages link to it. */
export interface CityLink {
  slug: string;
  name: string;
  path: string;
}
