import { z } from "zod";
import { base, heading } from "./block-fields";
import { href, image, nonEmpty, review, serviceTag } from "./common";

// The blocks a visitor reads through: rich text, figures and pictures, questions and reviews.

export const richTextBlock = z.strictObject({
  type: z.literal("richText"),
  ...base,
  title: z.string().optional(),
  markdown: nonEmpty,
  backLink: z.strictObject({ label: nonEmpty, href }).optional(),
});

export const statsBlock = z.strictObject({
  type: z.literal("stats"),
  ...base,
  title: z.string().optional(),
  items: z.array(z.strictObject({ value: nonEmpty, label: nonEmpty })).min(2),
});

/** A picture with a caption, for maps and illustrations. */
export const figureBlock = z.strictObject({
  type: z.literal("figure"),
  ...base,
  ...heading,
  image,
  caption: z.string().optional(),
  text: z.string().optional(),
});

export const faqBlock = z.strictObject({
  type: z.literal("faq"),
  ...base,
  ...heading,
  items: z.array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), question: nonEmpty, answer: nonEmpty })).min(1),
});

export const testimonialsBlock = z.strictObject({
  type: z.literal("testimonials"),
  ...base,
  ...heading,
  showRating: z.boolean().default(true),
  // Reviews written here, or chosen from testimonials.json when the catalogue loads: the ones
  // named in `ids`, those tagged with `service`, or from customers in `town`; at most `count`.
  reviews: z.array(review).default([]),
  from: z
    .strictObject({
      ids: z.array(z.string()).optional(),
      service: serviceTag.optional(),
      town: z.string().optional(),
      count: z.number().int().min(1).max(6).default(3),
    })
    .optional(),
});
