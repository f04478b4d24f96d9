import { loadCatalogue, photoUses } from "@brightwater/content";
import { expect, type Response, test } from "@playwright/test";

// Every page that shows a photograph, from the catalogue itself.
const uses = photoUses(loadCatalogue());
const pagesWithPhotos = [...new Set(uses.map((use) => use.page))];

test.use({ viewport: { width: 390, height: 844 } });

test("the home and Greensboro pages carry a photograph in the hero", () => {
  const heroPages = uses.filter((use) => use.slot === "hero").map((use) => use.page);
  expect(heroPages).toContain("/");
  expect(heroPages).toContain("/service-areas/greensboro-nc");
});

for (const path of pagesWithPhotos) {
  test(`every photograph on ${path} arrives as AVIF in a browser that accepts it`, async ({ page }) => {
    const photoResponses: Response[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/assets/photos/")) photoResponses.push(response);
    });
    await page.goto(path);
    const pictures = page.locator("picture img");
    const count = await pictures.count();
    expect(count).toBe(uses.filter((use) => use.page === path).length);
    for (let index = 0; index < count; index++) {
      const image = pictures.nth(index);
      // Lazy photographs load as they near the viewport, as a visitor scrolls.
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
        .toBe(true);
      expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif$/);
    }
    expect(photoResponses.length).toBeGreaterThanOrEqual(count);
    for (const response of photoResponses) {
      expect(response.url()).toMatch(/\.avif$/);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/avif");
      expect(response.headers()["cache-control"]).toContain("immutable");
    }
  });
}

test("the hero photograph is fetched first and eagerly; the others lazily, each with its size reserved", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.locator(".hero picture img");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  expect(await hero.getAttribute("loading")).toBeNull();

  await page.goto("/about-us");
  const below = page.locator("main section:not(.hero) picture img");
  expect(await below.count()).toBeGreaterThan(0);
  for (const image of await below.all()) {
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
  }
});
