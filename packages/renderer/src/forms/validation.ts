import type { FormField } from "@brightwater/content/types";
import { cleanText, emailPattern, fieldLimits } from "@brightwater/contracts/limits";
import { isUsPhoneNumber } from "@brightwater/contracts/phone";
import { type ObjectSchema, type ObjectShape, object, string } from "yup";

const limits = {
  firstName: fieldLimits.name,
  lastName: fieldLimits.name,
  email: fieldLimits.email,
  phone: fieldLimits.phone,
  subject: fieldLimits.subject,
  message: fieldLimits.message,
} as const;

export type ContactValues = Record<FormField["name"], string>;

/**
 * The Yup schema of one form variant, built from the catalogue's field list and messages.
 * Values are cleaned exactly as the server cleans them, so what passes here passes there.
 */
export function contactSchema(fields: readonly FormField[]): ObjectSchema<Partial<ContactValues>> {
  const shape: ObjectShape = {};
  for (const field of fields) {
    const multiline = field.name === "message";
    let rule = string()
      .transform((value: unknown) => (typeof value === "string" ? cleanText(value, multiline) : value))
      .max(limits[field.name], `Must be at most ${limits[field.name]} characters`);
    if (field.control === "email") {
      rule = rule.matches(emailPattern, { message: field.invalid ?? field.required ?? "", excludeEmptyString: true });
    }
    if (field.control === "tel") {
      // The server's own rule (the contract imports the same function): what passes here passes there.
      rule = rule.test("phone", field.invalid ?? "", (value) => !value || isUsPhoneNumber(value));
    }
    shape[field.name] = field.required ? rule.required(field.required) : rule;
  }
  return object(shape) as ObjectSchema<Partial<ContactValues>>;
}
