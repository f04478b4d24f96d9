import { describe, expect } from "vitest";
import { eachShipped, expectForm, expectSection, linksIn, site } from "../../test/shipped-catalogue";
import { CareerForm } from "./career-form";

describe("career form", () => {
  eachShipped("careerForm", CareerForm, "its section and the application with a résumé", ({ container }, block) => {
    expectSection(container, block);
    const { fields, submitLabel } = site.forms.career;
    expectForm(container, { action: "/api/career-applications", fields, submitLabel });
    expect(container.querySelector("form")?.getAttribute("enctype")).toBe("multipart/form-data");
    expect(container.querySelector('input[type="file"]')).not.toBeNull();
    expect(linksIn(container)).toEqual([]);
  });
});
