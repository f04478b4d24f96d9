import { z } from "zod";
import { nonEmpty, review, serviceTag } from "./common";

/**
 * Every review the site may show, each tagged with the services it is about and the customer's
 * town. Pages do not copy reviews: a testimonials block names a service or a town and the
 * catalogue picks the matching reviews, so each service page shows its own.
 */
export const testimonialsSchema = z.strictObject({
  $schema: z.string().optional(),
  reviews: z
    .array(
      review.extend({
        id: z.string().regex(/^[a-z0-9-]+$/),
        location: nonEmpty,
        services: z.array(serviceTag).default([]),
      }),
    )
    .min(1),
});
export type Testimonials = z.infer<typeof testimonialsSchema>;
export type TaggedReview = Testimonials["reviews"][number];
