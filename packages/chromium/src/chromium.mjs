// Debian's Chromium, for the browser tests and Lighthouse: never a browser a tool downloads.
/** The full browser, for Lighthouse and screenshots (what a phone's Chrome is judged against); CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium without the full
 * browser's windowing): the browser tests' Chromium. The whole browser suite took 285 CPU-seconds
 * in it against 481 in the full browser, every test passing in both.
 * CHROMIUM_HEADLESS_SHELL_PATH names another.
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** Headless Chromium on a closed network: without these it floods the network with connections it cannot make. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
