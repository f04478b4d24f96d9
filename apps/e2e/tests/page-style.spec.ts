import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./hydrate";
import { tap } from "./tap";

// Each page carries only the rules its own markup can use; the whole stylesheet comes with the
// scripts on the visitor's first act (apps/web/scripts/page-style.ts, decision 035). So a page
// React draws after a client-side navigation looks exactly as it does when loaded by itself.

/** How each element of the first section and the section after it is drawn. */
function drawn(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main > section:nth-of-type(-n + 2) *")].map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [
        `${element.tagName}.${element.getAttribute("class") ?? ""}`,
        style.display,
        style.position,
        style.fontSize,
        style.fontWeight,
        style.color,
        style.backgroundColor,
        style.padding,
        style.margin,
        style.gridTemplateColumns,
        Math.round(box.width),
        Math.round(box.height),
      ].join(" ");
    }),
  );
}

/** The whole stylesheet's link, once the start-up script has added it. */
const wholeSheet = 'link[rel="stylesheet"][href^="/assets/site-"]';

test.describe("a page's own rules, then the whole sheet", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the whole sheet changes nothing the page's own rules drew", async ({ page }) => {
    await page.goto("/service-areas/kernersville-nc");
    await expect(page.locator("html[data-laid-out]")).toBeAttached();
    const own = await drawn(page);
    expect(own.length).toBeGreaterThan(20);
    await hydrated(page);
    await expect(page.locator(wholeSheet)).toHaveCount(1);
    expect(await drawn(page)).toEqual(own);
  });

  test("a service page reached from an article looks as it does when loaded by itself", async ({ page }) => {
    await page.goto("/drain-cleaning");
    await hydrated(page);
    const direct = await drawn(page);
    expect(direct.length).toBeGreaterThan(20);

    await page.goto("/archive/water-heater-flush-once-a-year");
    const carried = await page.evaluate(() => document.querySelector("head style")?.textContent ?? "");
    expect(carried, "the article carries no rules for a photograph hero").not.toContain(".hero__aside");
    await expect(page.locator(wholeSheet)).toHaveCount(0);

    await hydrated(page);
    await expect(page.locator(wholeSheet)).toHaveCount(1);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await tap(page, page.locator('footer a[href="/drain-cleaning"]'));
    await expect(page).toHaveURL(/\/drain-cleaning$/);
    await expect(page.locator("h1")).toContainText("Drain");
    const same = await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
    expect(same, "React drew the page: the document stayed").toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await drawn(page)).toEqual(direct);
  });
});
