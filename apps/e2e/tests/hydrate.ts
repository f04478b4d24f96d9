import type { Page } from "@playwright/test";

// The page goes live by itself once it is painted and laid out, in the browser's first idle moment
// half a second after the visitor's last tap or key (apps/web/scripts/defer-hydration, decision
// 040), so a test that needs React in charge (client navigation, the enhanced forms, timed popups)
// waits here.

/** A visitor's key that types nothing (Shift): an act, which the page's going live waits to follow. */
export async function act(page: Page) {
  await page.keyboard.press("Shift");
}

/** React has hydrated the page, and the start-up script has laid out its sections. */
const live = "html[data-hydrated][data-laid-out]";

/**
 * Waits until React has hydrated the page and its sections below the first screen are laid out
 * (one a frame from the hero's paint: apps/web/scripts/defer-hydration.ts), so nothing below moves.
 * With `without`, also until nothing on the page matches it. Checked each frame, not at a matcher's
 * growing intervals (up to a second apart): the test goes on the moment the page is live, as a
 * visitor's next tap would.
 */
export async function hydrated(page: Page, { without }: { without?: string } = {}) {
  await page
    .waitForFunction(
      ([selector, gone]) =>
        document.querySelector(selector) !== null && (!gone || document.querySelector(gone) === null),
      [live, without ?? ""] as const,
      { timeout: 15_000 },
    )
    .catch((error: Error) => {
      throw new Error(`the page did not go live (${live}${without ? `, no ${without}` : ""}): ${error.message}`);
    });
}

/**
 * With the browser clock installed, React's own timers wait for it: advance until the page is live.
 * The page's script still arrives in real time, which a busy machine stretches: each step of the
 * browser's clock waits a real moment too, for up to 30 s.
 */
export async function hydrateOnClock(page: Page) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await page.locator(live).count()) > 0) return;
    await page.clock.runFor(50);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the page did not hydrate within 30 s");
}

/**
 * Runs the browser's clock on to `ms` after the page's arrival, which is where the page's timers
 * count from (the offer's among them): going live on the clock (hydrateOnClock) took some of it,
 * more on a busy machine.
 */
export async function runClockTo(page: Page, ms: number) {
  const now = await page.evaluate(() => performance.now());
  if (now > ms) throw new Error(`going live took ${Math.round(now)} ms of the browser's clock, past ${ms} ms`);
  await page.clock.runFor(ms - now);
}
