import { describe, expect } from "vitest";
import { eachShipped, expectForm, expectSection, linksIn, site } from "../../test/shipped-catalogue";
import { ContactForm } from "./contact-form";

describe("contact form", () => {
  eachShipped("contactForm", ContactForm, "its section and the form", ({ container, view }, block) => {
    expectSection(container, block);
    const copy = site.forms.variants[block.variant];
    expectForm(container, { action: "/api/contacts", fields: copy.fields, submitLabel: copy.submitLabel });
    for (const item of block.aside) expect(view.getByText(item.title)).toBeTruthy();
    expect(linksIn(container)).toEqual([]);
  });
});
