import { join } from "node:path";
import { browserPaths, chromiumFlags } from "@brightwater/chromium";
import { defineConfig } from "@playwright/test";
import { newRunFolder } from "./global-teardown";

// The production server, started fresh on a throwaway database for each run. Tests read the
// database file directly to check what was stored.
const port = Number(process.env.E2E_PORT ?? 4310);
process.env.E2E_DATABASE_PATH ??= join(newRunFolder(), "site.db");
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The files that hold one worker longest: tests run in order (`mode: "serial"`) around a server or
 * a publish of their own, and the README's clean clone.
 */
const longFiles = [
  "**/publish-pull.spec.ts",
  "**/publish.spec.ts",
  "**/dev-reload.spec.ts",
  "**/inbox-phone.spec.ts",
  "**/booking-phone.spec.ts",
  "**/readme-commands.spec.ts",
  "**/catalogue-lifecycle.spec.ts",
];
/** The lead inbox password of the test server. */
export const adminPassword = "e2e-inbox-password";

export default defineConfig({
  testDir: "tests",
  // Removes the throwaway database's folder made above.
  globalTeardown: "./global-teardown.ts",
  outputDir: "test-results/artifacts",
  fullyParallel: true,
  // Four on two cores: a test waits (page loads, the page going live, the publish timer) about as
  // much as it computes, and two workers left a core idle (decision 032). In `npm test` every
  // other check runs beside them at a lower priority: a fourth worker gives the browser tests, the
  // longest task, a larger share of the cores (docs/performance.md).
  workers: 4,
  retries: 0,
  // Sized for a busy 2-core machine: the server, four Chromium workers and the other workspaces'
  // tasks share the cores, so a page can take many times longer to load and hydrate than alone.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  // A free worker takes the next test in order, project by project. The files that hold a worker
  // longest (much of it waiting on a timer) go first, so the last minute is never one of them
  // running alone while the other workers stand idle.
  projects: [
    { name: "long", testMatch: longFiles },
    { name: "pages", testIgnore: longFiles },
  ],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      // Debian's Chromium headless shell; never a downloaded browser.
      executablePath: browserPaths(process.env).headlessShellPath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: "node ../api/dist/server.js",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      WEB_BUILD_DIR: "../web/build",
      LOG_LEVEL: "warn",
      SITE_ORIGIN: baseURL,
      ADMIN_PASSWORD: adminPassword,
      // Every test posts from 127.0.0.1; the limit itself is covered by the API tests.
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      // Several tests sign in to the inbox within a minute, all from 127.0.0.1; the per-address
      // sign-in limit is covered by the API tests (session.test.ts).
      ADMIN_SIGN_IN_PER_MINUTE: "1000",
      // Four workers' browsers (six connections a tab) and request contexts all connect from
      // 127.0.0.1, more than one visitor's share: a connection over the cap was closed as it opened
      // (ECONNRESET). The per-address cap is covered by the API tests (connection-cap.test.ts).
      HTTP_MAX_CONNECTIONS_PER_IP: "1000",
      // The tests are clients on loopback, not a proxy: what they claim in X-Forwarded-* is not trusted.
      TRUST_PROXY: "none",
    },
  },
});
