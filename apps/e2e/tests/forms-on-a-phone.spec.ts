import { loadCatalogue } from "@brightwater/content";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { untilAtRest } from "./at-rest";
import { findSubmission } from "./database";
import { act } from "./hydrate";
import { tap } from "./tap";

// Forms as a visitor meets them on a phone (390 x 844): a phone number checked in the browser and
// by the server alike, fields as wide as the form, and a summary of problems that leaves the form
// in sight.
const phone = { width: 390, height: 844 };
const { forms } = loadCatalogue();
type VariantName = keyof typeof forms.variants;

// Where each contact form variant is, and the anchor of its section.
const placed: Record<VariantName, { path: string; section: string }> = {
  home: { path: "/", section: "#contact" },
  service: { path: "/water-heater", section: "#contact" },
  city: { path: "/service-areas/clemmons-nc", section: "#contact-form" },
  drain: { path: "/kernersville/services/drain-cleaning", section: "#contact" },
  promo: { path: "/water-heater-service", section: "#booking" },
};

function fieldsOf(variant: VariantName) {
  return forms.variants[variant].fields.filter((field) => field.control !== "hidden");
}

/** The variant whose empty submit lists the most problems: the tallest summary there is. */
const longest = (Object.keys(placed) as VariantName[]).reduce((best, name) =>
  fieldsOf(name).filter((field) => field.required).length > fieldsOf(best).filter((field) => field.required).length
    ? name
    : best,
);

async function enhancedForm(page: Page, variant: VariantName): Promise<Locator> {
  await page.setViewportSize(phone);
  const { path, section } = placed[variant];
  await page.goto(`${path}${section}`);
  await act(page);
  const form = page.locator(`${section} form[data-enhanced='true']`);
  await expect(form).toBeVisible();
  await page.waitForLoadState("networkidle");
  return form;
}

/** A press on the submit button as a finger makes it, with the button in the middle of the screen. */
async function pressSubmit(page: Page, form: Locator) {
  const button = form.locator("button[type=submit]");
  await untilAtRest(page);
  await button.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  await tap(page, button);
}

test.describe("a phone number", () => {
  test("the API answers 400 naming phone for 555-01", async ({ request }) => {
    const response = await request.post("/api/contacts", {
      data: { firstName: "Short", phone: "555-01", subject: "Leak", message: "Under the sink." },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(body.error.code).toBe("invalid_body");
    expect(Object.keys(body.error.fields ?? {})).toEqual(["phone"]);
    expect(findSubmission({ firstName: "Short" })).toBeUndefined();
  });

  test("the API takes (336) 555-0100, a number in a real area code", async ({ request }) => {
    const firstName = `Valid${Date.now()}`;
    const response = await request.post("/api/contacts", {
      data: { firstName, phone: "(336) 555-0100", subject: "Leak", message: "Under the sink." },
    });
    expect(response.status()).toBe(201);
    expect(findSubmission({ firstName })?.phone).toBe("(336) 555-0100");
  });

  for (const variant of ["home", "city"] as const) {
    test(`the ${variant} form refuses 555-01 with the field's message and sends nothing`, async ({ page }) => {
      const form = await enhancedForm(page, variant);
      const phoneField = fieldsOf(variant).find((field) => field.name === "phone");
      if (!phoneField?.invalid) throw new Error(`forms.json: ${variant} has no phone message`);
      let posted = 0;
      page.on("request", (request) => {
        if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contacts") posted++;
      });
      for (const field of fieldsOf(variant)) {
        const input = form.locator(`[name="${field.name}"]`);
        if (field.control === "select") await input.selectOption({ index: 1 });
        else if (field.name === "phone") await input.fill("555-01");
        else if (field.control === "email") await input.fill("ana@example.com");
        else await input.fill("Ana");
      }
      await pressSubmit(page, form);
      const input = form.locator("[name=phone]");
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(form.locator(".field__error")).toHaveText([phoneField.invalid]);
      await expect(form.locator(".form__errors").getByRole("link")).toHaveText([phoneField.invalid]);
      expect(new URL(page.url()).pathname).toBe(placed[variant].path);
      expect(posted).toBe(0);
    });
  }
});

test("the careers form refuses 555-01 where it was typed, with the field's message, and sends nothing", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/careers#apply");
  await act(page);
  const form = page.locator("#apply form[data-enhanced='true']");
  await expect(form).toBeVisible();
  const message = forms.career.fields.find((field) => field.name === "phone")?.invalid;
  if (!message) throw new Error("forms.json: the careers phone field has no message");
  let posted = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/career-applications") posted++;
  });
  for (const field of forms.career.fields) {
    if (!field.required) continue;
    const value = { phone: "555-01", email: "applicant@example.com", zipCode: "27284" }[field.name] ?? "Ana";
    await form.locator(`[name="${field.name}"]`).fill(value);
  }
  await pressSubmit(page, form);
  const input = form.locator("[name=phone]");
  await expect(input).toBeFocused();
  expect(await input.evaluate((element: HTMLInputElement) => element.validationMessage)).toBe(message);
  // Put right, it goes.
  await input.fill("(336) 555-0100");
  expect(await input.evaluate((element: HTMLInputElement) => element.validity.valid)).toBe(true);
  expect(posted).toBe(0);
});

test.describe("at 390 px", () => {
  // Every field of every form is as wide as its form on each route's one load: every-route.spec.ts.
  test(`the summary of an empty ${longest} form is one line a problem, at most 35 % of the screen`, async ({
    page,
  }) => {
    const form = await enhancedForm(page, longest);
    await pressSubmit(page, form);
    const summary = form.locator(".form__errors");
    await expect(summary).toBeFocused();
    const measured = await summary.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(getComputedStyle(element.querySelector("a") ?? element).lineHeight);
      return {
        height: element.getBoundingClientRect().height,
        lineHeight,
        items: [...element.querySelectorAll("li")].map((item) => item.getBoundingClientRect().height),
        borders: [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth],
        outline: style.outlineStyle,
      };
    });
    // The figure, for the record of the change: printed with the test's result.
    test.info().annotations.push({ type: "summary height (px)", description: measured.height.toFixed(1) });
    console.log(`summary height at 390 x 844: ${measured.height.toFixed(1)} px`);
    expect(measured.height, "summary height at 390 x 844 (px)").toBeLessThanOrEqual(phone.height * 0.35);
    for (const item of measured.items) expect(item, "one line a problem").toBeLessThan(measured.lineHeight * 1.5);
    // One border, the same all round, and no focus ring drawn around it as a second.
    expect(new Set(measured.borders).size).toBe(1);
    expect(measured.outline).toBe("none");
    // Each problem in the field's own words (SPEC.md's), the label not said again before them.
    const required = fieldsOf(longest).filter((field) => field.required);
    await expect(summary.getByRole("link")).toHaveText(required.map((field) => field.required ?? ""));
  });
});
