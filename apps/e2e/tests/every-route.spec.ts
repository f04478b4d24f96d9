import {
  loadCatalogue,
  photoUses,
  routeList,
  servicesPath,
  wantsFirstPicture,
  wantsHeroPhoto,
} from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import { expect, type Page } from "@playwright/test";
import { seriousViolations, settled } from "./axe";
import { cspViolations, watchForErrors } from "./page-errors";
import {
  bandButtonsBesideBar,
  clearanceAboveCallBar,
  expectBarBelowFooter,
  expectCompactChrome,
  expectFieldsFullWidth,
  expectOneCallOneRequest,
  expectRequiredFieldsMarked,
  firstReviewTop,
  heroButtonsUnderBar,
  phone,
  photoInFirstScreen,
  pictureInFirstScreen,
  sidewaysScroll,
} from "./phone-checks";
import { test } from "./visitor";

// Every catalogue route, aliases too, loaded once as a visitor on a 390 × 844 phone meets it: the
// real layout, no stand-ins, and every phone check on that one load. Each page must give no
// serious or critical axe violation, one call and one request in the first screen (the call
// bar's, on top; header and bar together at most 120 px, the name in two lines), no sideways scroll
// at 390 or 320 px, and forms that mark their required fields before anything is sent. Service
// pages (the services index and /careers too) open on a photograph; every other page but a legal
// one on a photograph or a drawing; service and city pages show a review within three screens, the
// home page within its first 1,000 px; every page at most 7,000 px long (/about-us 5,000), every
// tel: link at least 44 px tall, no drawing of an empty frame; every photograph arrives as AVIF.
// Desktop widths: accessibility.spec.ts and proof-first.spec.ts.
// Each worker goes from route to route in one tab (visitor.ts).
const catalogue = loadCatalogue();
const routes = [...new Map(routeList(catalogue).map((route) => [route.path, route])).values()];
const pageAt = new Map(catalogue.pages.map((page) => [page.path, page]));
const photosOn = new Map<string, number>();
for (const use of photoUses(catalogue)) photosOn.set(use.page, (photosOn.get(use.page) ?? 0) + 1);

/** What the first screen of a page of this kind must show. */
function firstScreenRule(path: string): "photograph" | "short city page" | undefined {
  const page = pageAt.get(path);
  if (!page) return undefined;
  if (page.layout === "city") return "short city page";
  return wantsHeroPhoto(page) || path === servicesPath || path === "/careers" ? "photograph" : undefined;
}

/** Whether the page's hero carries the homeowner's facts (a hero with points of its own, careers', does not). */
function heroHasTrustFacts(path: string): boolean {
  const hero = pageAt.get(path)?.blocks.find((block) => block.type === "hero");
  return hero?.type === "hero" && !hero.points;
}

/**
 * A photograph at least 120 px tall in the first screen; the homeowner's facts, where the hero has
 * them, above the call bar.
 */
async function expectPhotographFirst(page: Page, path: string) {
  await expect
    .poll(() => photoInFirstScreen(page), { message: "photograph shown in the first screen (px)" })
    .toBeGreaterThanOrEqual(120);
  // The hero's photograph itself: at least 200 px tall across the phone.
  const hero = await page.locator("main .hero picture img").first().boundingBox();
  expect(hero?.height ?? 0, "the hero photograph's height (px)").toBeGreaterThanOrEqual(200);
  // The facts a homeowner checks first whole above the call bar; none under a hero for job seekers.
  const facts = page.locator("main .hero .trust");
  if (!heroHasTrustFacts(path)) {
    await expect(facts, "a homeowner's facts under a hero for someone else").toHaveCount(0);
    return;
  }
  expect(
    await clearanceAboveCallBar(page, "main .hero .trust"),
    "the facts above the call bar (px)",
  ).toBeGreaterThanOrEqual(0);
}

/** At most `limit` px long: a long section folds (its title shows, its words open under it). */
async function expectShort(page: Page, limit: number) {
  const length = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(length, "page length (px)").toBeLessThanOrEqual(limit);
}

/**
 * Every page at most 7,000 px on a phone; the company's story (/about-us) at most 5,000, city
 * pages shorter still where their notes fold.
 */
const lengthLimit = (path: string) => (path === "/about-us" ? 5000 : 7000);

/** A phone number is tapped: every visible tel: link at least 44 px tall. */
async function expectTallPhoneLinks(page: Page) {
  const heights = await page
    .locator('a[href^="tel:"]')
    .evaluateAll((links) =>
      links
        .filter((link) => link.getClientRects().length > 0)
        .map(
          (link) => `${link.closest("[class]")?.className ?? ""}: ${Math.round(link.getBoundingClientRect().height)}`,
        ),
    );
  expect(
    heights.filter((entry) => Number(entry.split(": ").at(-1)) < 44),
    "tel: links under 44 px tall",
  ).toEqual([]);
}

/** No drawing of an empty frame stands in for a photograph the company has not taken yet. */
async function expectNoEmptyFrames(page: Page) {
  const frames = await page.locator('img[src*="/images/awaiting-"]').count();
  expect(frames, "drawings of an empty frame").toBe(0);
}

/** A review a visitor can see starts within the first three screens (2,532 px at 390 × 844). */
async function expectReviewEarly(page: Page) {
  expect(await firstReviewTop(page), "where the first review starts (px from the top)").toBeLessThanOrEqual(
    3 * phone.height,
  );
}

/** A photograph or a drawing at least 120 px tall in the first screen, above the call bar. */
async function expectPictureFirst(page: Page) {
  await expect
    .poll(() => pictureInFirstScreen(page), { message: "photograph or drawing shown in the first screen (px)" })
    .toBeGreaterThanOrEqual(120);
}

/**
 * Each photograph the catalogue puts on the page is shown, fetched as AVIF, cached for good; every
 * photograph the tab fetched for the page was an AVIF (none it had cached from an earlier page).
 * Lazy photographs load as they near the viewport, as a visitor scrolls: the page is scrolled to
 * each in turn, a frame apart, and each is shown once decoded. They load side by side, as they do
 * for a visitor who scrolls on while one is on its way.
 */
async function expectPhotosAsAvif(page: Page, path: string, fetched: string[]) {
  // A folded section's photograph shows once a reader opens it, as they would.
  await page.locator("main details:not([open])").evaluateAll((folds: HTMLDetailsElement[]) => {
    for (const fold of folds) fold.open = true;
  });
  const shown = await page.locator("picture img").evaluateAll(async (images: HTMLImageElement[]) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const decoded: Promise<{ source: string; width: number }>[] = [];
    for (const image of images) {
      image.scrollIntoView({ block: "center", behavior: "instant" });
      await frame();
      const photo = () => ({ source: image.currentSrc, width: image.naturalWidth });
      decoded.push(image.decode().then(photo, photo));
    }
    return Promise.all(decoded);
  });
  expect(shown.length, "photographs on the page").toBe(photosOn.get(path) ?? 0);
  for (const { source, width } of shown) {
    expect(width, `${source} shown (its width in px)`).toBeGreaterThan(0);
    expect(source).toMatch(/\.avif$/);
  }
  // What the server sends for each (the tab's cache may hold it from an earlier page).
  for (const response of await Promise.all(shown.map(({ source }) => page.request.get(source)))) {
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/avif");
    expect(response.headers()["cache-control"]).toContain("immutable");
  }
  for (const url of fetched) expect(url, "a photograph the page fetched").toMatch(/\.avif$/);
}

test("the catalogue has service pages, city pages and photographs to check, each on a route", () => {
  const rules = routes.map((route) => firstScreenRule(route.path));
  expect(rules.filter((rule) => rule === "photograph").length).toBeGreaterThan(1);
  expect(rules.filter((rule) => rule === "short city page").length).toBeGreaterThan(1);
  const paths = new Set(routes.map((route) => route.path));
  expect(photosOn.size).toBeGreaterThan(1);
  for (const path of photosOn.keys()) expect(paths, `${path} shows photographs`).toContain(path);
});

for (const { path, canonicalPath } of routes) {
  // An alias shows its page's own content: the page's checks (axe's run over the whole DOM among
  // them) run once, at its own path.
  const canonical = path === canonicalPath;
  const rule = canonical ? firstScreenRule(path) : undefined;
  // Service and city pages: a review where a homeowner decides. Every page but a legal one: a picture first.
  const entry = pageAt.get(canonicalPath);
  const reviewEarly = entry !== undefined && wantsHeroPhoto(entry);
  const pictureFirst = entry === undefined || wantsFirstPicture(entry);
  test(`${path} on a phone: ${rule ? `${rule} first, ` : ""}${canonical ? "no serious axe violation, " : ""}one call and one request, no sideways scroll, required fields marked`, async ({
    visitor: page,
  }) => {
    // axe walks the whole DOM in the page's main thread: seconds alone, far more on a busy machine.
    test.setTimeout(120_000);
    const fetched: string[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/assets/photos/")) fetched.push(response.url());
    });
    // The page runs under its Content-Security-Policy with no error in its console.
    const errors = watchForErrors(page);
    await page.setViewportSize(phone);
    await page.goto(path);
    await settled(page);
    expect(await cspViolations(page), "Content-Security-Policy violations").toEqual([]);
    expect(errors, "console errors").toEqual([]);
    // The first screen as the visitor first sees it, before anything scrolls.
    if (rule === "photograph") await expectPhotographFirst(page, path);
    if (pictureFirst) await expectPictureFirst(page);
    if (canonical) await expectShort(page, lengthLimit(path));
    if (reviewEarly) await expectReviewEarly(page);
    // The home page's first review within its first 1,000 px, under the headline.
    if (path === "/") expect(await firstReviewTop(page), "the home page's first review (px)").toBeLessThan(1000);
    if (canonical) expect(await seriousViolations(page), `axe on ${path} at phone width`).toEqual([]);
    expect(await sidewaysScroll(page), "sideways scroll at 390 px").toBe(0);
    await expectTallPhoneLinks(page);
    await expectNoEmptyFrames(page);
    // A decluttered first screen: small fixed chrome, the name in two lines at most, one call and
    // one request (the bar's), and no hero button under the bar.
    await expectCompactChrome(page);
    await expectOneCallOneRequest(page, catalogue, canonicalPath);
    expect(await heroButtonsUnderBar(page), "hero buttons under the call bar").toEqual([]);
    expect(await bandButtonsBesideBar(page), "a lower band's buttons the bar repeats").toEqual([]);
    await expectRequiredFieldsMarked(page, catalogue);
    await expectFieldsFullWidth(page);
    if (canonical) await expectPhotosAsAvif(page, path, fetched);
    await expectBarBelowFooter(page);

    // The narrowest phone in use: the same page laid out again at 320 px.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect.poll(() => sidewaysScroll(page), "sideways scroll at 320 px").toBe(0);
    expect(
      (await page.getByTestId("call-bar").boundingBox())?.height,
      "the call bar's height at 320 px",
    ).toBeLessThanOrEqual(72);
  });
}

// Pages outside the catalogue a visitor can still reach: the 404 page and the inbox's sign-in
// page (the test server has an inbox password).
for (const path of ["/no-such-page", adminPagePath]) {
  test(`${path} has no serious or critical axe violations at phone width`, async ({ visitor: page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    await page.goto(path);
    await settled(page);
    if (path !== adminPagePath) await expectPictureFirst(page);
    expect(await seriousViolations(page), `axe on ${path} at phone width`).toEqual([]);
  });
}
