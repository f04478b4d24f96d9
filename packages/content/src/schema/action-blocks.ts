import { z } from "zod";
import { base, heading } from "./block-fields";
import { action, iconName, image, nonEmpty, review } from "./common";

// The blocks that carry the call and schedule buttons: the hero that opens a page, the call-to-action
// band and the emergency banner.

export const heroBlock = z.strictObject({
  type: z.literal("hero"),
  ...base,
  eyebrow: z.string().optional(),
  title: nonEmpty,
  subtitle: nonEmpty,
  // The hero's shape, by the page's job: "split" (the default) for a page that answers a need
  // now (a service, a town, the home page, an offer): the words beside the work's photograph; "band"
  // for a page that helps a visitor decide or find out (questions, financing, the archive, the
  // areas served): the words on the brand's blue, its drawing and review beside; "story" for the
  // company's own pages (about us, the Family First Project): the words centered, the picture
  // and a customer's words under them.
  layout: z.enum(["split", "band", "story"]).optional(),
  badges: z
    .array(z.strictObject({ icon: iconName, text: nonEmpty, callTrackLabel: z.string().optional() }))
    .default([]),
  actions: z.array(action).max(3).default([]),
  image: image.optional(),
  // The review quoted beside the hero on wide screens; chosen when the catalogue loads from
  // testimonials.json, never one the page shows lower down.
  review: review.optional(),
  // Set when the catalogue loads, never typed: the page's own reviews come within the next three
  // sections, so a phone does not show the hero's one as well (decided here, not by the stylesheet
  // looking ahead, which a first paint of a page still arriving cannot).
  reviewsFollow: z.boolean().optional(),
  // For a page that speaks to someone other than a customer (careers): a few points beside the
  // headline on wide screens instead of a customer's review, and no trust strip (a homeowner's facts).
  points: z.strictObject({ title: nonEmpty, items: z.array(nonEmpty).min(2).max(5) }).optional(),
});

export const ctaBandBlock = z.strictObject({
  type: z.literal("ctaBand"),
  ...base,
  ...heading,
  tone: z.enum(["brand", "dark", "muted"]).default("brand"),
  actions: z.array(action).min(1).max(3),
});

export const emergencyBannerBlock = z.strictObject({
  type: z.literal("emergencyBanner"),
  ...base,
  title: nonEmpty,
  text: nonEmpty,
  action: action.optional(),
});
