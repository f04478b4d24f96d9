import { expect, test } from "@playwright/test";

// A page is whole as HTML; its script waits for the visitor's first act (decision 033). A visitor
// who reads and calls loads no script, and where the visit began is stored at once all the same.

const isScript = (url: string) => new URL(url).pathname.endsWith(".js");

test.describe("a page left alone, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("loads no script until the visitor scrolls, and stores where the visit began at once", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (isScript(request.url())) scripts.push(request.url());
    });
    await page.goto("/drain-cleaning?utm_source=flyer", { referer: "https://www.google.com/" });
    // Loaded, the photograph painted and every section laid out: all the page does by itself.
    await expect(page.locator("html[data-laid-out]")).toBeAttached();
    await page.waitForTimeout(1_000);
    expect(scripts, "scripts requested before any act").toEqual([]);
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    const touch = await page.evaluate(() => sessionStorage.getItem("bw:touch"));
    expect(JSON.parse(touch ?? "{}")).toEqual({
      landingPage: "/drain-cleaning?utm_source=flyer",
      referrer: "https://www.google.com/",
    });

    // The page's icons are drawn from symbols it carries itself: no request for them either.
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll("main use")].map((use) => {
        const href = use.getAttribute("href") ?? "";
        return { href, found: href.startsWith("#") && document.querySelector(href)?.tagName === "symbol" };
      }),
    );
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(icon, icon.href).toMatchObject({ found: true });
    await page.evaluate(() => {
      (window as { servedMain?: Element }).servedMain = document.querySelector("main") ?? undefined;
    });

    await page.mouse.wheel(0, 300);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(scripts.some((url) => /\/assets\/entry\.client-[^/]+\.js$/.test(url))).toBe(true);
    // React took over the page as served (its loader data fetched beside it), drawing nothing anew.
    const kept = await page.evaluate(
      () => (window as { servedMain?: Element }).servedMain === document.querySelector("main"),
    );
    expect(kept, "the served <main> is the one React hydrated").toBe(true);
  });
});
