// `npm test`: install, build, then every check of every workspace through turbo (type checks,
// lint, unit and API tests, browser tests, page-weight budgets), and one line totalling the tests
// of all runners.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { install, turbo } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;
const workspaces = ["apps", "packages"].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return;
  console.log(`Chromium is missing at ${path}: installing Debian's chromium package (apt-get)…`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (args) => spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: "inherit" });
  run(["apt-get", "update"]);
  const result = run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"]);
  if (result.status !== 0 || !existsSync(path)) {
    console.error("Could not install Chromium; the browser tests need it.");
    process.exit(1);
  }
}

/** Passed and failed counts from the JSON reports vitest and Playwright wrote. */
function totals() {
  let passed = 0;
  let failed = 0;
  for (const workspace of workspaces) {
    const vitest = join(workspace, "test-results/vitest.json");
    if (existsSync(vitest)) {
      const report = JSON.parse(readFileSync(vitest, "utf8"));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    }
    const playwright = join(workspace, "test-results/playwright.json");
    if (existsSync(playwright)) {
      const { stats } = JSON.parse(readFileSync(playwright, "utf8"));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
    }
  }
  return { passed, failed };
}

ensureChromium();
install();
for (const workspace of workspaces) rmSync(join(workspace, "test-results"), { recursive: true, force: true });
// `budget` checks the weight of every built page (apps/web/scripts/budget.ts) and fails over budget.
const status = turbo(["run", "build", "typecheck", "lint", "lint:root", "test", "budget", "--continue"], {
  allowFailure: true,
});
const { passed, failed } = totals();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status !== 0 ? status : failed > 0 ? 1 : 0);
