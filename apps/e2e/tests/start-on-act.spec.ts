import { expect, test } from "@playwright/test";
import { hydrated } from "./hydrate";
import { tap } from "./tap";

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
    // Which of the events the start-up script takes for an act came first, should one come
    // (it failed once in CI with no act from the test: this names what started the page).
    await page.addInitScript(() => {
      const acts = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel"];
      const note = (event: Event) => {
        const target = event.target as Element | Document | null;
        const name = target && "tagName" in target ? `${target.tagName}.${target.className}` : String(target);
        (window as { firstAct?: string }).firstAct ??= `${event.type} on ${name}, trusted ${event.isTrusted}`;
      };
      for (const type of acts) window.addEventListener(type, note, { capture: true, passive: true });
    });
    await page.goto("/drain-cleaning?utm_source=flyer", { referer: "https://www.google.com/" });
    // Loaded, the photograph painted and every section laid out: all the page does by itself.
    await expect(page.locator("html[data-laid-out]")).toBeAttached();
    await page.waitForTimeout(1_000);
    const firstAct = await page.evaluate(() => (window as { firstAct?: string }).firstAct ?? "none");
    expect(scripts, `scripts requested before any act (the first act-like event: ${firstAct})`).toEqual([]);
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
