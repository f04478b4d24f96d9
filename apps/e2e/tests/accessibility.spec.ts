import { loadCatalogue } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import { expect, test } from "@playwright/test";
import { seriousViolations, settled } from "./axe";
import { pagesCoveringEveryShape } from "./layouts";
import { test as visiting } from "./visitor";

// axe at desktop width on a few pages that together show every block in every arrangement it takes
// (a block lays out by its type, its settings and the page layout around it, not by its words),
// the 404 page and the inbox's sign-in page. Every route is checked at phone width in
// every-route.spec.ts.
const catalogue = loadCatalogue();
const paths = [...pagesCoveringEveryShape(catalogue), "/no-such-page", adminPagePath];

const desktop = { width: 1280, height: 900 };

for (const path of paths) {
  visiting(`${path} has no serious or critical axe violations at desktop width`, async ({ visitor: page }) => {
    // axe walks the whole DOM in the page's main thread: seconds alone, far more on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    await page.goto(path);
    await settled(page);
    expect(await seriousViolations(page), `${path} at desktop width`).toEqual([]);
    if (path === adminPagePath) return;
    // The lockup's two parts (the name's first word, then the rest) each on one line beside the
    // header's call button, which shows the number.
    for (const part of [".brand__lead", ".brand__rest"]) {
      const lines = await page
        .locator(part)
        .evaluate((node) =>
          Math.round(node.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(node).lineHeight)),
        );
      expect(lines, `lines of ${part}`).toBe(1);
    }
    await expect(page.locator(".site-header__call")).toContainText(catalogue.business.phone.display);
  });
}

test("axe names a serious violation on a page made to have one", async ({ page }) => {
  // The check above reports only violations (for speed); this shows it still finds them.
  await page.setContent(
    '<!DOCTYPE html><html lang="en"><head><title>Check</title></head><body><main><img src="/favicon.svg"><p style="color:#eee;background:#fff">Faint</p></main></body></html>',
  );
  const rules = (await seriousViolations(page)).map((violation) => violation.rule);
  expect(rules).toEqual(expect.arrayContaining(["color-contrast", "image-alt"]));
});

visiting(
  "axe finds a violation made in a page of the worker's tab, where each document loads it",
  async ({ visitor: page }) => {
    await page.goto("/no-such-page");
    await settled(page);
    await page.locator("main").evaluate((main) => main.append(document.createElement("img")));
    const rules = (await seriousViolations(page)).map((violation) => violation.rule);
    expect(rules).toEqual(["image-alt"]);
  },
);

test("the pages checked at desktop width show every block shape, each page adding one", () => {
  // A catalogue of its own: two pages alike but for their words, and one with a block set otherwise.
  const page = (path: string, blocks: object[], layout?: string) => ({ path, blocks, layout });
  const hero = { type: "hero", title: "A", image: { src: "a.jpg" } };
  const catalogue = {
    pages: [
      page("/a", [hero, { type: "richText", markdown: "a" }]),
      page("/b", [
        { ...hero, title: "B" },
        { type: "richText", markdown: "b" },
      ]),
      page("/c", [hero, { type: "cardGrid", layout: "list", columns: 2 }]),
      page("/town", [hero], "city"),
    ],
  } as unknown as Parameters<typeof pagesCoveringEveryShape>[0];
  expect(pagesCoveringEveryShape(catalogue).sort()).toEqual(["/a", "/c", "/town"]);
});
