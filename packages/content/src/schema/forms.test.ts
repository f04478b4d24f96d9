import { describe, expect, it } from "vitest";
import { formsSchema } from "./forms";

// One variant's copy, built here: the rule holds whatever the shipped catalogue says. Besides the
// phone, the fields the contract requires (schema/form-contract.test.ts has the rules of those).
const variant = (phoneField: Record<string, string>) => ({
  fields: [
    { name: "firstName", label: "First name", control: "text", required: "First name is required" },
    { name: "phone", label: "Phone", control: "tel", required: "Phone number is required", ...phoneField },
    { name: "subject", label: "Subject", control: "text", required: "Subject is required" },
    { name: "message", label: "Message", control: "textarea", required: "Message is required" },
  ],
  submitLabel: "Send",
  submittingLabel: "Sending...",
  captchaMessage: "Please complete the reCAPTCHA verification.",
  errorTitle: "Error",
  errorFallback: "Please try again later.",
});

describe("a contact form's phone field", () => {
  it("must say what is wrong with a number that is not one", () => {
    const result = formsSchema.shape.variants.shape.city.safeParse(variant({}));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["A phone field needs its invalid message"]);
  });

  it("is accepted with its message", () => {
    const result = formsSchema.shape.variants.shape.city.safeParse(
      variant({ invalid: "Please enter a valid phone number with area code" }),
    );
    expect(result.success).toBe(true);
  });
});
