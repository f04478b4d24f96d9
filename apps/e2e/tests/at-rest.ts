import type { Page } from "@playwright/test";

/** Animation frames in a row without a scroll that count as a page at rest. */
const stillFrames = 10;

/**
 * Waits until the page has stopped scrolling, as a person waits for a page to stop moving before
 * pressing something on it. Counted in frames, not time, so a busy machine only makes it slower.
 * Needed before a test scrolls by script: Chromium adds what remains of a glide still running
 * (the site scrolls smoothly) after a script's instant scroll, so a box read just after the
 * instant scroll can be tens of pixels off by the time the mouse goes down.
 */
export async function untilAtRest(page: Page) {
  await page.evaluate(
    (needed) =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= needed) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    stillFrames,
  );
}
