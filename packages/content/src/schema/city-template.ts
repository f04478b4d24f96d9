import { z } from "zod";
import { iconName, image, nonEmpty, sitePath } from "./common";
import { formVariants } from "./form-blocks";
import { seoSchema } from "./page";

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
