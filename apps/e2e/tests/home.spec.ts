import { loadCatalogue } from "@brightwater/content";
import { expect } from "@playwright/test";
import { hydrated } from "./hydrate";
import { test } from "./visitor";

// The home form itself is covered with every other variant in forms.spec.ts.
const catalogue = loadCatalogue();

test("the home page's HTML holds the heading and the services before any script runs", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The headline says where and what: the company's town and its emergency line's hours.
  const headline = html.match(/<h1>([^<]+)<\/h1>/)?.[1] ?? "";
  expect(headline).toContain(catalogue.business.address.city);
  expect(headline).toContain(catalogue.business.hours.emergency);
  expect(html).toContain('id="services"');
  expect(html).toContain("Our Professional Services");
  expect(html).toContain('href="/drain-cleaning"');
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('<link rel="canonical"');
});

test("an unknown path answers 404 with the 404 page", async ({ visitor: page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 Page Not Found");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  await expect(page.locator("main a[href^='tel:']")).toBeVisible();
});

test("the 404 page's label is a short tag above the heading, in the catalogue's words", async ({ visitor: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/this-page-does-not-exist");
  const label = page.locator("main .hero__eyebrow");
  await expect(label).toHaveText("Error 404");
  const [labelBox, headingBox] = await Promise.all([
    label.boundingBox(),
    page.getByRole("heading", { level: 1 }).boundingBox(),
  ]);
  if (!labelBox || !headingBox) throw new Error("no boxes");
  // As wide as its words, not a bar across the page.
  expect(labelBox.width).toBeLessThan(160);
  expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(headingBox.y);
});

test("an internal link navigates without a full page load", async ({ visitor: page }) => {
  await page.goto("/");
  // Before hydration the link is a plain link and loads the page in full, as it should.
  await hydrated(page);
  await page.evaluate(() => {
    window.stillHere = true;
  });
  await page.locator("#services a[href='/water-heater']").click();
  await expect(page).toHaveURL(/\/water-heater$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Water Heater Repair & Replacement");
  expect(await page.evaluate(() => window.stillHere)).toBe(true);
});
