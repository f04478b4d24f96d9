import { loadCatalogue } from "@brightwater/content";
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
      phone: "1",
      subject: "Other",
      message: "m",
      email: "nope",
    });
    expect(errors).toEqual(["Please enter a valid email address"]);
  });

  it("accepts a complete request", async () => {
    const values = { firstName: "A", lastName: "B", email: "a@example.com", phone: "1", subject: "s", message: "m" };
    expect(await errorsOf("home", values)).toEqual([]);
  });
});
