import { z } from "zod";

/** Where the lead inbox lives; the web app prerenders it and the server serves it. */
export const adminPagePath = "/admin";
/** How a request is named to the visitor and in alerts: "BW-42". */
export function leadReference(id: number): string {
  return `BW-${id}`;
}

/** Leads per page of the inbox list. */
export const adminPageSize = 50;

export const submissionKinds = ["contact", "career", "family_first"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];
/** The pipeline a lead moves through: new → contacted → quoted → booked, or lost; spam beside it. */
export const submissionStatuses = ["new", "contacted", "quoted", "booked", "lost", "spam"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];
/** Why a lead was lost: a short list, so that the report can count them. */
export const lostReasons = ["price", "went_elsewhere", "no_answer", "out_of_area", "not_needed", "other"] as const;
export type LostReason = (typeof lostReasons)[number];
/** What an outbox job delivers. */
export const outboxChannels = ["company_email", "webhook", "acknowledgement"] as const;
export type OutboxChannel = (typeof outboxChannels)[number];
export const notificationStates = ["pending", "sent", "failed", "skipped"] as const;
export type NotificationState = (typeof notificationStates)[number];

/**
 * The `:id` of a lead in the inbox API's paths: a positive whole number. Anything else names no
 * lead (the server answers 404, as for an id it does not have).
 */
export const submissionParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER)),
});
export type SubmissionParams = z.output<typeof submissionParamsSchema>;

/** The body of `POST /api/admin/session` (sign in). */
export const adminSignInSchema = z.strictObject({
  password: z.string({ error: "Enter the password" }).min(1, { error: "Enter the password" }).max(1000),
});
export type AdminSignIn = z.infer<typeof adminSignInSchema>;

/** What `GET` and `POST /api/admin/session` answer for a signed-in browser. */
export const adminSessionResponseSchema = z.object({
  // When the session lapses unless it is used again before then.
  expiresAt: z.iso.datetime(),
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;

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

/** `GET /api/admin/lead-sources`: how many leads each page brought in the last `days` days. */
export const leadSourcesResponseSchema = z.object({
  days: z.number().int().positive(),
  since: z.iso.datetime(),
  pages: z.array(z.object({ pagePath: z.string(), count: z.number().int().positive() })),
});
export type LeadSourcesResponse = z.infer<typeof leadSourcesResponseSchema>;

/** `GET /api/admin/storage`: what the résumés and the database take, and what the disk has left. */
export const storageUsageResponseSchema = z.object({
  resumes: z.object({
    bytes: z.number().int().nonnegative(),
    files: z.number().int().nonnegative(),
    // Uploads are refused (507) once the résumés take this much.
    budgetBytes: z.number().int().positive(),
  }),
  database: z.object({ bytes: z.number().int().nonnegative() }),
  disk: z.object({ freeBytes: z.number().int().nonnegative(), totalBytes: z.number().int().nonnegative() }),
});
export type StorageUsageResponse = z.infer<typeof storageUsageResponseSchema>;
