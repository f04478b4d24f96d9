import { z } from "zod";
import { externalUrl, isoDate, nonEmpty } from "./common";
import { financing } from "./financing";

// Where a fact was read, for the owner who answers for it: "company's current site",
// "owner, 2026-11-24" or a URL. Never shown on a page.
const source = nonEmpty;

/** One claim the copy makes, in the words a page shows, with where it comes from. */
const claim = z.strictObject({
  text: nonEmpty,
  source,
  // A claim nobody at the company has confirmed yet: shown in the demo, listed by the launch check.
  sample: z.literal(true).optional(),
});

/**
 * A position the company is hiring for, as the owner states it: its pay in dollars ("$24–$32 an
 * hour, by experience", never only "competitive") and its benefits.
 */
const openRole = z.strictObject({
  title: nonEmpty,
  pay: nonEmpty.regex(/\$\d/, { error: 'state the pay in dollars ("$24–$32 an hour"), not only in words' }),
  benefits: z.array(nonEmpty).min(1),
  source,
});

/** A profile of the business on a social network: the page itself, never the network's home page. */
const socialProfile = z.strictObject({
  label: nonEmpty,
  url: externalUrl,
  // A stand-in until the owner gives the real page: never linked, listed by the launch check.
  sample: z.literal(true).optional(),
});

/** The one source of every company fact shown anywhere on the site. */
export const businessSchema = z.strictObject({
  $schema: z.string().optional(),
  name: nonEmpty,
  legalName: nonEmpty,
  tagline: nonEmpty,
  // Any real number may be entered; `npm run launch-check` flags a fictional 555-01NN one.
  phone: z.strictObject({
    display: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, { error: "expected (NNN) NNN-NNNN" }),
    e164: z.string().regex(/^\+1\d{10}$/, { error: "expected +1 and ten digits" }),
  }),
  email: z.email(),
  // The North Carolina plumbing license number, shown in the trust strip under every hero.
  license: z.string().regex(/^\d+$/),
  // Years in business are counted from this year when the site is built, never typed by hand.
  foundedYear: z.number().int().min(1900),
  insured: z.boolean(),
  familyOwned: z.boolean(),
  // Where each of the four facts above was read: under every hero they are the trust strip's
  // license, years in business, insurance and family ownership, so none stands without a source.
  sources: z.strictObject({ license: source, foundedYear: source, insured: source, familyOwned: source }),
  // The claims copy makes about the company, each filled in where copy names it as {key}.
  claims: z.strictObject({
    // Hours of hands-on experience of the technicians, the figure only ("10,000+"): {experienceHours}.
    experienceHours: claim,
    // How technicians are vetted: {vetting}.
    vetting: claim,
    // The satisfaction guarantee: {guarantee}.
    guarantee: claim,
    // The usual range of a service call: {serviceCallRange}.
    serviceCallRange: claim,
    // How soon a plumber is typically at the door after an emergency call, the same for every
    // town and said one way ("at your door within {emergencyResponse} of your call"); the figure alone
    // stands large on a city page.
    emergencyResponse: claim,
    // When someone who asked for service is called back: {callBack}.
    callBack: claim,
    // What after-hours work costs compared with the day: {overtime}.
    overtime: claim,
  }),
  rating: z.strictObject({
    value: z.number().min(1).max(5),
    count: z.number().int().positive(),
    source: nonEmpty,
    // When the figures were read from the profile, and by whom.
    asOf: isoDate.optional(),
    // The business's Google place id: the review links are made from it (review-links.ts).
    placeId: nonEmpty.optional(),
  }),
  address: z.strictObject({
    street: nonEmpty,
    city: nonEmpty,
    region: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/, { error: "expected 5 digits" }),
    // The office's own point, as its Google listing places it: at least 5 decimals (Google asks
    // for 5), and where it was read. Until the address is confirmed the launch check lists it.
    geo: z.strictObject({ latitude: z.number(), longitude: z.number(), source: source.optional() }),
    // Set to true once the office has confirmed the street address and its point; until then the launch check lists both.
    confirmed: z.boolean().default(false),
  }),
  // Two facts, always shown as two: when the office is open, and when the emergency line answers.
  hours: z.strictObject({
    office: nonEmpty,
    emergency: nonEmpty,
    source,
    // The office hours of `office`, for the inbox: a request left new longer than its allowance
    // (shorter while the office is open) stands out. Days: 0 Sunday … 6 Saturday.
    schedule: z.strictObject({
      timeZone: nonEmpty,
      days: z.array(z.number().int().min(0).max(6)).min(1),
      opens: z.string().regex(/^\d{2}:\d{2}$/, { error: "expected HH:MM" }),
      closes: z.string().regex(/^\d{2}:\d{2}$/, { error: "expected HH:MM" }),
    }),
  }),
  // The day this website was begun, and where that is read: an article dated before it was not
  // published here that day, so the launch check asks where and when it was.
  website: z.strictObject({ since: isoDate, source }).optional(),
  financing: financing.optional(),
  // The positions open now, shown on the careers page; absent until the owner gives them (the
  // launch check lists it), [] when none is open.
  openRoles: z.array(openRole).optional(),
  social: z.array(socialProfile).default([]),
});
export type Business = z.infer<typeof businessSchema>;
