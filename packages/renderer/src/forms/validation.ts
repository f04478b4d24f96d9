import type { FormField } from "@brightwater/content/types";
import { type ContactFieldRule, cleanText, contactFieldRules, emailPattern } from "@brightwater/contracts/limits";
import { isUsPhoneNumber } from "@brightwater/contracts/phone";
import { type ObjectSchema, type ObjectShape, object, string } from "yup";

export type ContactValues = Record<FormField["name"], string>;
/** The optional time a contact form asks for (the contract's booking fields), after the catalogue's fields. */
export type BookingField = "arrivalWindow" | "preferredDay" | "preferredTime";
/** All a contact form holds and sends: its fields and the time asked for. */
export type ContactFormValues = ContactValues & Record<BookingField, string>;

/**
 * The Yup schema of one form variant: the contract's rules for each field (its limit, format and
 * line breaks, from `contactFieldRules`) with the catalogue's messages. Which fields are required
 * is the catalogue's `required` message, checked against the contract both ways when the
 * catalogue loads (content/src/schema/form-contract.ts). Values are cleaned exactly as the server
 * cleans them, so what passes here passes there.
 */
export function contactSchema(fields: readonly FormField[]): ObjectSchema<Partial<ContactValues>> {
  const shape: ObjectShape = {};
  for (const field of fields) {
    const rule: ContactFieldRule = contactFieldRules[field.name];
    let check = string()
      .transform((value: unknown) => (typeof value === "string" ? cleanText(value, rule.multiline) : value))
      .max(rule.max, `Must be at most ${rule.max} characters`);
    if (rule.format === "email") {
      check = check.matches(emailPattern, { message: field.invalid ?? field.required ?? "", excludeEmptyString: true });
    }
    if (rule.format === "phone") {
      // The server's own rule (the contract imports the same function): what passes here passes there.
      check = check.test("phone", field.invalid ?? "", (value) => !value || isUsPhoneNumber(value));
    }
    shape[field.name] = field.required ? check.required(field.required) : check;
  }
  return object(shape) as ObjectSchema<Partial<ContactValues>>;
}
