import { loadCatalogue } from "@brightwater/content";
import { contactRequestSchema, fieldsTheContractRequires } from "@brightwater/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ContactValues, contactSchema } from "./validation";

const { forms, pages } = loadCatalogue();

// One form of each variant as the catalogue places it, with its defaults.
const formBlocks = new Map(
  pages
    .flatMap((page) => page.blocks)
    .flatMap((block) => (block.type === "contactForm" ? [[block.variant, block] as const] : [])),
);

// Values people (and bots) type: ordinary text, blanks, e-mail-like strings, control characters,
// line breaks, very long input. Plausible values weigh more, so that many payloads pass the form:
// of 400 runs the home form accepted 33-64 over 60 seeds (at weight 4 it was 20-46, and 20 fails
// the check below: 1 seed in 60).
const fieldValue = fc.oneof(
  { arbitrary: fc.emailAddress(), weight: 8 },
  { arbitrary: fc.constantFrom("Ana", "336-555-0100", "Water heater", "No hot water\nsince Monday"), weight: 8 },
  fc.string(),
  fc.constantFrom("", " ", "\t", "\r\n", "\u0000", "\u0007x", " Ana ", "a@b.co", "not-an-email", "x@y"),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ minLength: 95, maxLength: 110 }),
  fc.string({ minLength: 4990, maxLength: 5010 }),
);

// Phone numbers as people type them, near misses (the short, the made-up area code), and anything.
const phoneValue = fc.oneof(
  {
    arbitrary: fc.constantFrom("(336) 555-0100", "+1 919 555 0123", "1-984-555-0142", "555-01", "(555) 555-0100"),
    weight: 3,
  },
  fieldValue,
);

const values = fc.record<ContactValues>({
  firstName: fieldValue,
  lastName: fieldValue,
  email: fieldValue,
  phone: phoneValue,
  subject: fieldValue,
  message: fieldValue,
});

// A request every form accepts, field by field.
const filledIn: ContactValues = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "(336) 555-0100",
  subject: "Water heater",
  message: "No hot water since Monday",
};

describe("the forms and the wire agree", () => {
  it("covers every variant the catalogue uses", () => {
    expect([...formBlocks.keys()].sort()).toEqual(Object.keys(forms.variants).sort());
  });

  it.each([...formBlocks.keys()])("every %s payload the form accepts, the server's contract accepts", (variant) => {
    const fields = forms.variants[variant].fields;
    const block = formBlocks.get(variant);
    const schema = contactSchema(fields);
    const defaults: ContactValues = {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      subject: block?.defaultSubject ?? "",
      message: block?.defaultMessage ?? "",
    };
    let accepted = 0;
    fc.assert(
      fc.property(values, (typed) => {
        // What the form holds: the visitor's input in its visible fields, the block's defaults elsewhere.
        const held = { ...defaults };
        for (const field of fields) if (field.control !== "hidden") held[field.name] = typed[field.name];
        if (!schema.isValidSync(held)) return;
        // Exactly what the form sends: those values plus the form's own fields.
        const payload = { ...held, recaptchaToken: "", pagePath: "/", website: "" };
        accepted++;
        const result = contactRequestSchema.safeParse(payload);
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
      }),
      { numRuns: 400 },
    );
    // The property says something only if the form accepted a fair share of the inputs.
    expect(accepted).toBeGreaterThan(20);
  });

  // The other way: what the server refuses empty, no form lets through empty. A contract loosened
  // while a form still demands the field fails the catalogue's own check (schema/form-contract.ts).
  it.each([...formBlocks.keys()])("the %s form refuses empty every field the contract requires", (variant) => {
    const fields = forms.variants[variant].fields;
    const block = formBlocks.get(variant);
    const schema = contactSchema(fields);
    expect(schema.isValidSync(filledIn)).toBe(true);
    for (const name of fieldsTheContractRequires()) {
      const field = fields.find((candidate) => candidate.name === name);
      if (field?.control === "hidden") {
        const fallback = name === "subject" ? block?.defaultSubject : name === "message" ? block?.defaultMessage : "";
        expect(fallback?.trim(), `${variant}: the block's default ${name}`).toBeTruthy();
        continue;
      }
      expect(field, `${variant} shows ${name}`).toBeDefined();
      expect(schema.isValidSync({ ...filledIn, [name]: " " }), `${variant} refuses ${name} empty`).toBe(false);
    }
  });
});
