import { expect, type Page, test } from "@playwright/test";
import { hydrateOnClock } from "./hydrate";

// The timed water-heater offer on the home page (due after 15 s) as a visitor on a phone meets it.
const phone = { width: 390, height: 844 };

/** The form's First Name field once the enhanced form has taken over (the static one is replaced). */
async function firstNameField(page: Page) {
  for (let step = 0; step < 200; step++) {
    if ((await page.locator("#contact form[data-enhanced='true']").count()) > 0) break;
    await page.clock.runFor(50);
  }
  return page.locator("#contact form[data-enhanced='true']").getByLabel("First Name");
}

/**
 * The offer's code loads only when it is due, so "not visible yet" alone could mean "still
 * loading". The page marks the visit the moment it decides to show the offer; that mark is the
 * deterministic check that it did not.
 */
async function expectNoOffer(page: Page) {
  await expect(page.getByRole("dialog")).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem("brightwater.offerPopup.shown"))).toBeNull();
}

/** A real tap: press and release at the element's center. */
async function tap(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}

test.describe("the offer on a phone", () => {
  test.use({ viewport: phone });

  test("never opens over a visitor typing in the form, and waits until they are done", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrateOnClock(page);
    const offer = page.getByRole("dialog", { name: "Water Heater Special" });
    const field = await firstNameField(page);
    await field.scrollIntoViewIfNeeded();
    await field.click();
    await page.keyboard.type("Mar");
    await page.clock.runFor(16_000);
    await expectNoOffer(page);
    // Still holding text after leaving the field: the visitor is not done.
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.clock.runFor(60_000);
    await expectNoOffer(page);
    await expect(field).toHaveValue("Mar");
    // Cleared and left: now it may show.
    await field.fill("");
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.clock.runFor(2_000);
    await expect(offer).toBeVisible();
  });

  test("never opens while a form field has focus, even an empty one", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrateOnClock(page);
    const offer = page.getByRole("dialog", { name: "Water Heater Special" });
    const field = await firstNameField(page);
    await field.focus();
    await page.clock.runFor(30_000);
    await expectNoOffer(page);
    await field.blur();
    await page.clock.runFor(2_000);
    await expect(offer).toBeVisible();
  });

  test("never opens over a visitor reading what to fix after sending the form empty", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrateOnClock(page);
    const offer = page.getByRole("dialog", { name: "Water Heater Special" });
    await firstNameField(page);
    const form = page.locator("#contact form[data-enhanced='true']");
    const send = form.getByRole("button", { name: "Send Message" });
    await send.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await tap(page, "#contact form[data-enhanced='true'] button[type=submit]");
    // The summary of what to fix has the focus; no field does, and nothing is typed yet.
    await expect(form.locator(".form__errors")).toBeFocused();
    await page.clock.runFor(30_000);
    await expectNoOffer(page);
    // Gone from the form: now it may show.
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.clock.runFor(2_000);
    await expect(offer).toBeVisible();
  });

  test("never opens in a visit where the visitor tapped a call link", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrateOnClock(page);
    // Keep the tel: link from leaving the page.
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault(), true));
    await tap(page, "[data-testid=call-bar] a[href^='tel:']");
    await page.clock.runFor(60_000);
    await expectNoOffer(page);
    // Another page of the same visit, with its own delay.
    await page.goto("/water-heater");
    await hydrateOnClock(page);
    await page.clock.runFor(60_000);
    await expectNoOffer(page);
  });

  test("is a bottom sheet that leaves the call bar in sight and in reach, with a round close button", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrateOnClock(page);
    await page.clock.runFor(16_000);
    const offer = page.getByRole("dialog", { name: "Water Heater Special" });
    await expect(offer).toBeVisible();

    const sheet = await offer.boundingBox();
    const bar = page.getByTestId("call-bar");
    const barBox = await bar.boundingBox();
    if (!sheet || !barBox) throw new Error("no boxes");
    expect(sheet.x).toBe(0);
    expect(sheet.width).toBe(phone.width);
    expect(Math.abs(sheet.y + sheet.height - barBox.y)).toBeLessThanOrEqual(1);
    // The call bar is on top where a thumb taps it, and it works.
    const call = bar.getByRole("link", { name: "Call Now" });
    const hit = await call.evaluate((node) => {
      const rect = node.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return top !== null && (top === node || node.contains(top));
    });
    expect(hit).toBe(true);
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault(), true));
    await tap(page, "[data-testid=call-bar] a[href^='tel:']");
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(expect.objectContaining({ event: "phone_call", label: "Mobile Call Bar" }));

    // Round close button with a focus ring in the brand color, reached from the keyboard.
    const close = offer.getByRole("button", { name: "Close" });
    await close.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    const style = await close.evaluate((node) => {
      const computed = getComputedStyle(node);
      return { radius: computed.borderRadius, outline: computed.outlineColor, outlineStyle: computed.outlineStyle };
    });
    expect(style.radius).toBe("50%");
    expect(style.outlineStyle).toBe("solid");
    expect(style.outline).toBe("rgb(11, 79, 138)");

    // Escape closes the sheet too.
    await page.keyboard.press("Escape");
    await expect(offer).toBeHidden();
  });

  test("covers at most 45 % of the screen and goes away with one tap on its close button", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrateOnClock(page);
    await page.clock.runFor(16_000);
    const offer = page.getByRole("dialog", { name: "Water Heater Special" });
    await expect(offer).toBeVisible();
    const sheet = await offer.boundingBox();
    if (!sheet) throw new Error("the offer has no box");
    expect(sheet.height, "the sheet's height on a 390 × 844 screen").toBeLessThanOrEqual(0.45 * phone.height);
    // The title whole: one line of its own, under its badge, not wrapped around it.
    const title = offer.getByRole("heading", { name: "Water Heater Special" });
    const lines = await title.evaluate((node) =>
      Math.round(node.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(node).lineHeight)),
    );
    expect(lines, "lines of the offer's title").toBe(1);
    const badge = await offer.locator(".offer__badge").boundingBox();
    const titleBox = await title.boundingBox();
    expect(badge && titleBox && badge.y + badge.height <= titleBox.y, "the badge above the title").toBe(true);
    // What it offers and both ways to take it are in sight without scrolling the sheet.
    for (const name of ["Claim This Offer", /^Or call/]) {
      const button = offer.getByRole("link", { name });
      const box = await button.boundingBox();
      if (!box) throw new Error(`${name} has no box`);
      expect(box.y).toBeGreaterThanOrEqual(sheet.y);
      expect(box.y + box.height).toBeLessThanOrEqual(sheet.y + sheet.height);
    }
    await tap(page, "dialog .offer__close");
    await expect(offer).toBeHidden();
  });
});
