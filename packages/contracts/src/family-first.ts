import { z } from "zod";
import { formMetaFields, requiredEmail } from "./contact";
import { fieldLimits } from "./limits";
import { optionalText, requiredText } from "./text";

/** The body of `POST /api/family-first-submissions`. */
export const familyFirstRequestSchema = z.strictObject({
  firstName: requiredText(fieldLimits.name, "First name is required"),
  lastName: optionalText(fieldLimits.name),
  email: requiredEmail,
  subject: requiredText(fieldLimits.subject, "Subject is required"),
  message: requiredText(fieldLimits.message, "Message is required", { multiline: true }),
  ...formMetaFields,
});
export type FamilyFirstRequest = z.output<typeof familyFirstRequestSchema>;
