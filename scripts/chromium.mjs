// Debian's Chromium, for the browser tests and Lighthouse: never a browser a tool downloads.
/** The browser binary; CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
