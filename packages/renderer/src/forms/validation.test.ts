import { loadCatalogue } from "@brightwater/content";
import { contactRequestSchema, phoneInvalidMessage } from "@brightwater/contracts";
import { describe, expect, it } from "vitest";
import { contactSchema } from "./validation";

const { forms } = loadCatalogue();

async function errorsOf(variant: keyof typeof forms.variants, values: Record<string, string>) {
  try {
    await contactSchema(forms.variants[variant].fields).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe("contact form validation", () => {
  it("shows the promotion form's messages for an empty form, none for its hidden subject and message", async () => {
    expect(await errorsOf("promo", {})).toEqual([
      "First name is required",
      "Last name is required",
      "Please enter a valid email address",
      "Phone number is required",
    ]);
  });

  it("shows the city form's messages, where e-mail is optional", async () => {
    expect(await errorsOf("city", {})).toEqual([
      "Name is required",
      "Phone number is required",
      "Service type is required",
      "Message is required",
    ]);
  });

  it("rejects an invalid e-mail with the variant's message", async () => {
    const errors = await errorsOf("city", {
      firstName: "A",
      phone: "336-555-0100",
      subject: "Other",
      message: "m",
      email: "nope",
    });
    expect(errors).toEqual(["Please enter a valid email address"]);
  });

  it.each(["555-01", "(555) 555-0100", "(123) 456-7890"])(
    "refuses the phone number %s with the variant's message, as the server does",
    async (phone) => {
      const errors = await errorsOf("city", { firstName: "A", phone, subject: "Other", message: "m" });
      expect(errors).toEqual(["Please enter a valid phone number with area code"]);
      expect(contactRequestSchema.safeParse({ firstName: "A", phone, subject: "Other", message: "m" }).success).toBe(
        false,
      );
    },
  );

  it("says what the server says of a phone number that is not one, on every form", () => {
    for (const [variant, copy] of Object.entries(forms.variants)) {
      const field = copy.fields.find((candidate) => candidate.name === "phone");
      expect(field?.invalid, variant).toBe(phoneInvalidMessage);
    }
  });

  it("accepts a complete request", async () => {
    const values = {
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      phone: "336-555-0100",
      subject: "s",
      message: "m",
    };
    expect(await errorsOf("home", values)).toEqual([]);
  });
});
