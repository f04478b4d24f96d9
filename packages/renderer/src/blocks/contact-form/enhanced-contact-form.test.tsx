import { fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEnhancedForm } from "../../test/enhanced-form";
import { shippedInstances, site } from "../../test/shipped-catalogue";

// One form of each variant the catalogue ships.
const forms = [
  ...new Map(shippedInstances("contactForm").map((instance) => [instance.block.variant, instance])).values(),
];

describe("a contact form stopped by its checks", () => {
  for (const { page, block } of forms) {
    it(`puts a summary of each problem, linked to its field, first and in focus (${block.variant})`, async () => {
      const copy = site.forms.variants[block.variant];
      const values = { firstName: "", lastName: "", email: "", phone: "", subject: "", message: "" };
      const { container, form } = renderEnhancedForm({ block, copy, initialValues: values, pagePath: page });
      fireEvent.submit(form);
      // Validation is asynchronous: on a busy machine it can take longer than waitFor's default 1 s.
      const settled = { timeout: 10_000 };
      const summary = await waitFor(() => {
        const found = container.querySelector<HTMLElement>(".form__errors");
        if (!found) throw new Error("no summary yet");
        return found;
      }, settled);
      await waitFor(() => expect(document.activeElement).toBe(summary), settled);
      const links = [...summary.querySelectorAll("a")];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const field = container.querySelector(`[id="${link.getAttribute("href")?.slice(1)}"]`);
        expect(field?.getAttribute("aria-invalid"), link.textContent ?? "").toBe("true");
        const message = container.querySelector(`[id="${field?.getAttribute("aria-describedby")}"]`);
        expect(link.textContent).toContain(message?.textContent);
      }
    });
  }
});
