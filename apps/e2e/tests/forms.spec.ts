import { expect, type Locator, type Page, test } from "@playwright/test";
import { untilAtRest } from "./at-rest";
import { findSubmission } from "./database";
import { act } from "./hydrate";
import { tap } from "./tap";

interface Variant {
  name: string;
  path: string;
  section: string;
  submit: string;
  emptyMessages: string[];
  /** The field that takes the (unique) first name the request is found by afterwards. */
  nameField: string;
  /** The other fields a valid request fills in, by label; a select gets the option named. */
  fields: Record<string, string>;
  stored: Record<string, string>;
  errorTitle: string;
  errorText: RegExp;
}

const variants: Variant[] = [
  {
    name: "home",
    path: "/",
    section: "#contact",
    submit: "Send Message",
    emptyMessages: [
      "First name is required",
      "Last name is required",
      "Please enter a valid email address",
      "Phone number is required",
      "Subject is required",
      "Message is required",
    ],
    nameField: "First Name",
    fields: {
      "Last Name": "Home",
      Email: "home@example.com",
      Phone: "336-555-0101",
      Subject: "Slow drain",
      Message: "Kitchen sink drains slowly.",
    },
    stored: { subject: "Slow drain", page_path: "/" },
    errorTitle: "Error sending message",
    errorText: /^Please try again later\.$/,
  },
  {
    name: "service",
    path: "/water-heater",
    section: "#contact",
    submit: "Send Message",
    emptyMessages: [
      "First name is required",
      "Last name is required",
      "Please enter a valid email address",
      "Phone number is required",
      "Message is required",
    ],
    nameField: "First Name",
    fields: {
      "Last Name": "Service",
      Email: "service@example.com",
      Phone: "336-555-0102",
      Message: "Pilot light keeps going out.",
    },
    stored: { subject: "Water Heater Service Request", page_path: "/water-heater" },
    errorTitle: "Error sending message",
    errorText: /^Please try again later\.$/,
  },
  {
    name: "city",
    path: "/service-areas/clemmons-nc",
    section: "#contact-form",
    submit: "Request Service",
    emptyMessages: ["Name is required", "Phone number is required", "Service type is required", "Message is required"],
    nameField: "Your Name",
    fields: {
      "Phone Number": "336-555-0103",
      "Service Needed": "Water Heater",
      "How can we help?": "No hot water upstairs.",
    },
    stored: { subject: "Water Heater", page_path: "/service-areas/clemmons-nc" },
    errorTitle: "Error sending message",
    errorText: /^Please try again later\.$/,
  },
  {
    name: "Kernersville drain",
    path: "/kernersville/services/drain-cleaning",
    section: "#contact",
    submit: "Request Drain Cleaning",
    emptyMessages: ["Name is required", "Phone number is required"],
    nameField: "Your Name",
    fields: {
      "Phone Number": "336-555-0104",
    },
    stored: { subject: "Drain Cleaning Service - Kernersville", page_path: "/kernersville/services/drain-cleaning" },
    errorTitle: "Error",
    errorText: /There was a problem sending your request\. Please try again or call us directly\./,
  },
  {
    name: "promotion",
    path: "/water-heater-service",
    section: "#booking",
    submit: "Book My $89.99 Service",
    emptyMessages: [
      "First name is required",
      "Last name is required",
      "Please enter a valid email address",
      "Phone number is required",
    ],
    nameField: "First Name",
    fields: {
      "Last Name": "Promo",
      Email: "promo@example.com",
      Phone: "336-555-0105",
    },
    stored: { subject: "$89.99 Water Heater Service Request", page_path: "/water-heater-service" },
    errorTitle: "Error submitting request",
    errorText: /Please try again or call us directly at \(\d{3}\) 555-01\d\d\./,
  },
];

function variant(name: string): Variant {
  const found = variants.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no form variant ${name}`);
  return found;
}

/**
 * A person's click: the mouse moves to the button's center, goes down, the page gets a frame to
 * react (blur, validation, layout), and it comes up where the button was. `click()` would aim
 * again after any movement and hide a lost click.
 */
async function pressAndRelease(page: Page, button: Locator) {
  // In the middle of the screen, as a person scrolls to a button: at the bottom edge a phone's
  // fixed call bar would be over it.
  // (instant: the site scrolls smoothly, and the box must be read where the button stays; once
  // the page is at rest, as a glide still running would carry the button on after the scroll).
  await untilAtRest(page);
  await button.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  const box = await button.boundingBox();
  if (!box) throw new Error("the button is not visible");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
  await page.mouse.up();
}

/**
 * Notes where the element matching `measured` is, from the top of the screen, in the first frame
 * after the element matching `focused` takes the focus; the returned function reads the note.
 * Compared with where it is once the page is at rest: the same place when the page shows it at
 * once; a glide there would move every field and link under the visitor's next press.
 */
async function noteArrival(
  page: Page,
  focused: string,
  measured: string = focused,
): Promise<() => Promise<number | null>> {
  await page.evaluate(
    ([focusedSelector, measuredSelector]) => {
      const notes = window as unknown as { arrival?: number | null };
      notes.arrival = null;
      const onFocus = (event: FocusEvent) => {
        if (!(event.target instanceof Element) || !event.target.matches(focusedSelector)) return;
        document.removeEventListener("focusin", onFocus);
        requestAnimationFrame(() => {
          notes.arrival = document.querySelector(measuredSelector)?.getBoundingClientRect().top ?? null;
        });
      };
      document.addEventListener("focusin", onFocus);
    },
    [focused, measured] as const,
  );
  return () => page.evaluate(() => (window as unknown as { arrival?: number | null }).arrival ?? null);
}

/**
 * Once the page is at rest, the element has moved less than a pixel since that first frame, and
 * it is in sight: between the sticky header and the phone's call bar.
 */
async function expectArrivedStill(page: Page, element: Locator, arrival: () => Promise<number | null>, what: string) {
  await untilAtRest(page);
  const first = await arrival();
  expect(first, `${what}: its place in the first frame after the focus moved`).not.toBeNull();
  const { top, bottom, headerBottom, callBarTop } = await element.evaluate((target) => ({
    top: target.getBoundingClientRect().top,
    bottom: target.getBoundingClientRect().bottom,
    headerBottom: document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0,
    callBarTop: document.querySelector(".call-bar")?.getBoundingClientRect().top ?? window.innerHeight,
  }));
  expect(Math.abs(top - (first ?? Number.NaN)), `${what}: how far it moved after the focus moved`).toBeLessThan(1);
  expect(top, `${what}: its top against the header's bottom`).toBeGreaterThanOrEqual(headerBottom);
  expect(bottom, `${what}: its bottom against the call bar's top`).toBeLessThanOrEqual(callBarTop);
}

/** Fills a valid request in, the first name in the variant's name field. */
async function fillIn(form: Locator, variant: Variant, firstName: string) {
  for (const [label, value] of Object.entries({ [variant.nameField]: firstName, ...variant.fields })) {
    const field = form.getByLabel(label);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

async function enhancedForm(page: Page, variant: Variant): Promise<Locator> {
  await page.goto(`${variant.path}${variant.section}`);
  await act(page);
  const form = page.locator(`${variant.section} form[data-enhanced='true']`);
  await expect(form).toBeVisible();
  return form;
}

for (const variant of variants) {
  test.describe(`the ${variant.name} form`, () => {
    for (const width of [1280, 390]) {
      test(`${width === 1280 ? "sent empty, and " : ""}a real click on submit, leaving an invalid field, shows every error at once (${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const form = await enhancedForm(page, variant);
        if (width === 1280) {
          // First sent empty, as it loaded: each required field's message, and no other.
          await form.getByRole("button", { name: variant.submit }).click();
          for (const message of variant.emptyMessages)
            await expect(form.locator(".field__error").getByText(message, { exact: true })).toBeVisible();
          await expect(form.locator(".field__error")).toHaveCount(variant.emptyMessages.length);
        }
        // The field being left: an e-mail typed wrong where there is one, else the first field, empty.
        const email = form.locator("input[name=email]");
        const leaving =
          (await email.count()) > 0 ? email : form.locator("input:not([type=hidden]):not([name=website])").first();
        await leaving.click();
        if ((await email.count()) > 0) await leaving.fill("not-an-email");
        await pressAndRelease(page, form.getByRole("button", { name: variant.submit }));
        // Every required field's message, and the e-mail's (in the variant's own words) where it is
        // optional but typed wrong.
        for (const message of variant.emptyMessages)
          await expect(form.locator(".field__error").getByText(message, { exact: true })).toBeVisible();
        const hasEmail = (await email.count()) > 0;
        if (hasEmail) await expect(email).toHaveAttribute("aria-invalid", "true");
        const emailOptional = hasEmail && !variant.emptyMessages.includes("Please enter a valid email address");
        await expect(form.locator(".field__error")).toHaveCount(variant.emptyMessages.length + (emailOptional ? 1 : 0));
      });
    }

    test("a failed submit moves focus to a summary naming each problem, linked to its field, with fields level", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const form = await enhancedForm(page, variant);
      // As a person who reads the page before sending it: everything has arrived (lost clicks while
      // a page loads are the other tests' subject).
      await page.waitForLoadState("networkidle");
      const submit = form.getByRole("button", { name: variant.submit });
      const summary = form.locator(".form__errors");

      /** The summary has the focus and names exactly these problems, each linked to its field. */
      async function expectSummary(messages: string[]) {
        await expect(summary).toBeFocused();
        const links = summary.getByRole("link");
        await expect(links).toHaveCount(messages.length);
        for (const [index, message] of messages.entries()) {
          const link = links.nth(index);
          await expect(link).toContainText(message);
          const fieldId = ((await link.getAttribute("href")) ?? "").replace(/^#/, "");
          const field = form.locator(`[id="${fieldId}"]`);
          // The field's own message is tied to it for a screen reader.
          const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
          expect(describedBy, `aria-describedby of ${fieldId}`).not.toBe("");
          await expect(form.locator(`[id="${describedBy}"]`)).toHaveText(message);
          await expect(field).toHaveAttribute("aria-invalid", "true");
        }
      }

      /** A failed submit: the summary names these problems, in sight and still when it has the focus. */
      async function submitAndExpectSummary(messages: string[]) {
        const arrival = await noteArrival(page, `${variant.section} .form__errors`);
        await pressAndRelease(page, submit);
        await expectSummary(messages);
        await expectArrivedStill(page, summary, arrival, "the summary");
      }

      await submitAndExpectSummary(variant.emptyMessages);

      // Again with the name given: the focus moves to the summary again, which names the rest.
      await form.getByLabel(variant.nameField).fill("Ann");
      await submitAndExpectSummary(variant.emptyMessages.slice(1));

      // Fields side by side start at the same height, whichever of them shows a message.
      const rows = await form.locator(".field").evaluateAll((fields) =>
        fields.flatMap((field) => {
          const control = field.querySelector("input, select, textarea");
          if (!control) return [];
          // One row of the grid: the fields' boxes end on one line (with or without a message).
          return [{ row: Math.round(field.getBoundingClientRect().bottom), top: control.getBoundingClientRect().top }];
        }),
      );
      for (const a of rows)
        for (const b of rows) if (a.row === b.row) expect(Math.abs(a.top - b.top), "inputs in one row").toBeLessThan(1);

      // A tap on a problem takes the visitor to its field, ready to type.
      const first = summary.getByRole("link").first();
      const target = ((await first.getAttribute("href")) ?? "").replace(/^#/, "");
      await untilAtRest(page);
      await first.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      const arrival = await noteArrival(page, `[id="${target}"]`, `label[for="${target}"]`);
      await tap(page, first);
      await expect(form.locator(`[id="${target}"]`)).toBeFocused();
      await expectArrivedStill(page, form.locator(`label[for="${target}"]`), arrival, "the field's label");
    });

    test("keeps the values and shows its error when the server fails, the server's own message when it gives one, and sends once the server takes it", async ({
      page,
    }) => {
      // A failure with no message of its own: the form's fallback text is shown.
      await page.route("**/api/contacts", (route) => route.fulfill({ status: 500, body: "" }), { times: 1 });
      const firstName = `${variant.name.replace(/\W/g, "")}${Date.now()}`;
      const form = await enhancedForm(page, variant);
      await fillIn(form, variant, firstName);
      const submit = form.getByRole("button", { name: variant.submit });
      await submit.click();
      const toast = page.getByRole("alert");
      await expect(toast.locator(".toast__title")).toHaveText(variant.errorTitle);
      await expect(toast.locator(".toast__text")).toHaveText(variant.errorText);
      expect(new URL(page.url()).pathname).toBe(variant.path);
      await expect(form.locator("input[name=firstName]")).toHaveValue(firstName);
      await expect(submit).toBeEnabled();
      // Sent again and refused with a message of the server's own: that message is shown (the
      // Kernersville drain form always shows its own text).
      if (variant.name !== "Kernersville drain") {
        const limited = "Too many requests. Please wait 30 seconds and try again, or call us.";
        await page.route(
          "**/api/contacts",
          (route) =>
            route.fulfill({
              status: 429,
              contentType: "application/json",
              body: JSON.stringify({ error: { code: "rate_limited", message: limited } }),
            }),
          { times: 1 },
        );
        await submit.click();
        await expect(page.getByRole("alert").locator(".toast__text")).toHaveText(limited);
      }
      // Sent once more, the server takes it: the kept values are the request stored.
      await submit.click();
      if (variant.name === "Kernersville drain") await expect(page.getByText("Request Sent!")).toBeVisible();
      await expect(page).toHaveURL(/\/thank-you$/);
      expect(findSubmission({ firstName })).toMatchObject(variant.stored);
    });
  });
}

/** Fills in the careers form's required fields as one applicant would. */
async function fillApplication(
  form: Locator,
  who: { firstName: string; phone: string; email: string; address: string },
) {
  await form.getByLabel("First Name").fill(who.firstName);
  await form.getByLabel("Phone Number").fill(who.phone);
  await form.getByLabel("Email Address").fill(who.email);
  await form.getByRole("textbox", { name: "Address", exact: true }).fill(who.address);
  await form.getByRole("textbox", { name: "City", exact: true }).fill("Kernersville");
  await form.getByRole("textbox", { name: "State", exact: true }).fill("NC");
  await form.getByLabel("Zip Code").fill("27284");
}

test.describe("the careers form", () => {
  test("relies on the browser's checks, uploads the résumé and lands on /thank-you/application", async ({ page }) => {
    const firstName = `Applicant${Date.now()}`;
    await page.goto("/careers#apply");
    const form = page.locator("#apply form");
    await form.getByRole("button", { name: "Submit Application" }).click();
    expect(
      await form.locator("input[name=firstName]").evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);

    await fillApplication(form, {
      firstName,
      phone: "336-555-0110",
      email: "applicant@example.com",
      address: "12 Oak St",
    });
    await form.getByLabel("Last Name").fill("Rivera");
    await form.getByLabel("Resume").setInputFiles(new URL("./fixtures/resume.pdf", import.meta.url).pathname);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/thank-you\/application$/);
    const stored = findSubmission({ firstName });
    expect(stored?.kind).toBe("career");
  });

  test("shows the server's message and keeps the values when the upload is refused", async ({ page }) => {
    await page.goto("/careers#apply");
    // The form's code is a chunk of its own; until it runs, the form posts natively (tested below).
    const form = page.locator("#apply form[data-enhanced='true']");
    await fillApplication(form, {
      firstName: "Refused",
      phone: "336-555-0111",
      email: "refused@example.com",
      address: "1 Main St",
    });
    await form
      .getByLabel("Resume")
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a pdf") });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("alert")).toContainText("Error submitting application");
    await expect(page.getByRole("alert")).toContainText("The résumé must be a PDF, DOC or DOCX file.");
    await expect(form.getByLabel("First Name")).toHaveValue("Refused");
  });
});

for (const width of [1280, 390]) {
  test(`a real click on a native form's submit is never lost (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Careers: an e-mail typed wrong, focus still in it: the click reaches the browser's own check.
    await page.goto("/careers#apply");
    const careers = page.locator("#apply form");
    const email = careers.getByLabel("Email Address");
    await email.click();
    await email.fill("not-an-email");
    // The browser's check of a submit fires "invalid" at every invalid field of the form.
    await careers.evaluate((form) => {
      const names: string[] = [];
      (window as unknown as { invalidFields: string[] }).invalidFields = names;
      form.addEventListener("invalid", (event) => names.push((event.target as HTMLInputElement).name), true);
    });
    await pressAndRelease(page, careers.getByRole("button", { name: "Submit Application" }));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { invalidFields: string[] }).invalidFields))
      .toEqual(expect.arrayContaining(["firstName", "phone", "email", "address", "city", "state", "zipCode"]));

    // Family First, filled in: one press and release at the button's center sends it.
    const firstName = `Press${width}${Date.now()}`;
    await page.goto("/family-first-project#request");
    const familyFirst = page.locator("#request form");
    await familyFirst.getByLabel("First Name").fill(firstName);
    await familyFirst.getByLabel("Email").fill("press@example.com");
    await familyFirst.getByLabel(/Tell us about/).fill("A neighbour needs a water heater looked at.");
    await pressAndRelease(page, familyFirst.getByRole("button", { name: "Send Request" }));
    await expect(page).toHaveURL(/\/thank-you\/family-first$/);
    expect(findSubmission({ firstName })).toMatchObject({ kind: "family_first" });
  });
}

test("the Family First form sends a request to /thank-you/family-first", async ({ page }) => {
  const firstName = `Neighbour${Date.now()}`;
  await page.goto("/family-first-project#request");
  const form = page.locator("#request form");
  await expect(form.getByLabel("Subject")).toHaveValue("#FamilyFirst referral or request");
  await form.getByLabel("First Name").fill(firstName);
  await form.getByLabel("Email").fill("neighbour@example.com");
  await form.getByLabel(/Tell us about/).fill("An elderly neighbour has had no hot water for a week.");
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(page).toHaveURL(/\/thank-you\/family-first$/);
  await expect(page.getByText("reviews the requests each month").first()).toBeVisible();
  expect(findSubmission({ firstName })).toMatchObject({ kind: "family_first" });
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the home form posts, lands on /thank-you, and is stored", async ({ page }) => {
    const firstName = `NoScriptHome${Date.now()}`;
    await page.goto("/");
    const form = page.locator("#contact form");
    await fillIn(form, variant("home"), firstName);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(findSubmission({ firstName })).toMatchObject({ subject: "Slow drain", page_path: "/" });
  });

  test("the careers form posts its résumé, lands on /thank-you/application, and is stored", async ({ page }) => {
    const firstName = `NoScriptApplicant${Date.now()}`;
    await page.goto("/careers#apply");
    const form = page.locator("#apply form[data-enhanced='false']");
    await fillApplication(form, {
      firstName,
      phone: "336-555-0112",
      email: "noscript-applicant@example.com",
      address: "3 Elm St",
    });
    await form.getByLabel("Resume").setInputFiles(new URL("./fixtures/resume.pdf", import.meta.url).pathname);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/thank-you\/application$/);
    await expect(page.getByText("If your experience fits an open position").first()).toBeVisible();
    expect(findSubmission({ firstName })).toMatchObject({ kind: "career", page_path: "/careers" });
  });

  test("a city form posts, lands on /thank-you, and is stored", async ({ page }) => {
    const firstName = `NoScriptCity${Date.now()}`;
    await page.goto("/service-areas/lewisville-nc");
    const form = page.locator("#contact-form form");
    await fillIn(
      form,
      { ...variant("city"), fields: { ...variant("city").fields, "Service Needed": "Drain Cleaning" } },
      firstName,
    );
    await form.getByRole("button", { name: "Request Service" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(findSubmission({ firstName })).toMatchObject({
      subject: "Drain Cleaning",
      page_path: "/service-areas/lewisville-nc",
    });
  });

  test("the browser's own checks stop an empty form", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#contact form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await form.locator("input[name=firstName]").evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
  });
});
