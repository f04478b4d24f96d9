import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, type Page } from "@playwright/test";
import { recordCspViolations } from "./page-errors";

/** axe-core, minified: the tab's every document has it from its start (tests/axe.ts). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

// As a visitor browses the site from page to page, a worker that checks page after page (every
// route, the layouts at desktop width) goes from one to the next in one tab, its cookies and storage
// cleared before each, as a first visit. A tab of its own per page made a browser context, a page
// process and a cold script cache each time: a sixth of every-route's processor time, for nothing
// the checks look at.
export const test = base.extend<{ visitor: Page }, { tab: Page }>({
  tab: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      // The page runs under its Content-Security-Policy: each document records any violation.
      await recordCspViolations(tab);
      // Sent to the browser once, not with each check: 1.5 MB twice a check cost more than axe's run.
      await tab.addInitScript({ content: axeSource });
      await use(tab);
      await context.close();
    },
    { scope: "worker" },
  ],
  /** The worker's tab, as a first visit, at the test's viewport (the `viewport` option). */
  visitor: async ({ tab, viewport }, use) => {
    if (viewport) await tab.setViewportSize(viewport);
    if (tab.url().startsWith("http"))
      await tab.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await tab.context().clearCookies();
    await use(tab);
    for (const event of ["console", "pageerror", "response"] as const) tab.removeAllListeners(event);
  },
});
