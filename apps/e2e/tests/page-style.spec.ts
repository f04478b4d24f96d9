import { firstScreenStyle } from "@brightwater/web/page-style/first-screen";
import { expect, type Page, type Route, test } from "@playwright/test";
import { hydrated } from "./hydrate";
import { tap } from "./tap";

// Each page carries only the rules its own markup can use, and a page still past its first round
// trip only its first screen's; the whole stylesheet comes once the hero is painted
// (apps/web/scripts/page-style.ts, decisions 035 and 036). So the sheet changes nothing the page
// drew, and a page React draws after a client-side navigation looks as it does loaded by itself.

/** How each element of `selector` is drawn (what a closed <details> holds but its summary is not). */
function drawn(page: Page, selector: string) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((element) => element.closest("details")?.open !== false || element.closest("summary"))
        .map((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return [
            `${element.tagName}.${element.getAttribute("class") ?? ""}`,
            style.display,
            style.position,
            style.visibility,
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
    selector,
  );
}

/** The first screen of any page: the header, the first section, the call bar. */
const firstScreen = ".site-header *, main > section:first-of-type *, .call-bar *";
/** The first section and the one after it. */
const firstSections = "main > section:nth-of-type(-n + 2) *";
/** The whole stylesheet's link, once the start-up script has added it. */
const wholeSheet = 'link[rel="stylesheet"][href^="/assets/site-"]';
const sheetUrl = /\/assets\/site-[0-9a-f]+\.css$/;

/** Holds the whole stylesheet's answer until the returned function is called. */
async function holdSheet(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(sheetUrl, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Serves `path` as the build would serve it were it past its first round trip: cut to its first screen. */
async function cutToFirstScreen(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      const response = await route.fetch();
      const html = await response.text();
      const sheet = /"style":"([^"]+)"/.exec(html)?.[1] ?? "";
      await route.fulfill({ response, body: firstScreenStyle(html, sheet), headers: { "content-type": "text/html" } });
    },
  );
}

test.describe("a page's own rules, then the whole sheet", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the whole sheet, linked once the hero is painted before any act, changes nothing the page drew", async ({
    page,
  }) => {
    for (const [path, width, height] of [
      ["/drain-cleaning", 390, 844],
      ["/service-areas/kernersville-nc", 390, 844],
      ["/service-areas/kernersville-nc", 1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      const release = await holdSheet(page);
      await page.goto(path);
      await expect(page.locator(wholeSheet), path).toHaveCount(1);
      await expect(page.locator("html[data-styled]")).not.toBeAttached();
      const own = await drawn(page, firstScreen);
      expect(own.length, path).toBeGreaterThan(20);
      release();
      await expect(page.locator("html[data-styled]")).toBeAttached();
      await expect(page.locator("html[data-hydrated]"), "no act, no script").not.toBeAttached();
      expect(await drawn(page, firstScreen), `${path} at ${width} px`).toEqual(own);
      await page.unrouteAll({ behavior: "wait" });
    }
  });

  test("a service page reached from an article looks as it does when loaded by itself", async ({ page }) => {
    await page.goto("/drain-cleaning");
    await hydrated(page);
    const direct = await drawn(page, firstSections);
    expect(direct.length).toBeGreaterThan(20);

    await page.goto("/archive/water-heater-flush-once-a-year");
    const carried = await page.evaluate(() => document.querySelector("head style")?.textContent ?? "");
    expect(carried, "the article carries no rules for a photograph hero").not.toContain(".hero__aside");

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
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    expect(await drawn(page, firstSections)).toEqual(direct);
  });
});

test.describe("a page cut to its first screen's rules, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("hides what comes after its first section, and an opened menu, until the whole sheet is in, then shows them drawn", async ({
    page,
  }) => {
    await cutToFirstScreen(page, "/drain-cleaning");
    const release = await holdSheet(page);
    await page.goto("/drain-cleaning");
    await expect(page.locator(wholeSheet)).toHaveCount(1);
    const visibility = (selector: string) =>
      page.locator(selector).evaluate((element) => getComputedStyle(element).visibility);
    expect(await visibility("main > section:first-of-type")).toBe("visible");
    expect(await visibility("main > section:nth-of-type(2)")).toBe("hidden");
    expect(await visibility(".site-footer")).toBe("hidden");
    await expect(page.locator(".call-bar a[href^='tel:']")).toBeVisible();
    // The menu opens as HTML; what it shows waits for its rules.
    await tap(page, page.locator(".mobile-menu__toggle"));
    await expect(page.locator("details.mobile-menu[open]")).toBeAttached();
    await expect(page.locator(".mobile-menu__panel")).toBeHidden();

    release();
    await expect(page.locator("html[data-styled]")).toBeAttached();
    await expect(page.locator(".mobile-menu__panel")).toBeVisible();
    expect(await page.locator(".mobile-menu__panel").evaluate((panel) => getComputedStyle(panel).position)).not.toBe(
      "static",
    );
    await tap(page, page.locator(".mobile-menu__toggle"));
    expect(await visibility("main > section:nth-of-type(2)")).toBe("visible");
    expect(await visibility(".site-footer")).toBe("visible");
    await page.locator(".site-footer").scrollIntoViewIfNeeded();
    const footer = await page.locator(".site-footer").evaluate((footer) => getComputedStyle(footer).backgroundColor);
    expect(footer, "the footer drawn by its own rules").not.toBe("rgba(0, 0, 0, 0)");
  });

  test("shows the rest all the same when the whole sheet fails to load", async ({ page }) => {
    await cutToFirstScreen(page, "/drain-cleaning");
    await page.route(sheetUrl, (route) => route.abort());
    await page.goto("/drain-cleaning");
    await expect(page.locator("html[data-styled]")).toBeAttached();
    const visibility = await page
      .locator("main > section:nth-of-type(2)")
      .evaluate((element) => getComputedStyle(element).visibility);
    expect(visibility).toBe("visible");
  });
});

test.describe("a page cut to its first screen's rules, without script", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("loads the whole sheet with the page, and shows everything drawn", async ({ page }) => {
    await cutToFirstScreen(page, "/drain-cleaning");
    const sheet = page.waitForResponse(sheetUrl);
    await page.goto("/drain-cleaning");
    expect((await sheet).status()).toBe(200);
    const section = page.locator("main > section:nth-of-type(2)");
    await section.scrollIntoViewIfNeeded();
    expect(await section.evaluate((element) => getComputedStyle(element).visibility)).toBe("visible");
    const footer = await page.locator(".site-footer").evaluate((footer) => getComputedStyle(footer).backgroundColor);
    expect(footer).not.toBe("rgba(0, 0, 0, 0)");
  });
});
