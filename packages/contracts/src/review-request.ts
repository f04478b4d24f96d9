import { z } from "zod";

/** What a review request says: the same link for every customer, with no rating asked first. */
export const reviewMessageSchema = z.object({
  link: z.url(),
  subject: z.string(),
  body: z.string(),
});
export type ReviewMessage = z.infer<typeof reviewMessageSchema>;

/** How the customer was asked for a review. */
export const reviewChannels = ["sms", "email"] as const;
export type ReviewChannel = (typeof reviewChannels)[number];

/** The body of `POST /api/admin/submissions/:id/review-request`: the request was sent this way. */
export const reviewRequestSchema = z.strictObject({
  channel: z.enum(reviewChannels, { error: "Must be sms or email" }),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;
