import { loadCatalogue, routeList } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import { expect, test } from "@playwright/test";
import { seriousViolations, settled } from "./axe";
import {
  expectBarBelowFooter,
  expectCallLinksOnTop,
  expectRequiredFieldsMarked,
  phone,
  sidewaysScroll,
} from "./phone-checks";

// Every catalogue route, aliases too, loaded once as a visitor on a phone meets it: the real
// layout, no stand-ins. Each must give no serious or critical axe violation, a way to call on
// top of the first screen, no sideways scroll at 390 or 320 px, and forms that mark their
// required fields before anything is sent. Desktop widths: accessibility.spec.ts.
const catalogue = loadCatalogue();
const paths = [...new Set(routeList(catalogue).map((route) => route.path))];

for (const path of paths) {
  test(`${path} on a phone: no serious axe violation, call links on top, no sideways scroll, required fields marked`, async ({
    page,
  }) => {
    // axe walks the whole DOM in the page's main thread: seconds alone, far more on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    await page.goto(path);
    await settled(page);
    expect(await seriousViolations(page), `axe on ${path} at phone width`).toEqual([]);
    expect(await sidewaysScroll(page), "sideways scroll at 390 px").toBe(0);
    await expectCallLinksOnTop(page, catalogue);
    await expectRequiredFieldsMarked(page, catalogue);
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
  test(`${path} has no serious or critical axe violations at phone width`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    await page.goto(path);
    await settled(page);
    expect(await seriousViolations(page), `axe on ${path} at phone width`).toEqual([]);
  });
}
