import { type BookingWindowsResponse, bookingStatuses, dayPattern, windowIdPattern } from "@brightwater/contracts";
import { z } from "zod";

// The zod side of contracts/booking-window.ts (kept free of zod for the browser), for the routes'
// schemas: what the booking routes take and answer.

export const bookingWindowSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  remaining: z.number().int().min(0),
});

export const windowsResponseSchema = z.object({
  timeZone: z.string(),
  windows: z.array(bookingWindowSchema),
}) satisfies z.ZodType<BookingWindowsResponse>;

/** The 409 of a full window: the one error shape, with the next open windows beside it. */
export const windowFullResponseSchema = z.object({
  error: z.object({
    code: z.literal("window_full"),
    message: z.string(),
    fields: z.object({ arrivalWindow: z.string() }),
  }),
  alternatives: z.array(bookingWindowSchema),
});

/** One booking as the inbox shows it, with the request's name, phone and subject. */
export const bookingViewSchema = z.object({
  id: z.number().int(),
  submissionId: z.number().int(),
  windowId: z.string(),
  start: z.string(),
  end: z.string(),
  label: z.string(),
  status: z.enum(bookingStatuses),
  sequence: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const bookingListQuerySchema = z.strictObject({
  day: z.string().regex(dayPattern, { error: "Please enter a date as YYYY-MM-DD" }),
});
export const bookingListResponseSchema = z.object({
  timeZone: z.string(),
  day: z.string(),
  bookings: z.array(bookingViewSchema),
});
export const bookingParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const bookingMoveSchema = z.strictObject({
  arrivalWindow: z.string().regex(windowIdPattern, { error: "Please choose one of the times offered" }),
});
/** Confirm and cancel take nothing: an empty object, or no body. */
export const noActionBodySchema = z.strictObject({}).optional();
export const bookingResponseSchema = z.object({ booking: bookingViewSchema });
