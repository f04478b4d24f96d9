import { z } from "zod";
import { formVariants } from "./blocks";
import { nonEmpty } from "./common";

export const contactFieldNames = ["firstName", "lastName", "email", "phone", "subject", "message"] as const;

const field = z.strictObject({
  name: z.enum(contactFieldNames),
  label: nonEmpty,
  control: z.enum(["text", "email", "tel", "select", "textarea"]),
  autoComplete: z.string().optional(),
  placeholder: z.string().optional(),
  // The message shown when the field is left empty; absent: the field is optional.
  required: z.string().optional(),
  // The message shown when an e-mail address is not valid.
  invalid: z.string().optional(),
  width: z.enum(["full", "half"]).default("full"),
});
export type FormField = z.infer<typeof field>;

const variant = z.strictObject({
  fields: z.array(field).min(1),
  submitLabel: nonEmpty,
  submittingLabel: nonEmpty,
  selectPlaceholder: z.string().default("Select a service"),
  captchaMessage: nonEmpty,
  errorTitle: nonEmpty,
  errorFallback: nonEmpty,
  privacyNote: z.string().optional(),
});
export type FormVariantCopy = z.infer<typeof variant>;

/** The words of every form variant: labels, validation messages, button and toast texts. */
export const formsSchema = z.strictObject({
  $schema: z.string().optional(),
  captchaRequiredTitle: nonEmpty,
  variants: z.strictObject(Object.fromEntries(formVariants.map((name) => [name, variant])) as {
    [K in (typeof formVariants)[number]]: typeof variant;
  }),
});
export type FormsCopy = z.infer<typeof formsSchema>;
