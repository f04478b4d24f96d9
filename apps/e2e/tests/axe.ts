import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { hydrated } from "./hydrate";

/** The page as people use it: hydrated and laid out, with its forms upgraded once they have loaded. */
export async function settled(page: Page) {
  await hydrated(page, { without: "form[data-enhanced='false']" });
}

/**
 * Each serious or critical axe violation on the page as it stands, with up to five of its nodes.
 * Only violations are collected: gathering every rule's passing nodes as well made axe take 1.5 to 2
 * times as long on our pages. Axe runs in the page itself ("legacy mode"): the default opens a second,
 * blank page to merge each frame's results, which took 3 times as long (1.7 s against 0.5 s on the
 * home page). What legacy mode leaves out is the inside of cross-origin frames; our only frame is the
 * map from google.com, which is not ours to check (its element and title still are).
 */
export async function seriousViolations(page: Page) {
  // A tab that loads axe into each document (tests/visitor.ts) is not sent it again.
  const loaded = await page.evaluate(() => "axe" in window);
  const { violations } = await new AxeBuilder({ page, ...(loaded ? { axeSource: ";" } : {}) })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
    }));
}
