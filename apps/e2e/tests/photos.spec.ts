import { loadCatalogue, photoUses } from "@brightwater/content";
import { expect, test } from "@playwright/test";

// How photographs load. That each arrives as AVIF is checked on every page in every-route.spec.ts.
const uses = photoUses(loadCatalogue());

test.use({ viewport: { width: 390, height: 844 } });

test("the home and Greensboro pages carry a photograph in the hero", () => {
  const heroPages = uses.filter((use) => use.slot === "hero").map((use) => use.page);
  expect(heroPages).toContain("/");
  expect(heroPages).toContain("/service-areas/greensboro-nc");
});

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
