import { z } from "zod";

/** Stable error codes; the client may branch on them, people read the message. */
export const errorCodes = [
  "invalid_body",
  "malformed_json",
  "body_too_large",
  "unsupported_media_type",
  "not_found",
  "unauthorized",
  "forbidden",
  "rate_limited",
  "captcha_failed",
  "captcha_unavailable",
  // The server cannot store what was sent just now (full disk, folder not writable): 503.
  "storage_unavailable",
  // The résumé storage budget is used up: 507.
  "storage_full",
  // A review is asked only of a booked lead, and only with a review link configured: 409.
  "not_booked",
  "review_link_missing",
  // The arrival window asked for has no room left: 409 with the next open windows.
  "window_full",
  // Enough of the same work waits already (inbox reports): 503 with Retry-After.
  "busy",
  "internal",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error shape every API failure answers with. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** One problem with a request, where it is: a zod issue, or one the server rebuilt from its path. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Field name → first message, from a zod error (or its issues): "attribution.utm_source", or "body". */
export function fieldErrors(error: { readonly issues: readonly FieldIssue[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}
