import type { Page } from "@playwright/test";

/** Console errors and Content-Security-Policy violations while `page` is in use. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** Records each Content-Security-Policy violation the page reports, from its first script on. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI || "inline"}`);
    });
  });
}

/** The violations recorded so far. */
export const cspViolations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);
