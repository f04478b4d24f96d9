import { z } from "zod";
import { formMetaFields, requiredEmail, requiredPhone } from "./contact";
import { fieldLimits } from "./limits";
import { optionalText, requiredText } from "./text";

export const employmentOptions = ["Full-Time"] as const;

/** The fields of `POST /api/career-applications` (sent as multipart with the résumé file). */
export const careerApplicationSchema = z.strictObject({
  firstName: requiredText(fieldLimits.name, "First name is required"),
  lastName: optionalText(fieldLimits.name),
  phone: requiredPhone,
  email: requiredEmail,
  address: requiredText(200, "Address is required"),
  city: requiredText(100, "City is required"),
  state: requiredText(50, "State is required"),
  zipCode: requiredText(10, "Zip code is required").refine((value) => /^\d{5}(-\d{4})?$/.test(value), {
    error: "Zip code must be 5 digits",
  }),
  employmentDesired: z.enum(employmentOptions, { error: "Choose Full-Time" }).default("Full-Time"),
  // Sent by clients that cannot upload; the file itself arrives as the multipart "resume" part.
  // Cleaned like every other single-line field: it is shown in the inbox and the notification mail.
  resumeFileName: z.preprocess((value) => value ?? undefined, optionalText(255)),
  ...formMetaFields,
});
export type CareerApplication = z.output<typeof careerApplicationSchema>;

/** Résumé uploads: what is accepted, recognised by content, not by name. */
export const resumeLimits = {
  maxBytes: 10 * 1024 * 1024,
  extensions: [".pdf", ".doc", ".docx"],
} as const;
