import { describe, expect } from "vitest";
import { eachShipped, expectForm, expectSection, linksIn, site } from "../../test/shipped-catalogue";
import { FamilyFirstForm } from "./family-first-form";

describe("Family First form", () => {
  eachShipped("familyFirstForm", FamilyFirstForm, "its section and the request form", ({ container }, block) => {
    expectSection(container, block);
    const { fields, submitLabel } = site.forms.familyFirst;
    expectForm(container, { action: "/api/family-first-submissions", fields, submitLabel });
    const subject = container.querySelector<HTMLInputElement>('[name="subject"]');
    if (subject) expect(subject.value).toBe(block.defaultSubject);
    expect(linksIn(container)).toEqual([]);
  });
});
