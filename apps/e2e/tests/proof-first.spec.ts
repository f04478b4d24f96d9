import { loadCatalogue, servicesPath, wantsHeroPhoto } from "@brightwater/content";
import { expect } from "@playwright/test";
import { firstReviewTop } from "./phone-checks";
import { test } from "./visitor";

// Where a homeowner compares and decides (service, city, city-service and promo pages, and
// /services), a review starts in the first screen of a desktop at 1280 × 900, as the page first
// lays out: the hero quotes one beside the headline. Every such page of the catalogue, in one tab;
// nothing here waits for the page's script, which moves nothing in the hero. A phone's first
// review: every-route.spec.ts.
const catalogue = loadCatalogue();
const deciding = catalogue.pages
  .filter((page) => !page.draft && (wantsHeroPhoto(page) || page.path === servicesPath))
  .map((page) => page.path);

test("the catalogue has pages where a homeowner decides", () => {
  expect(deciding).toContain(servicesPath);
  expect(deciding.length).toBeGreaterThan(5);
});

test("a review starts in the first screen at 1280 × 900 on every page where a homeowner decides", async ({
  visitor: page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const late: string[] = [];
  for (const path of deciding) {
    await page.goto(path);
    // At least three lines of the review above the fold, not its first pixel.
    const top = await firstReviewTop(page);
    if (!(top <= 900 - 120)) late.push(`${path}: ${top} px`);
  }
  expect(late, "pages whose first review starts below the first screen").toEqual([]);
});
