import { loadCatalogue } from "@brightwater/content";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated, hydrateOnClock, runClockTo } from "./hydrate";

const catalogue = loadCatalogue();

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the Services dropdown opens on hover with both submenus", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    const plumbing = nav.getByText("Plumbing Services");
    await expect(plumbing).toBeHidden();
    await nav.getByRole("button", { name: "Services" }).hover();
    await expect(plumbing).toBeVisible();
    await expect(nav.getByText("Drain & Sewer Services")).toBeVisible();
    await plumbing.hover();
    await nav.getByRole("link", { name: "Tankless Water Heaters" }).click();
    await expect(page).toHaveURL(/\/tankless-water-heater$/);
  });

  test("the dropdowns open from the keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await nav.getByRole("button", { name: "About Us" }).focus();
    await page.keyboard.press("Tab");
    const aboutLink = nav.getByRole("link", { name: "About Us", exact: true });
    await expect(aboutLink).toBeFocused();
    await expect(nav.getByRole("link", { name: "Family First Project" })).toBeVisible();
  });

  test("the bar itself links Service Areas and the page's own request form", async ({ page }) => {
    const withForm = catalogue.pages.find((entry) =>
      entry.blocks.some((block) => block.type === "contactForm" && block.id !== undefined),
    );
    const form = withForm?.blocks.find((block) => block.type === "contactForm");
    const request = catalogue.navigation.header.find((item) => item.kind === "request");
    expect(withForm && form?.id && request, "a page with a request form, and the bar's link to it").toBeTruthy();
    await page.goto(withForm?.path ?? "/");
    // A reader who looks at the page a moment first: the sections below are laid out by then.
    await hydrated(page);
    const bar = page.locator(".nav__bar > .nav__item > a");
    await expect(page.locator('.nav__bar > .nav__item > a[href="/service-areas"]')).toBeVisible();
    const contact = bar.filter({ hasText: new RegExp(`^${request?.label}$`) });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute("href", `#${form?.id}`);
    await contact.click();
    await expect(page.locator(`#${form?.id}`)).toBeInViewport();
  });

  test("View All Services leads to the services section of the home page from any page", async ({ page }) => {
    await page.goto("/faq");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await nav.getByRole("button", { name: "Services" }).hover();
    await nav.getByRole("link", { name: "View All Services" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator("#services")).toBeInViewport();
  });

  test("a nav phone click records a phone_call event labelled Navigation Desktop", async ({ page }) => {
    await page.goto("/");
    // The page goes live by itself after load; a call link dials before that, and records once live.
    await hydrated(page);
    await page.evaluate(() => {
      // Keep the tel: link from leaving the page.
      document.addEventListener("click", (event) => event.preventDefault(), true);
    });
    await page.locator(".site-header__call").click();
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual({
      event: "phone_call",
      category: "engagement",
      label: "Navigation Desktop",
      value: 1,
    });
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, keeps Service Areas, and closes on a choice", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Menu").click();
    const menu = page.locator(".mobile-menu__panel");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Service Areas" })).toBeVisible();
    await menu.getByRole("link", { name: "Drain Cleaning" }).click();
    await expect(page).toHaveURL(/\/drain-cleaning$/);
    await expect(menu).toBeHidden();
  });

  test("keeps the header still in a frame painted before its button has arrived", async ({ page }) => {
    // A browser may paint a page it has parsed only part of: here, up to the menu's <details>, before
    // its <summary> (the browser's own "Details" summary stands in for it meanwhile).
    const html = await (await page.request.get("/")).text();
    const cut = html.indexOf('<summary class="mobile-menu__toggle"');
    expect(cut, "the menu's button in the page").toBeGreaterThan(0);
    // The header's parts on a phone: the wordmark and the menu's button.
    const parts = [page.locator(".brand"), page.locator(".mobile-menu")];
    await page.goto("/");
    const whole = await Promise.all(parts.map((part) => part.boundingBox()));
    expect(whole.every((box) => box && box.width > 0)).toBe(true);
    await page.route("/", (route) => route.fulfill({ contentType: "text/html", body: html.slice(0, cut) }));
    await page.goto("/");
    expect(await Promise.all(parts.map((part) => part.boundingBox()))).toEqual(whole);
  });
});

test("FAQ items open independently", async ({ page }) => {
  await page.goto("/faq");
  const items = page.locator("details.faq__item");
  await expect(items).toHaveCount(5);
  await items.nth(0).locator("summary").click();
  await items.nth(2).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(items.nth(1)).not.toHaveAttribute("open", "");
  await expect(items.nth(0).locator("strong").first()).toBeVisible();
});

/**
 * The offer on a wide screen: a card beside the page, not a modal over it. It covers at most a
 * sixth of the screen, the page outside it still takes a click, its heading is in the brand's
 * color, and it shows its last day exactly when the catalogue gives one.
 */
async function expectCardBesideThePage(page: Page, offer: Locator) {
  expect(await offer.evaluate((dialog) => dialog.matches(":modal")), "the offer is modal").toBe(false);
  const box = await offer.boundingBox();
  const screen = page.viewportSize();
  if (!box || !screen) throw new Error("no boxes");
  expect((box.width * box.height) / (screen.width * screen.height), "share of the screen").toBeLessThanOrEqual(1 / 6);
  const outside = await page.evaluate(
    () => document.elementFromPoint(100, window.innerHeight / 2)?.closest("main, header") !== null,
  );
  expect(outside, "the page beside the card takes a click").toBe(true);
  const heading = offer.getByRole("heading", { name: catalogue.offerPopup.title });
  expect(await heading.evaluate((node) => getComputedStyle(node).color)).toBe("rgb(8, 58, 102)");
  const ends = offer.locator(".offer__ends");
  if (catalogue.offerPopup.endsOn) await expect(ends).toContainText(catalogue.offerPopup.endsLabel);
  else await expect(ends).toHaveCount(0);
}

test.describe("the water heater offer", () => {
  test("appears on / after 15 seconds and not again once closed", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrateOnClock(page);
    const offer = page.getByRole("dialog", { name: "Water Heater Special" });
    await runClockTo(page, 14_000);
    await expect(offer).toBeHidden();
    await page.clock.runFor(2_000);
    await expect(offer).toBeVisible();
    await expect(offer).toContainText("$89.99");
    await expectCardBesideThePage(page, offer);
    await page.keyboard.press("Escape");
    await expect(offer).toBeHidden();

    await page.reload();
    await hydrateOnClock(page);
    await page.clock.runFor(60_000);
    await expect(offer).toBeHidden();
  });

  test("never appears on /about-us", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about-us");
    await hydrateOnClock(page);
    await page.clock.runFor(120_000);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("News & Media", () => {
  test("search filters the list and says when nothing matches", async ({ page }) => {
    await page.goto("/archive");
    const cards = page.locator(".article-card");
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(5);
    await page.getByLabel("Search articles").fill("TANKLESS");
    await expect(cards.first()).toContainText(/tankless/i);
    expect(await cards.count()).toBeLessThan(total);
    await page.getByLabel("Search articles").fill("zzzz-no-such-words");
    await expect(page.getByText("No articles match your search")).toBeVisible();
    await expect(
      page.getByText("Try searching with different keywords or clear your search to see all articles."),
    ).toBeVisible();
  });

  test("an unknown article shows Article Not Found with a way back", async ({ page }) => {
    const response = await page.goto("/archive/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to News & Media" }).click();
    await expect(page).toHaveURL(/\/archive$/);
  });

  test("a client-side navigation to an address with nothing there shows the 404 page, or Article Not Found", async ({
    page,
  }) => {
    await page.goto("/water-heater");
    await hydrated(page);
    await page.evaluate(() => {
      window.stillHere = true;
    });
    // As a link to a page since removed would: the router asks for the page's data and finds none.
    await page.evaluate(() => window.__reactRouterDataRouter?.navigate("/no-such-page"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle("404 Page Not Found");
    await page.evaluate(() => window.__reactRouterDataRouter?.navigate("/archive/no-such-article"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    await expect(page).toHaveTitle("Article Not Found");
    await page.getByRole("link", { name: "Back to News & Media" }).click();
    await expect(page).toHaveURL(/\/archive$/);
    expect(await page.evaluate(() => window.stillHere)).toBe(true);
  });

  test("an article page shows its text, and the estimate link goes to the home form", async ({ page }) => {
    await page.goto("/archive");
    await page.locator(".article-card h2 a").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Get Free Estimate" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
  });
});
