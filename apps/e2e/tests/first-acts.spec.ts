import { loadCatalogue } from "@brightwater/content";
import { expect, type Page, test } from "@playwright/test";
import { tap } from "./tap";

// What a visitor on a phone meets does not depend on when they first act (decision 040): the page
// goes live in the browser's first idle moment, and what is done before then (a send, a call tap,
// a link) is kept for it. The page's scripts are held back here, as on a slow connection, so that
// the first act surely comes before them.
const catalogue = loadCatalogue();
const { forms } = catalogue;
const home = forms.variants.home;
const fieldLabel = (name: string) => home.fields.find((field) => field.name === name)?.label ?? name;
const requiredMessages = home.fields.flatMap((field) => (field.required ? [field.required] : []));
const emailMessage = home.fields.find((field) => field.name === "email")?.invalid ?? "";

test.use({ viewport: { width: 390, height: 844 } });

/** Holds every script of the site until `release` is called; the page itself arrives at once. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

const live = (page: Page) => page.locator("html[data-hydrated]");

test("an empty send as the very first act meets the site's messages and summary, not the browser's", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/");
  const form = page.locator("#contact form");
  const send = form.getByRole("button", { name: home.submitLabel });
  await tap(page, send);
  // Nothing sent, nothing the browser said: the send waits for the page.
  await expect(live(page)).not.toBeAttached();
  expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
  scripts.release();
  const summary = page.locator("#contact .form__errors");
  await expect(summary).toBeFocused();
  for (const message of requiredMessages)
    await expect(page.locator("#contact .field__error").getByText(message, { exact: true })).toBeVisible();
  await expect(page.locator("#contact [aria-invalid=true]")).toHaveCount(requiredMessages.length);
});

test("a visitor whose first act is a tap in a field keeps every key, and an e-mail typed wrong meets its message", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/#contact");
  const firstName = page.locator("#contact input[name=firstName]");
  await tap(page, firstName);
  await page.keyboard.type("Jonathan", { delay: 30 });
  // The page's scripts arrive while they type.
  scripts.release();
  await page.keyboard.type(" Quincy", { delay: 30 });
  await page.keyboard.press("Tab");
  await page.keyboard.type("Adams", { delay: 30 });
  await page.keyboard.press("Tab");
  await page.keyboard.type("jq.adams@example", { delay: 30 });
  await page.keyboard.press("Enter");
  const form = page.locator("#contact form");
  await expect(form.getByLabel(fieldLabel("email"))).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#contact .field__error").getByText(emailMessage, { exact: true })).toBeVisible();
  await expect(form.getByLabel(fieldLabel("firstName"))).toHaveValue("Jonathan Quincy");
  await expect(form.getByLabel(fieldLabel("lastName"))).toHaveValue("Adams");
  await expect(form.getByLabel(fieldLabel("email"))).toHaveValue("jq.adams@example");
});

test("a call tap before any other act is in the data layer within a second, before the page's scripts", async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto("/");
  // A tel: link would leave for the phone's dialer: the browser here follows none.
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest?.("a[href^='tel:']")) event.preventDefault();
    }),
  );
  const call = page.locator('a[data-call="company"]:visible').first();
  await tap(page, call);
  const tapped = Date.now();
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
          (entry) => entry.event === "phone_call",
        ),
      ),
    )
    .toHaveLength(1);
  expect(Date.now() - tapped).toBeLessThan(1_000);
  await expect(live(page)).not.toBeAttached();
});

test("a page left alone goes live by itself and counts its page view; a link then navigates without a reload", async ({
  page,
}) => {
  await page.goto("/drain-cleaning");
  await expect(live(page)).toBeAttached({ timeout: 15_000 });
  // Counted as it was loaded, with no act: its page view is in the data layer for the tag manager.
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer))
    .toContainEqual({ event: "page_view", page_path: "/drain-cleaning" });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = page.locator('main a[href="/services"], footer a[href="/services"]').first();
  await tap(page, link);
  await expect(page).toHaveURL(/\/services$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a link tapped as the first act loads the next page whole, keeping the visit's first touch and the offer's marks", async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto("/drain-cleaning?utm_source=flyer", { referer: "https://www.google.com/" });
  await page.evaluate(() => {
    Object.assign(window, { sameDocument: true });
    sessionStorage.setItem("brightwater.offerPopup.shown", "1");
    localStorage.setItem("brightwater.offerPopup.dismissedAt", String(Date.now()));
  });
  const link = page.locator('footer a[href="/services"]').first();
  await tap(page, link);
  await expect(page).toHaveURL(/\/services$/);
  await page.waitForLoadState("load");
  const kept = await page.evaluate(() => ({
    reloaded: !(window as { sameDocument?: boolean }).sameDocument,
    touch: JSON.parse(sessionStorage.getItem("bw:touch") ?? "{}"),
    shown: sessionStorage.getItem("brightwater.offerPopup.shown"),
    dismissed: localStorage.getItem("brightwater.offerPopup.dismissedAt") !== null,
  }));
  expect(kept).toEqual({
    reloaded: true,
    touch: { landingPage: "/drain-cleaning?utm_source=flyer", referrer: "https://www.google.com/" },
    shown: "1",
    dismissed: true,
  });
});

// The two pages with the offer's shortest delays, each with the delay its catalogue entry gives.
const offerPages = catalogue.pages
  .filter((entry) => entry.popupDelaySeconds)
  .sort((a, b) => (a.popupDelaySeconds ?? 0) - (b.popupDelaySeconds ?? 0))
  .slice(0, 2);
for (const { path, due } of offerPages.map((entry) => ({
  path: entry.path,
  due: (entry.popupDelaySeconds ?? 0) * 1000,
}))) {
  test(`the offer opens ${due / 1000} s after arrival on ${path} for a visitor who never acts, and not before`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(path);
    // The browser's clock stands still but where the test moves it, as the visitor reads: a busy
    // machine's slowness adds nothing to it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
    const offer = page.getByRole("dialog");
    const sinceArrival = () => page.evaluate(() => performance.now());
    // The page goes live by itself, its scripts arriving in real time meanwhile.
    while ((await sinceArrival()) < due - 1_000) {
      await page.clock.runFor(250);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await expect(live(page)).toBeAttached();
    await expect(offer).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem("brightwater.offerPopup.shown"))).toBeNull();
    await page.clock.runFor(1_500);
    await expect(offer).toBeVisible();
  });
}
