import { z } from "zod";
import { formVariants } from "./blocks";
import { iconName, image, nonEmpty, sitePath } from "./common";
import { seoSchema } from "./page";

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
  // nearest neighbours'. A key left over from before says where they went.
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

const card = z.strictObject({ icon: iconName, title: nonEmpty, text: nonEmpty });

/** The sections a city page can show, each built from its part of the template and the entry. */
export const citySections = [
  "hero",
  "testimonials",
  "intro",
  "travel",
  "conditions",
  "whyChoose",
  "services",
  "neighborhoods",
  "nearby",
  "contacts",
  "emergency",
  "jobs",
  "faq",
  "form",
  "map",
  "closing",
] as const;
export type CitySection = (typeof citySections)[number];

// Which sections, in which order: each once, the hero and the form always (the hero's button
// jumps to the form).
const sectionOrder = z
  .array(z.enum(citySections))
  .min(1)
  .superRefine((sections, context) => {
    sections.forEach((section, index) => {
      if (sections.indexOf(section) !== index)
        context.addIssue({ code: "custom", path: [index], message: `"${section}" is listed twice: list it once` });
    });
    for (const needed of ["hero", "form"] as const)
      if (!sections.includes(needed))
        context.addIssue({ code: "custom", message: `add "${needed}": every city page has one` });
  });

/** The copy every city page shares; `{city}` stands for the town's name. */
export const cityTemplateSchema = z.strictObject({
  $schema: z.string().optional(),
  // The page's sections, top to bottom; a section not listed is not shown.
  sections: sectionOrder,
  seo: seoSchema,
  // The town's name in the trail above the page and in its structured data.
  breadcrumb: nonEmpty,
  hero: z.strictObject({
    title: nonEmpty,
    eyebrow: nonEmpty,
    subtitle: nonEmpty,
    callLabel: nonEmpty,
    scheduleLabel: nonEmpty,
    /** The hero picture of a city whose entry names none. */
    image: image.optional(),
  }),
  whyChoose: z.strictObject({ title: nonEmpty, items: z.array(card).length(6) }),
  services: z.strictObject({
    title: nonEmpty,
    subtitle: nonEmpty,
    cards: z.record(z.string(), card.extend({ href: sitePath, linkLabel: nonEmpty })),
  }),
  // The subjects a town's contact form may offer (`subjects` in a city entry), as the office sorts
  // requests. A town's entry may name one with its own name after it: "Drain Cleaning - Kernersville".
  subjects: z.array(nonEmpty).min(1),
  // `subtitle` may say the trucks are there daily: only towns within `travel.dailyRadiusMiles` get
  // it; a town farther out gets `farSubtitle`, which must not (content:check refuses it).
  nearby: z.strictObject({ title: nonEmpty, subtitle: nonEmpty, farSubtitle: nonEmpty }),
  emergency: z.strictObject({ title: nonEmpty, text: nonEmpty, callLabel: nonEmpty }),
  testimonials: z.strictObject({ title: nonEmpty }),
  intro: z.strictObject({ title: nonEmpty }),
  // The list opens from one line: `{names}` are its first three places, `{count}` the rest.
  neighborhoods: z.strictObject({ title: nonEmpty, subtitle: nonEmpty, foldSummary: nonEmpty }),
  conditions: z.strictObject({ title: nonEmpty, subtitle: nonEmpty }),
  contacts: z.strictObject({
    title: nonEmpty,
    subtitle: nonEmpty,
    kinds: z.strictObject({
      permits: nonEmpty,
      water: nonEmpty,
      sewer: nonEmpty,
      "wells-septic": nonEmpty,
      stormwater: nonEmpty,
    }),
  }),
  // Only jobs the office confirms are shown, each marked with `confirmedLabel`.
  jobs: z.strictObject({ title: nonEmpty, subtitle: nonEmpty, confirmedLabel: nonEmpty }),
  // Distance from the office (`{distance}`, `{office}`, computed from the two geo points; never on
  // the office's own town) and the emergency arrival, one fact of the business for every town
  // (`arrival`, with {emergencyResponse}).
  travel: z.strictObject({
    distanceLabel: nonEmpty,
    arrival: nonEmpty,
    arrivalLabel: nonEmpty,
    // Set once the office has confirmed the daily radius; until then the launch check lists it.
    confirmedByOffice: z.boolean().default(false),
    // How far from the office the trucks are on a normal day (the span of the primary service
    // areas): beyond it, no page may say "every day" or "daily" of a town.
    dailyRadiusMiles: z.number().min(0),
  }),
  faq: z.strictObject({
    title: nonEmpty,
    items: z.array(z.strictObject({ id: nonEmpty, question: nonEmpty, answer: nonEmpty })).length(5),
  }),
  // `variant` names the form's fields, messages and captcha in forms.json.
  form: z.strictObject({ title: nonEmpty, subtitle: nonEmpty, variant: z.enum(formVariants) }),
  map: z.strictObject({ title: nonEmpty, hours: nonEmpty, query: nonEmpty }),
  closing: z.strictObject({ title: nonEmpty, subtitle: nonEmpty, callLabel: nonEmpty }),
});
export type CityTemplate = z.infer<typeof cityTemplateSchema>;

/** A city page as other pages link to it. */
export interface CityLink {
  slug: string;
  name: string;
  state: string;
  path: string;
}
