import { loadCatalogue, routeList, servicesPath, wantsHeroPhoto } from "@brightwater/content";
import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./hydrate";

// What a visitor on a 390 × 844 phone sees first, and how far they scroll, on the pages the
// catalogue lists: service pages open on a photograph, city pages stay short with a review early.
const catalogue = loadCatalogue();
const phone = { width: 390, height: 844 };
const routePaths = new Set(routeList(catalogue).map((route) => route.path));
const shown = catalogue.pages.filter((page) => routePaths.has(page.path));
// Every service page (the services index too) and the careers page.
const servicePages = shown.filter(
  (page) => page.layout !== "city" && (wantsHeroPhoto(page) || page.path === servicesPath || page.path === "/careers"),
);
const cityPages = shown.filter((page) => page.layout === "city");

/** The tallest part of a loaded photograph the first screen shows above the call bar, in px. */
async function photoInFirstScreen(page: Page): Promise<number> {
  return page.evaluate((screenHeight) => {
    const bar = document.querySelector("[data-testid=call-bar]")?.getBoundingClientRect();
    const bottom = bar && bar.height > 0 ? Math.min(bar.top, screenHeight) : screenHeight;
    const shown = [...document.querySelectorAll<HTMLImageElement>("main picture img")]
      .filter((image) => image.complete && image.naturalWidth > 0)
      .map((image) => {
        const box = image.getBoundingClientRect();
        return Math.max(0, Math.min(box.bottom, bottom) - Math.max(box.top, 0));
      });
    return Math.max(0, ...shown);
  }, phone.height);
}

/** How far the element's bottom edge lies above the call bar (or the screen's foot), in px. */
async function clearanceAboveCallBar(page: Page, selector: string): Promise<number> {
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

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: phone });

  test("the catalogue has service pages and city pages to check", () => {
    expect(servicePages.length).toBeGreaterThan(1);
    expect(cityPages.length).toBeGreaterThan(1);
  });

  for (const { path } of servicePages) {
    test(`${path} opens on a photograph at least 120 px tall in the first screen`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect
        .poll(() => photoInFirstScreen(page), { message: "photograph shown in the first screen (px)" })
        .toBeGreaterThanOrEqual(120);
      // The hero's photograph itself: at least 200 px tall across the phone.
      const hero = await page.locator("main .hero picture img").first().boundingBox();
      expect(hero?.height ?? 0).toBeGreaterThanOrEqual(200);
      // The facts a homeowner checks first, and the first button, whole above the call bar.
      for (const part of ["main .hero .trust", "main .hero .actions > :first-child"])
        expect(await clearanceAboveCallBar(page, part), `${part} above the call bar (px)`).toBeGreaterThanOrEqual(0);
    });
  }

  for (const { path } of cityPages) {
    test(`${path} is at most 7,000 px long with a review within the first three screens`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const length = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(length, "page length (px)").toBeLessThanOrEqual(7000);
      const review = page.locator("main .review").first();
      await expect(review).toBeVisible();
      const top = await review.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
      expect(top, "where the first review starts (px from the top)").toBeLessThanOrEqual(3 * phone.height);
    });
  }
});
