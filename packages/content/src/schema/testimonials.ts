import { z } from "zod";
import { externalUrl, isoDate, nonEmpty, review, serviceTag } from "./common";

/** Where a review was written: a review platform, or the office's own record of a customer's words. */
export const officeRecord = "office record";

/**
 * One review, with what makes it true: who wrote it (as the platform shows the name), when, where
 * and a link to it. A review from the office's own records has a date but no link. Demo text
 * carries `"sample": true` and needs none of that; the launch check lists every sample.
 */
const storedReview = review
  .omit({ platform: true, date: true })
  .extend({
    id: z.string().regex(/^[a-z0-9-]+$/),
    // The customer's town, from which pages of nearby towns pick it.
    location: nonEmpty,
    services: z.array(serviceTag).default([]),
    date: isoDate.optional(),
    platform: nonEmpty.optional(),
    url: externalUrl.optional(),
    sample: z.literal(true).optional(),
  })
  .superRefine((entry, context) => {
    if (entry.sample) return;
    const need = (key: "date" | "platform" | "url", what: string) => {
      if (entry[key] === undefined) context.addIssue({ code: "custom", path: [key], message: what });
    };
    need("date", 'a real review needs the date it was written (or mark demo text "sample": true)');
    need("platform", `a real review needs its platform ("Google", or "${officeRecord}" with its date)`);
    if (entry.platform !== officeRecord) need("url", "a review on a platform needs the link to it");
  });

/**
 * Every review the site may show, each tagged with the services it is about and the customer's
 * town. Pages do not copy reviews: a testimonials block names a service or a town and the
 * catalogue picks the matching reviews, so each service page shows its own.
 */
export const testimonialsSchema = z.strictObject({
  $schema: z.string().optional(),
  reviews: z.array(storedReview).min(1),
});
export type Testimonials = z.infer<typeof testimonialsSchema>;
export type TaggedReview = Testimonials["reviews"][number];
