import { z } from "zod";
import { attributionSchema } from "./attribution-schema";
import { optionalText } from "./text";

export const eventTypes = ["call_tap"] as const;
export type EventType = (typeof eventTypes)[number];

/**
 * The body of `POST /api/events`, sent with `navigator.sendBeacon`: what happened, on which page,
 * the link's label and where the visit came from. Nothing in it names a person.
 */
export const eventRequestSchema = z.strictObject({
  type: z.enum(eventTypes, { error: "Unknown event type" }),
  pagePath: optionalText(300).refine((value) => value === "" || value.startsWith("/"), {
    error: "Must be a path of this site",
  }),
  label: optionalText(100),
  attribution: attributionSchema.optional(),
});
export type EventRequest = z.input<typeof eventRequestSchema>;
