import { z } from "zod";

/** How a request is named to the visitor and in alerts: "BW-42". */
export function leadReference(id: number): string {
  return `BW-${id}`;
}

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
