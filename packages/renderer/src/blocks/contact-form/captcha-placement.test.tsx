import type { FormVariantCopy } from "@brightwater/content/types";
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteProvider } from "../../site-context";
import { enhancedForm } from "../../test/enhanced-form";
import { shippedInstances, site } from "../../test/shipped-catalogue";

afterEach(cleanup);
afterEach(() => {
  vi.restoreAllMocks();
});

// Where the captcha is used is the catalogue's word (forms.json `captcha`): "button" keeps the
// submit button disabled until the captcha is solved, "submit" checks it when the form is sent.
function submitButton(captcha: FormVariantCopy["captcha"]) {
  const [instance] = shippedInstances("contactForm");
  if (!instance) throw new Error("no contact form in the shipped catalogue");
  const { block, page } = instance;
  const copy = { ...site.forms.variants[block.variant], captcha };
  // The test document cannot fetch Google's script: here it is still on its way, unsolved.
  vi.spyOn(document.head, "append").mockImplementation(() => undefined);
  const values = { firstName: "", lastName: "", email: "", phone: "", subject: "", message: "" };
  const { container } = render(
    <SiteProvider site={{ ...site, config: { ...site.config, recaptchaSiteKey: "site-key" } }}>
      <MemoryRouter initialEntries={[page]}>
        {enhancedForm({ block, copy, initialValues: values, pagePath: page })}
      </MemoryRouter>
    </SiteProvider>,
  );
  const button = container.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) throw new Error("the form has no submit button");
  return button;
}

describe("captcha placement from forms.json", () => {
  it('"button": the submit button waits for the solved captcha', () => {
    expect(submitButton("button").disabled).toBe(true);
  });

  it('"submit": the button is live, the captcha is checked when the form is sent', () => {
    expect(submitButton("submit").disabled).toBe(false);
  });
});
