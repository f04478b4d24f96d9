// Debian's Chromium, for the browser tests and Lighthouse: never a browser a tool downloads. Like
// every package, this one reads no environment: the command that uses it passes its own.

/**
 * Where the two browsers are, in `env` (the calling command's environment).
 * - `chromiumPath`: the full browser, for Lighthouse and screenshots (what a phone's Chrome is
 *   judged against); CHROMIUM_PATH names another.
 * - `headlessShellPath`: Debian's headless shell (package chromium-headless-shell, the same
 *   Chromium without the full browser's windowing), the browser tests' Chromium. The whole browser
 *   suite took 285 CPU-seconds in it against 481 in the full browser, every test passing in both.
 *   CHROMIUM_HEADLESS_SHELL_PATH names another.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function browserPaths(env) {
  return {
    chromiumPath: env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headlessShellPath: env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
  };
}

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
