import type { Locator, Page } from "@playwright/test";

/**
 * A tap as a person makes it: the element scrolled to, seen (the browser has drawn a frame since
 * the scroll: a section below the first screen is only laid out, and hit, once drawn, and a person
 * cannot aim at what is not yet on the screen), then the mouse pressed and released at its center.
 */
export async function tap(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to tap");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}
