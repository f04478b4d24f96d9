import type { Catalogue } from "@brightwater/content";
import { isThankYouPath } from "@brightwater/contracts/thank-you";
import { expect, type Locator, type Page } from "@playwright/test";

/** The phone every route is first checked on. */
export const phone = { width: 390, height: 844 };

/** The element is inside the viewport and nothing covers its center. */
export async function expectOnTop(page: Page, element: Locator, what: string) {
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
  expect(hit, `what is on top at the center of ${what}`).toBe("the element");
}

export async function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The phone's first screen, decluttered: the call bar's call link on top, and, over the whole first
 * screen, exactly one company call control and one request control (a link to the page's request
 * form or the home page's), the bar's own.
 */
export async function expectOneCallOneRequest(page: Page, catalogue: Catalogue, path: string) {
  // The bar is one row of one-line buttons at every phone width.
  expect((await page.getByTestId("call-bar").boundingBox())?.height, "the call bar's height").toBeLessThanOrEqual(64);
  const bar = page.getByTestId("call-bar").getByRole("link", { name: catalogue.navigation.ui.callNow });
  await expect(bar).toHaveAttribute("href", `tel:${catalogue.business.phone.e164}`);
  await expectOnTop(page, bar, "the call bar's call link");
  // The page's own entry (an alias shows its canonical page).
  const entry = catalogue.pages.find((shown) => shown.path === path);
  const formIds = (entry?.blocks ?? []).flatMap((block) =>
    block.type === "contactForm" && block.id ? [block.id] : [],
  );
  const controls = await page.evaluate(
    ({ tel, formIds }) => {
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          style.visibility !== "hidden"
        );
      };
      const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].filter(shown);
      const toForm = (link: HTMLAnchorElement) => {
        const url = new URL(link.href);
        if (url.pathname === "/" && url.hash === "#contact") return true;
        return url.pathname === window.location.pathname && formIds.includes(url.hash.slice(1));
      };
      return {
        calls: links.filter((link) => link.getAttribute("href") === tel).map((link) => link.textContent?.trim()),
        requests: links.filter(toForm).map((link) => link.textContent?.trim()),
      };
    },
    { tel: `tel:${catalogue.business.phone.e164}`, formIds },
  );
  expect(controls.calls, "call controls in the first screen").toEqual([catalogue.navigation.ui.callNow]);
  // A page that thanks the visitor for a request offers none: they have made it.
  const thanked = isThankYouPath(path);
  expect(controls.requests, "request controls in the first screen").toEqual(
    thanked ? [] : [catalogue.navigation.ui.requestService],
  );
}

/**
 * Below the first screen too, a call-to-action band repeats neither the bar's call nor its
 * request on a phone: the bar, always in sight, is both. Returns the buttons a band still shows.
 */
export function bandButtonsBesideBar(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".cta .bar-twin")]
      .filter((button) => button.getBoundingClientRect().height > 0)
      .map((button) => button.textContent?.trim() ?? ""),
  );
}

/**
 * The fixed parts of a phone's screen are small and the name fits: the header and the call bar
 * together at most 120 px, and the business name on at most two lines (its height over its
 * line height).
 */
export async function expectCompactChrome(page: Page) {
  const header = await page.locator(".site-header").boundingBox();
  const bar = await page.getByTestId("call-bar").boundingBox();
  expect((header?.height ?? 999) + (bar?.height ?? 999), "header plus call bar (px)").toBeLessThanOrEqual(120);
  const lines = await page
    .locator(".brand__name")
    .evaluate((name) =>
      Math.round(name.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(name).lineHeight)),
    );
  expect(lines, "lines of the business name").toBeLessThanOrEqual(2);
}

/** No button of the hero is partly or wholly under the call bar in the first screen. */
export async function heroButtonsUnderBar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector("[data-testid=call-bar]")?.getBoundingClientRect();
    if (!bar || bar.height === 0) return [];
    return [...document.querySelectorAll("main .hero .button")]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return box.height > 0 && box.bottom > bar.top && box.top < window.innerHeight;
      })
      .map((button) => button.textContent?.trim() ?? "");
  });
}

/** Every form in the main content marks its required fields, and none is marked wrong before a submission. */
export async function expectRequiredFieldsMarked(page: Page, catalogue: Catalogue) {
  const forms = page.locator("main form");
  const count = await forms.count();
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
    await expect(form.locator("[aria-invalid='true']")).toHaveCount(0);
  }
}

/** At the end of the page the call bar sits below the footer's last line, not on it. */
export async function expectBarBelowFooter(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  const lastLine = await page.locator(".site-footer__legal").boundingBox();
  const barBox = await page.getByTestId("call-bar").boundingBox();
  expect(lastLine && barBox && lastLine.y + lastLine.height <= barBox.y, "the call bar below the footer").toBe(true);
}

/** The tallest part of a loaded photograph the first screen shows above the call bar, in px. */
export function photoInFirstScreen(page: Page): Promise<number> {
  return imageInFirstScreen(page, "main picture img");
}

/** How far the element's bottom edge lies above the call bar (or the screen's foot), in px. */
export async function clearanceAboveCallBar(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    ([selector, screenHeight]) => {
      const bar = document.querySelector("[data-testid=call-bar]")?.getBoundingClientRect();
      const bottom = bar && bar.height > 0 ? Math.min(bar.top, screenHeight) : screenHeight;
      const element = document.querySelector(selector);
      return element ? bottom - element.getBoundingClientRect().bottom : Number.NEGATIVE_INFINITY;
    },
    [selector, phone.height] as const,
  );
}

/**
 * The tallest part of a loaded photograph or drawing (an SVG image) the first screen shows above
 * the call bar, in px.
 */
export function pictureInFirstScreen(page: Page): Promise<number> {
  return imageInFirstScreen(page, "main picture img, main img[src$='.svg']");
}

/** The tallest part of a loaded image matching `selector` that the first screen shows above the call bar, in px. */
async function imageInFirstScreen(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    ([selector, screenHeight]) => {
      const bar = document.querySelector("[data-testid=call-bar]")?.getBoundingClientRect();
      const bottom = bar && bar.height > 0 ? Math.min(bar.top, screenHeight) : screenHeight;
      const shown = [...document.querySelectorAll<HTMLImageElement>(selector)]
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => {
          const box = image.getBoundingClientRect();
          return Math.max(0, Math.min(box.bottom, bottom) - Math.max(box.top, 0));
        });
      return Math.max(0, ...shown);
    },
    [selector, phone.height] as const,
  );
}

/** Where the first review a visitor can see starts, in px from the top of the page (Infinity: none). */
export async function firstReviewTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const reviews = [...document.querySelectorAll("main .review, main .hero__review:has(blockquote)")];
    const tops = reviews
      .filter((review) => review.getClientRects().length > 0 && getComputedStyle(review).visibility !== "hidden")
      .map((review) => review.getBoundingClientRect().top + window.scrollY);
    return Math.min(Number.POSITIVE_INFINITY, ...tops);
  });
}

/** Every field of every form in the main content is as wide as its form's grid: one column on a phone. */
export async function expectFieldsFullWidth(page: Page) {
  const grids = await page.locator("main form .form__grid").evaluateAll((elements) =>
    elements.map((element) => ({
      grid: element.getBoundingClientRect().width,
      fields: [...element.querySelectorAll(".field")].map((field) => field.getBoundingClientRect().width),
    })),
  );
  for (const { grid, fields } of grids)
    for (const width of fields) expect(Math.abs(width - grid), "a field's width against its form's").toBeLessThan(1);
}
