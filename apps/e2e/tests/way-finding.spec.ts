import { loadCatalogue } from "@brightwater/content";
import { expect } from "@playwright/test";
import { test } from "./visitor";

// Links that say where they lead, and a 404 page that leads somewhere: read in the page's main
// part, where the header's and footer's links do not count.
const { navigation } = loadCatalogue();

test("the 404 page offers the main services, the call and the towns, in the catalogue's words", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  const main = page.locator("main");
  const links = await main
    .locator("a[href^='/']")
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute("href") ?? "", text: anchor.textContent?.trim() ?? "" })),
    );
  const intoTheSite = links.filter((link) => link.href !== "/");
  expect(intoTheSite.length, JSON.stringify(links)).toBeGreaterThanOrEqual(3);
  expect(intoTheSite).toEqual(
    expect.arrayContaining(navigation.ui.notFound.links.map(({ label, href }) => ({ href, text: label }))),
  );
  expect(intoTheSite.map((link) => link.href)).toContain("/service-areas");
  await expect(main.locator("a[href^='tel:']")).toBeVisible();
  // Each leads to a page that is there.
  for (const { href } of intoTheSite) expect((await request.get(href)).status(), href).toBe(200);
});

test("/services names where each link leads: no Learn More, no link text used for two places", async ({
  visitor: page,
}) => {
  await page.goto("/services");
  // The words a person sees on each link (a screen reader's extra words, visually hidden, apart).
  const links = await page.locator("main a").evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const seen = anchor.cloneNode(true) as HTMLElement;
      for (const hidden of seen.querySelectorAll(".visually-hidden")) hidden.remove();
      return { href: anchor.getAttribute("href") ?? "", text: seen.textContent?.trim() ?? "" };
    }),
  );
  expect(links.length).toBeGreaterThan(10);
  expect(links.filter((link) => /^learn more$/i.test(link.text))).toEqual([]);
  const placesByText = new Map<string, Set<string>>();
  for (const { href, text } of links) placesByText.set(text, (placesByText.get(text) ?? new Set()).add(href));
  const ambiguous = [...placesByText].filter(([, places]) => places.size > 1).map(([text]) => text);
  expect(ambiguous).toEqual([]);
});
