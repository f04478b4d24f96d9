import { loadCatalogue, routeList } from "@brightwater/content";
import { expect, type Locator, type Page, test } from "@playwright/test";

// Every catalogue route, aliases too, as a visitor on a phone meets it: the real layout, no
// stand-ins. What each must give: a way to call on top of the first screen, no sideways scroll
// at 320 px, and forms that mark their required fields before anything is sent.
const catalogue = loadCatalogue();
const paths = [...new Set(routeList(catalogue).map((route) => route.path))];
const phone = { width: 390, height: 844 };

async function settle(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** Hydrated, with the contact forms upgraded (they swap in once near the viewport or when idle). */
async function settleForms(page: Page) {
  await settle(page);
  await expect(page.locator("form[data-enhanced='false']")).toHaveCount(0);
}

const typingField = "main form :is(input[type=text], input[type=tel], input[type=email]):not([tabindex='-1'])";

/** The element is inside the viewport and nothing covers its centre. */
async function expectOnTop(page: Page, element: Locator, what: string) {
  await expect(element, what).toBeVisible();
  const viewport = page.viewportSize() ?? phone;
  const box = await element.boundingBox();
  if (!box) throw new Error(`${what} has no box`);
  expect(box.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what} top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right edge`).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, `${what} bottom edge`).toBeLessThanOrEqual(viewport.height);
  const hit = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top === node || (top !== null && node.contains(top))
      ? "the element"
      : (top?.outerHTML.slice(0, 120) ?? "nothing");
  });
  expect(hit, `what is on top at the centre of ${what}`).toBe("the element");
}

async function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const path of paths) {
  test.describe(path, () => {
    test("opens on a phone with a call link on top, in the header and in the call bar", async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(path);
      await settle(page);
      expect(await sidewaysScroll(page), "sideways scroll at 390 px").toBe(0);
      const header = page.locator(".site-header__call-short");
      await expect(header).toHaveAttribute("href", `tel:${catalogue.business.phone.e164}`);
      await expectOnTop(page, header, "the header's call link");
      // The bar is one row of one-line buttons at every phone width (the stylesheet leaves 76 px for it).
      expect((await page.getByTestId("call-bar").boundingBox())?.height).toBeLessThanOrEqual(76);
      const bar = page.getByTestId("call-bar").getByRole("link", { name: catalogue.navigation.ui.callNow });
      await expect(bar).toHaveAttribute("href", `tel:${catalogue.business.phone.e164}`);
      await expectOnTop(page, bar, "the call bar's call link");

      // At the end of the page the bar sits below the footer's last line, not on it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLine = await page.locator(".site-footer__legal").boundingBox();
      const barBox = await page.getByTestId("call-bar").boundingBox();
      expect(lastLine && barBox && lastLine.y + lastLine.height <= barBox.y).toBe(true);
    });

    test("never scrolls sideways at 320 px", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await settle(page);
      expect(await sidewaysScroll(page)).toBe(0);
      expect((await page.getByTestId("call-bar").boundingBox())?.height, "the call bar's height").toBeLessThanOrEqual(
        72,
      );
    });

    test("marks every required field before anything is sent", async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(path);
      await settle(page);
      const forms = page.locator("main form");
      const count = await forms.count();
      test.skip(count === 0, "no form on this page");
      for (let index = 0; index < count; index++) {
        const form = forms.nth(index);
        await expect(form.locator(".form__required-note")).toHaveText(catalogue.forms.requiredNote);
        const required = form.locator("[aria-required='true']");
        expect(await required.count()).toBeGreaterThan(0);
        for (const field of await required.all()) {
          const id = await field.getAttribute("id");
          const mark = form.locator(`label[for="${id}"] .field__required`);
          await expect(mark, `the mark of #${id}`).toBeVisible();
          await expect(mark).toHaveText("*");
        }
        // Nothing is marked wrong before a submission.
        await expect(form.locator("[aria-invalid='true']")).toHaveCount(0);
      }
    });
  });
}

test.describe("the call bar stays out of the way", () => {
  test.use({ viewport: phone });

  test("it steps aside while a form field has focus, so the field is on top", async ({ page }) => {
    for (const path of ["/", "/service-areas/greensboro-nc", "/careers"]) {
      await page.goto(path);
      await settleForms(page);
      const field = page.locator(typingField).last();
      await field.scrollIntoViewIfNeeded();
      await field.focus();
      await expect(page.getByTestId("call-bar")).toBeHidden();
      // The field sits low on the screen, where the bar would be.
      await page.evaluate((selector) => {
        const input = [...document.querySelectorAll(selector)].at(-1);
        if (input) window.scrollBy(0, input.getBoundingClientRect().bottom - window.innerHeight + 10);
      }, typingField);
      await expectOnTop(page, field, `the focused field on ${path}`);
      await field.blur();
      await expect(page.getByTestId("call-bar")).toBeVisible();
    }
  });

  test("a toast shows above it, and the page still does not scroll sideways at 320 px", async ({ page }) => {
    // A failing server without a message of its own, so the form's own error toast shows.
    await page.route("**/api/contacts", (route) => route.fulfill({ status: 500, body: "" }));
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/service-areas/greensboro-nc");
    await settleForms(page);
    const form = page.locator("#contact-form form[data-enhanced='true']");
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Your Name").fill("Toast");
    await form.getByLabel("Phone Number").fill("336-555-0101");
    await form.getByLabel("Service Needed").selectOption({ index: 1 });
    await form.getByLabel("How can we help?").fill("Checking the toast.");
    await form.getByRole("button", { name: "Request Service" }).click();
    const toast = page.getByRole("alert");
    await expect(toast).toBeVisible();
    await page.locator("main form textarea").blur();
    await expect(page.getByTestId("call-bar")).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    await expectOnTop(page, toast, "the toast");
    const toastBox = await toast.boundingBox();
    const barBox = await page.getByTestId("call-bar").boundingBox();
    expect(toastBox && barBox && toastBox.y + toastBox.height <= barBox.y).toBe(true);
  });
});

test("the home page is at most 7,000 px tall on a phone", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto("/");
  await settleForms(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(7000);
});

test.describe("forms on wide screens", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("keep to a readable width", async ({ page }) => {
    for (const path of ["/service-areas/greensboro-nc", "/careers", "/"]) {
      await page.goto(path);
      await settleForms(page);
      const form = page.locator("main form").first();
      await form.scrollIntoViewIfNeeded();
      const box = await form.boundingBox();
      expect(box?.width, path).toBeLessThanOrEqual(768);
    }
  });
});

test("the hero states the rating once, at every width", async ({ page }) => {
  // A photograph hero, a hero with a review beside it on wide screens, and one with points instead.
  for (const path of ["/", "/service-areas/greensboro-nc", "/drain-cleaning", "/careers"]) {
    for (const width of [390, 1000, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const ratings = page.locator(".hero").getByText(/from [\d,]+ Google reviews/);
      await expect(ratings.filter({ visible: true }), `${path} at ${width} px`).toHaveCount(1);
    }
  }
});
