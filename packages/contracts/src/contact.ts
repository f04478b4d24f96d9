import { z } from "zod";
import { attributionSchema } from "./attribution-schema";
import { dayPattern, partsOfDay, windowIdPattern } from "./booking-window";
import { type ContactFieldName, contactFieldRules, emailPattern, fieldLimits, sitePathPattern } from "./limits";
import { isUsPhoneNumber, phoneInvalidMessage } from "./phone";
import { optionalText, requiredText } from "./text";

export const optionalEmail = optionalText(fieldLimits.email).refine(
  (value) => value === "" || emailPattern.test(value),
  {
    error: "Please enter a valid email address",
  },
);

export const requiredEmail = requiredText(fieldLimits.email, "Please enter a valid email address").refine(
  (value) => emailPattern.test(value),
  { error: "Please enter a valid email address" },
);

/** A phone number the office can call back (the rule the browser checks too, in ./phone). */
export const requiredPhone = requiredText(fieldLimits.phone, "Phone number is required").refine(isUsPhoneNumber, {
  error: phoneInvalidMessage,
});

const sitePath = optionalText(300).refine((value) => value === "" || sitePathPattern.test(value), {
  error: "Must be a path on this site",
});

/** Fields every form sends besides its own: where it came from, the captcha, the honeypot. */
export const formMetaFields = {
  recaptchaToken: optionalText(fieldLimits.token),
  // Where the visitor sent it from; the inbox counts leads per page and links to it.
  pagePath: sitePath,
  // A field people never see: anything in it marks the sender as a bot.
  website: optionalText(300),
  // Where the visit began (first touch), sent by the page's script; the server falls back to the Referer.
  attribution: attributionSchema.optional(),
};

const rules = contactFieldRules;

/**
 * A time the visitor asks for, all optional: an arrival window offered by `GET /api/booking/windows`
 * (its id), or, from a page without script, a day and a part of it. The office confirms either.
 */
export const bookingFields = {
  arrivalWindow: optionalText(40).refine((value) => value === "" || windowIdPattern.test(value), {
    error: "Please choose one of the times offered",
  }),
  preferredDay: optionalText(10).refine((value) => value === "" || dayPattern.test(value), {
    error: "Please enter a date as YYYY-MM-DD",
  }),
  preferredTime: z.enum(["", ...partsOfDay], { error: "Please choose morning or afternoon" }).optional(),
};

/** The body every contact form sends to `POST /api/contacts`. */
export const contactRequestSchema = z.strictObject({
  firstName: requiredText(rules.firstName.max, "First name is required"),
  lastName: optionalText(rules.lastName.max),
  email: optionalEmail,
  phone: requiredPhone,
  subject: requiredText(rules.subject.max, "Subject is required"),
  message: requiredText(rules.message.max, "Message is required", { multiline: rules.message.multiline }),
  ...bookingFields,
  ...formMetaFields,
});

/**
 * The contact fields the contract refuses empty, read from the schema itself: make a field optional
 * there and the catalogue's forms must follow, or the catalogue fails to load
 * (content/src/schema/form-contract.ts).
 */
export function fieldsTheContractRequires(schema: z.ZodObject = contactRequestSchema): ContactFieldName[] {
  const names = Object.keys(contactFieldRules) as ContactFieldName[];
  return names.filter((name) => schema.shape[name]?.safeParse("").success === false);
}

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactSubmission = z.output<typeof contactRequestSchema>;

export const createdResponseSchema = z.object({ id: z.number().int().positive() });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;
