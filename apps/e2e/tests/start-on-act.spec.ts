import { expect, test } from "@playwright/test";
import { hydrated } from "./hydrate";
import { tap } from "./tap";

// A page is whole as HTML; its script waits until the page is painted and laid out, and comes in
// the browser's first idle moment, whether or not the visitor acts (decision 040). Where the visit
// began is stored at once all the same.

test.describe("a page left alone, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("loads no script until the page is laid out, goes live with no act, and stores where the visit began at once", async ({
    page,
  }) => {
    // When the page was laid out, and the <main> it was served with, as the page itself notes them.
    await page.addInitScript(() => {
      const noted = window as { laidOutAt?: number; servedMain?: Element | null };
      document.addEventListener("DOMContentLoaded", () => {
        noted.servedMain = document.querySelector("main");
      });
      new MutationObserver((_, observer) => {
        if (!document.documentElement.dataset.laidOut) return;
        observer.disconnect();
        noted.laidOutAt = performance.now();
      }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-laid-out"] });
    });
    await page.goto("/drain-cleaning?utm_source=flyer", { referer: "https://www.google.com/" });
    await expect(page.locator("html[data-laid-out]")).toBeAttached();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const scripts = await page.evaluate(() => {
      const { laidOutAt = 0 } = window as { laidOutAt?: number };
      return performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: entry.name, beforeLaidOut: entry.startTime < laidOutAt }));
    });
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => script.beforeLaidOut),
      "scripts requested before the page was laid out",
    ).toEqual([]);
    const touch = await page.evaluate(() => sessionStorage.getItem("bw:touch"));
    expect(JSON.parse(touch ?? "{}")).toEqual({
      landingPage: "/drain-cleaning?utm_source=flyer",
      referrer: "https://www.google.com/",
    });

    // The first screen's icons are drawn from symbols the page carries itself; an icon further down
    // comes from the sprite, asked for only once the page is laid out (decision 043).
    const icons = await page.evaluate(() => {
      const { laidOutAt = 0 } = window as { laidOutAt?: number };
      const firstScreen = document.querySelectorAll(
        ".site-header use, main > section:first-of-type use, .call-bar use",
      );
      const sprite = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/icons-[^/#]+\.svg(?:#|$)/.test(entry.name));
      return {
        firstScreen: [...firstScreen].map((use) => {
          const href = use.getAttribute("href") ?? "";
          return { href, found: href.startsWith("#") && document.querySelector(href)?.tagName === "symbol" };
        }),
        spriteAsked: sprite.length,
        spriteBeforeLaidOut: sprite.filter((entry) => entry.startTime < laidOutAt).map((entry) => entry.name),
        further: document.querySelectorAll("use[data-href]").length,
        notDrawn: document.querySelectorAll("use[data-href]:not([href])").length,
      };
    });
    expect(icons.firstScreen.length).toBeGreaterThan(0);
    for (const icon of icons.firstScreen) expect(icon, icon.href).toMatchObject({ found: true });
    expect(icons.further, "icons further down the page").toBeGreaterThan(0);
    expect(icons.notDrawn, "icons further down left without their symbol").toBe(0);
    expect(icons.spriteAsked, "requests for the sprite").toBeGreaterThan(0);
    expect(icons.spriteBeforeLaidOut, "the sprite asked for before the page was laid out").toEqual([]);
    expect(scripts.some(({ url }) => /\/assets\/entry\.client-[^/]+\.js$/.test(url))).toBe(true);
    // React took over the page as served (its loader data fetched beside it), drawing nothing anew.
    const kept = await page.evaluate(
      () => (window as { servedMain?: Element }).servedMain === document.querySelector("main"),
    );
    expect(kept, "the served <main> is the one React hydrated").toBe(true);
  });

  test("the enhanced form never takes the plain one from under a visitor typing in it", async ({ page }) => {
    // The enhanced form's code is held back, as on a slow connection, until the visitor is typing.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/enhanced-contact-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/drain-cleaning#contact");
    await hydrated(page);
    const firstName = page.locator("#contact input[name=firstName]");
    await tap(page, firstName);
    await page.keyboard.type("Jonathan Q", { delay: 50 });
    // The code arrives while they type; a moment later the swap would have come.
    const arrived = page.waitForResponse(/\/assets\/enhanced-contact-form-[^/]+\.js$/);
    release();
    await arrived;
    await page.waitForTimeout(1_000);
    await expect(firstName).toBeFocused();
    await page.keyboard.type("uincy", { delay: 50 });
    await expect(firstName).toHaveValue("Jonathan Quincy");
    await expect(page.locator("#contact form[data-enhanced='false']")).toBeAttached();
    // Moving on from the form, the enhanced form takes its place with what was typed.
    await tap(page, page.locator("#contact h2"));
    await expect(page.locator("#contact form[data-enhanced='true'] input[name=firstName]")).toHaveValue(
      "Jonathan Quincy",
    );
  });
});
