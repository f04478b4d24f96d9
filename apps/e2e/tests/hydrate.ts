import { expect, type Page } from "@playwright/test";

// The page's script starts after the load event and the visitor's first act (see
// apps/web/scripts/defer-hydration.ts), so a test that needs React in charge (client navigation,
// the enhanced forms, timed popups) acts as a visitor would, with a key (Shift, which types
// nothing), and waits here.

/** The visitor's first act, which starts the page's script: a key that types nothing. */
export async function act(page: Page) {
  await page.keyboard.press("Shift");
}

/** React has hydrated the page, and the start-up script has laid out its sections. */
const live = "html[data-hydrated][data-laid-out]";

/**
 * Acts (a key), then waits until React has hydrated the page and its sections below the first
 * screen are laid out (one a frame from the hero's paint: apps/web/scripts/defer-hydration.ts), so
 * nothing below moves.
 */
export async function hydrated(page: Page) {
  await act(page);
  await expect(page.locator(live)).toBeAttached();
}

/**
 * With the browser clock installed, React's own timers wait for it: advance until the page is live.
 * The page's script still arrives in real time, which a busy machine stretches: each step of the
 * browser's clock waits a real moment too, for up to 30 s.
 */
export async function hydrateOnClock(page: Page) {
  await act(page);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await page.locator(live).count()) > 0) return;
    await page.clock.runFor(50);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the page did not hydrate within 30 s");
}
