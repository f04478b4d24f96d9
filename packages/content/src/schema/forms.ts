import { fieldsTheContractRequires } from "@brightwater/contracts";
import { z } from "zod";
import { nonEmpty } from "./common";
import { formVariants } from "./form-blocks";
import { contractIssues } from "./form-contract";

export const contactFieldNames = ["firstName", "lastName", "email", "phone", "subject", "message"] as const;

const field = z.strictObject({
  name: z.enum(contactFieldNames),
  label: nonEmpty,
  // "hidden" fields carry the block's defaults (the promotion page's subject and message).
  control: z.enum(["text", "email", "tel", "select", "textarea", "hidden"]),
  autoComplete: z.string().optional(),
  placeholder: z.string().optional(),
  // The message shown when the field is left empty; absent: the field is optional.
  required: z.string().optional(),
  // The server takes a request without this field, and this form asks for it anyway (with its
  // `required` message). Checked against the contract both ways: ./form-contract.ts.
  requiredByForm: z.literal(true).optional(),
  // The message shown when an e-mail address or a phone number is not valid.
  invalid: z.string().optional(),
  width: z.enum(["full", "half"]).default("full"),
});
export type FormField = z.infer<typeof field>;

const variant = z.strictObject({
  fields: z
    .array(field)
    .min(1)
    .refine((fields) => fields.every((field) => field.control !== "tel" || field.invalid), {
      error: "A phone field needs its invalid message",
    })
    .superRefine((fields, context) => {
      for (const issue of contractIssues(fields, fieldsTheContractRequires())) {
        context.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
    }),
  submitLabel: nonEmpty,
  submittingLabel: nonEmpty,
  selectPlaceholder: z.string().default("Select a service"),
  captchaMessage: nonEmpty,
  // Where the captcha is used: "button" keeps the submit button disabled until it is solved;
  // "submit" checks it when the visitor submits and says so.
  captcha: z.enum(["button", "submit"]).default("submit"),
  // Whether a refused request shows the server's own message; false: `errorFallback` only, and
  // the error goes to the browser's console.
  serverErrorText: z.boolean().default(true),
  errorTitle: nonEmpty,
  errorFallback: nonEmpty,
  // Shown in place of navigating at once (the Kernersville drain page).
  successTitle: z.string().optional(),
  successText: z.string().optional(),
  privacyNote: z.string().optional(),
});
export type FormVariantCopy = z.infer<typeof variant>;

/** A field of the forms that rely on the browser's own checks (careers, Family First). */
const nativeField = z.strictObject({
  name: z.string().regex(/^[a-zA-Z]+$/),
  label: nonEmpty,
  control: z.enum(["text", "email", "tel", "textarea", "select", "file"]),
  required: z.boolean().default(false),
  autoComplete: z.string().optional(),
  options: z.array(nonEmpty).optional(),
  accept: z.string().optional(),
  hint: z.string().optional(),
  // The message shown when a phone number is not one (checked as the server checks it).
  invalid: z.string().optional(),
  width: z.enum(["full", "half"]).default("full"),
});
export type NativeField = z.infer<typeof nativeField>;

const nativeForm = z.strictObject({
  fields: z
    .array(nativeField)
    .min(1)
    .refine((fields) => fields.every((field) => field.control !== "tel" || field.invalid), {
      error: "A phone field needs its invalid message",
    }),
  submitLabel: nonEmpty,
  submittingLabel: nonEmpty,
  errorTitle: nonEmpty,
  errorFallback: nonEmpty,
});
export type NativeFormCopy = z.infer<typeof nativeForm>;

const acknowledgementMail = z.strictObject({
  subject: nonEmpty,
  text: nonEmpty.refine((text) => text.includes("{nextStep}"), {
    error: "Must carry {nextStep}, what the form's thank-you page says happens next",
  }),
});

/** The words of every form variant: labels, validation messages, button and toast texts. */
export const formsSchema = z.strictObject({
  $schema: z.string().optional(),
  captchaRequiredTitle: nonEmpty,
  // Above every form, before anything is submitted: what the mark after a label means.
  requiredNote: nonEmpty,
  // Heads the list of problems a failed submit puts at the top of the form.
  errorSummaryTitle: nonEmpty,
  // The short e-mail a visitor who gave an address gets back, one for each form: {firstName} and
  // {reference} are filled in per request, and {nextStep} is what that form's own thank-you page
  // says happens next (its hero's subtitle), so the two cannot say different things.
  acknowledgement: z.strictObject({
    contact: acknowledgementMail,
    career: acknowledgementMail,
    family_first: acknowledgementMail,
  }),
  // What the office sends a customer after a job to ask for a review; {reviewLink} is the same
  // link for everyone (no rating asked first: review gating breaks Google's and the FTC's rules).
  reviewRequest: z.strictObject({
    subject: nonEmpty,
    text: nonEmpty.refine((text) => text.includes("{reviewLink}"), { error: "Must carry {reviewLink}" }),
  }),
  career: nativeForm,
  familyFirst: nativeForm,
  variants: z.strictObject(
    Object.fromEntries(formVariants.map((name) => [name, variant])) as {
      [K in (typeof formVariants)[number]]: typeof variant;
    },
  ),
});
export type FormsCopy = z.infer<typeof formsSchema>;
