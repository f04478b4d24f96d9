import AxeBuilder from "@axe-core/playwright";
import { loadCatalogue, routeList } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import { expect, type Page, test } from "@playwright/test";

// Every page a visitor can reach: each catalogue route (aliases too), the 404 page and the inbox's
// sign-in page (the test server has an inbox password).
const paths = [...new Set(routeList(loadCatalogue()).map((route) => route.path)), "/no-such-page", adminPagePath];

const widths = [
  { name: "mobile", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
];

/** The page as people use it: hydrated, and with its forms upgraded once they have loaded. */
async function settle(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.locator("form[data-enhanced='false']")).toHaveCount(0);
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
    }));
}

for (const path of paths) {
  for (const { name, viewport } of widths) {
    test(`${path} has no serious or critical axe violations at ${name} width`, async ({ page }) => {
      // axe walks the whole DOM in the page's main thread: seconds alone, far more on a busy machine.
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.goto(path);
      await settle(page);
      expect(await seriousViolations(page), `${path} at ${name} width`).toEqual([]);
    });
  }
}
