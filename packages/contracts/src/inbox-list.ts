import { z } from "zod";
import { lostReasons, submissionKinds, submissionStatuses } from "./lead";

/** Leads per page of the inbox list. */
export const adminPageSize = 50;

// Query strings carry "" for a cleared control; that means "no filter", not an invalid value.
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

// An instant, normalised so that it compares correctly with the stored ISO timestamps.
const instant = z.iso
  .datetime({ error: "Must be an ISO date and time" })
  .transform((value) => new Date(value).toISOString());

/**
 * The inbox filter, as query parameters of the list and the CSV export. `from` and `to` are
 * instants (the browser turns the chosen days into its own midnights); `to` is exclusive.
 */
export const submissionFilterSchema = z.strictObject({
  kind: z.preprocess(blankAsMissing, z.enum(submissionKinds).optional()),
  status: z.preprocess(blankAsMissing, z.enum(submissionStatuses).optional()),
  // Only leads still new and past their call-back allowance (see `overdue`).
  overdue: z.preprocess(blankAsMissing, z.stringbool().optional()),
  // Only leads received within the last this many hours.
  maxAgeHours: z.preprocess(
    blankAsMissing,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 366)
      .optional(),
  ),
  from: z.preprocess(blankAsMissing, instant.optional()),
  to: z.preprocess(blankAsMissing, instant.optional()),
  // Matches a name, an e-mail, a phone number (by its digits too) or the text of a lead.
  q: z.preprocess(blankAsMissing, z.string().trim().max(200).optional()),
});
export type SubmissionFilter = z.output<typeof submissionFilterSchema>;

/** The query of `GET /api/admin/submissions`: the filter and a page number. */
export const submissionListQuerySchema = submissionFilterSchema.extend({
  page: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(1_000_000).default(1)),
});
export type SubmissionListQuery = z.output<typeof submissionListQuerySchema>;

/** One row of the inbox list. */
export const submissionSummarySchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(submissionKinds),
  status: z.enum(submissionStatuses),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  // The start of the message, for the list.
  excerpt: z.string(),
  pagePath: z.string(),
  // Where the visit came from, summed up ("google / cpc", "direct"; "unknown" before it was recorded).
  source: z.string(),
  lostReason: z.enum(lostReasons).or(z.literal("")),
  createdAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime().nullable(),
  // When the lead first left "new" for the pipeline; minutes from createdAt to this are the
  // time to first contact.
  firstContactedAt: z.iso.datetime().nullable(),
  minutesToFirstContact: z.number().int().nonnegative().nullable(),
  // Still new after its allowance: 15 minutes in office hours, 30 after.
  overdue: z.boolean(),
  // Where the customer is: the town they gave, or the town page they wrote from; "" when unknown.
  town: z.string(),
  // When the customer was last asked for a review; null while never asked.
  reviewRequestedAt: z.iso.datetime().nullable(),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const submissionListResponseSchema = z.object({
  items: z.array(submissionSummarySchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
});
export type SubmissionListResponse = z.infer<typeof submissionListResponseSchema>;
