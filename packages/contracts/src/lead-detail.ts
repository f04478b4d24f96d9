import { z } from "zod";
import { submissionSummarySchema } from "./inbox-list";
import { lostReasons, notificationStates, outboxChannels, submissionStatuses } from "./lead";
import { reviewMessageSchema } from "./review-request";

/** Whether the company was e-mailed about a lead. */
export const leadNotificationSchema = z.object({
  state: z.enum(notificationStates),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  // When a pending job is tried (again).
  nextAttemptAt: z.string().nullable(),
  // False when the server has no way to deliver this channel (SMTP_URL unset for e-mail): a
  // pending job then waits until it is configured, and is not "on its way".
  channelConfigured: z.boolean(),
});
export type LeadNotification = z.infer<typeof leadNotificationSchema>;

/** One stamped change of a lead's status. */
export const statusChangeSchema = z.object({
  fromStatus: z.enum(submissionStatuses),
  toStatus: z.enum(submissionStatuses),
  lostReason: z.string(),
  changedAt: z.iso.datetime(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** Everything stored about one lead. */
export const submissionDetailSchema = submissionSummarySchema.omit({ excerpt: true }).extend({
  reference: z.string(),
  message: z.string(),
  // Landing page, referrer, UTM fields and click ids, as sent; shown as text.
  attribution: z.record(z.string(), z.string()),
  history: z.array(statusChangeSchema),
  userAgent: z.string(),
  // Fields particular to the kind (an applicant's address, the position), by name.
  details: z.record(z.string(), z.string()),
  resume: z.object({ fileName: z.string(), type: z.string(), bytes: z.number().int().nullable() }).nullable(),
  notification: leadNotificationSchema.nullable(),
  // Every notification job by channel (company e-mail, webhook alert, acknowledgement).
  notifications: z.array(leadNotificationSchema.extend({ channel: z.enum(outboxChannels) })),
  // The message that asks the customer for a review, carrying the business's review link; null
  // when no review link is configured (the business has no Google place id).
  reviewRequest: reviewMessageSchema.nullable(),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

export const submissionResponseSchema = z.object({ submission: submissionDetailSchema });
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;

/** The body of `PATCH /api/admin/submissions/:id`: a lost lead names its reason. */
export const submissionUpdateSchema = z
  .strictObject({
    status: z.enum(submissionStatuses, { error: "Unknown status" }),
    lostReason: z.enum(lostReasons, { error: "Choose a reason from the list" }).optional(),
  })
  .refine((update) => update.status !== "lost" || update.lostReason !== undefined, {
    path: ["lostReason"],
    error: "Choose why the lead was lost",
  });
export type SubmissionUpdate = z.infer<typeof submissionUpdateSchema>;
