// `npm test`: install, build, then every check of every workspace through turbo (type checks,
// lint, unit and API tests, browser tests, page-weight budgets), and one line totalling the tests
// of all runners.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { ensureDebianPackages } from "./debian.mjs";
import { installForAll, turboInBackground } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;
// Every workspace writes its test reports to its own test-results (the scripts' tests included).
const workspaces = [
  join(root, "scripts"),
  ...["apps", "packages"].flatMap((group) => readdirSync(join(root, group)).map((name) => join(root, group, name))),
];

/**
 * Debian's Chromium (Lighthouse) and its headless shell (the browser tests), installed when missing.
 * @param {string} chromiumPath
 * @param {string} headlessShellPath
 */
function ensureChromium(chromiumPath, headlessShellPath) {
  /** @type {[string, string][]} */
  const wanted = [
    [chromiumPath, "chromium"],
    [headlessShellPath, "chromium-headless-shell"],
  ];
  const missing = wanted.filter(([path]) => !existsSync(path));
  const present = () => wanted.every(([path]) => existsSync(path));
  if (
    !ensureDebianPackages(
      missing.map(([, name]) => name),
      present,
      `Missing ${missing.map(([path]) => path).join(" and ")}`,
    )
  ) {
    console.error("Could not install Chromium; the browser tests need it.");
    process.exit(1);
  }
}

/** Java for the Nu HTML Checker (apps/web's html-check test); Debian's headless runtime when missing. */
function ensureJava() {
  const present = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
  if (!ensureDebianPackages(["default-jre-headless"], present, "Java is missing")) {
    console.error("Could not install Java; the HTML check of the built pages needs it.");
    process.exit(1);
  }
}

/**
 * @typedef {{ duration: number }} PlaywrightResult
 * @typedef {{ file: string; tests: { results: PlaywrightResult[] }[] }} PlaywrightSpec
 * @typedef {{ specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ file: string; ms: number }} FileTime
 */

/**
 * Durations of every result in a Playwright suite tree, by spec file.
 * @param {PlaywrightSuite[] | undefined} suites
 * @param {Map<string, number>} times
 */
function playwrightFileTimes(suites, times) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      times.set(spec.file, (times.get(spec.file) ?? 0) + ms);
    }
    playwrightFileTimes(suite.suites, times);
  }
}

/** Passed and failed counts from the JSON reports vitest and Playwright wrote, and each test file's time. */
function totals() {
  let passed = 0;
  let failed = 0;
  /** @type {FileTime[]} */
  const files = [];
  for (const workspace of workspaces) {
    const name = relative(root, workspace);
    const vitest = join(workspace, "test-results/vitest.json");
    if (existsSync(vitest)) {
      /** @type {{ numPassedTests: number; numFailedTests: number }} */
      const report = JSON.parse(readFileSync(vitest, "utf8"));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    }
    // Each file's own time, hooks included (packages/test-times).
    const fileTimes = join(workspace, "test-results/file-times.json");
    if (existsSync(fileTimes))
      for (const { file, ms } of /** @type {FileTime[]} */ (JSON.parse(readFileSync(fileTimes, "utf8"))))
        files.push({ file: relative(root, file), ms });
    const playwright = join(workspace, "test-results/playwright.json");
    if (existsSync(playwright)) {
      /** @type {{ stats: { expected: number; flaky: number; unexpected: number }; suites: PlaywrightSuite[] }} */
      const report = JSON.parse(readFileSync(playwright, "utf8"));
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      /** @type {Map<string, number>} */
      const times = new Map();
      playwrightFileTimes(report.suites, times);
      // Browser tests run on several workers: the figure is the time spent in the file's tests.
      for (const [file, ms] of times) files.push({ file: join(name, "tests", file), ms });
    }
  }
  return { passed, failed, files };
}

/**
 * The ten slowest test files, so a test drifting towards its timeout is seen before it fails.
 * @param {FileTime[]} files
 */
function printSlowest(files) {
  const slowest = files.sort((a, b) => b.ms - a.ms).slice(0, 10);
  if (slowest.length === 0) return;
  console.log("\nSlowest test files:");
  for (const { file, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

/**
 * What the run left in the system's temporary directory, counted by name without its random
 * ending. Every test removes what it makes, failing or not; a name of the tests' own helpers
 * (`brightwater-*`, `catalogue-*`) left behind fails the run.
 * @param {Set<string>} before the directory's entries when the run began
 */
function checkLeftBehind(before) {
  const left = readdirSync(tmpdir()).filter((name) => !before.has(name));
  /** @type {Map<string, number>} */
  const kinds = new Map();
  for (const name of left) {
    const kind = name.replace(/-[^-]*$/, "-*");
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const listed = [...kinds].map(([kind, count]) => `${kind} ${count}`).join(", ");
  console.log(`Left in ${tmpdir()}: ${left.length}${listed ? ` (${listed})` : ""}`);
  return left.filter((name) => /^(brightwater|catalogue)-/.test(name)).length;
}

const tempBefore = new Set(readdirSync(tmpdir()));
// The tasks below start the checkout's binaries while others run: none of them installs again.
installForAll();
// The browsers' paths, by the workspace that names them (installed just above).
const { chromiumPath, headlessShellPath } = (await import("@brightwater/chromium")).browserPaths(process.env);
ensureChromium(chromiumPath, headlessShellPath);
ensureJava();
for (const workspace of workspaces) rmSync(join(workspace, "test-results"), { recursive: true, force: true });
// The browser tests are the longest task, and they wait for the site's build: that chain runs at
// normal priority, and every other check beside it at a lower one (nice 5: a third of the CPU the
// chain gets when both want it, so no test beside it starves), using the cores the chain leaves
// idle. Two turbo runs never share a task: the checks that need a build start once the builds are
// done (a later run finds them in turbo's cache, files untouched).
// `budget` checks the weight of every built page (apps/web/scripts/budget.ts) and fails over budget.
const low = { niceness: 5 };
/**
 * Runs turbo with each argument list in turn; resolves to their exit statuses.
 * @param {string[][]} runs
 * @param {{ niceness?: number }} [options]
 */
async function inTurn(runs, options) {
  const statuses = [];
  for (const args of runs) statuses.push(await turboInBackground(["run", ...args, "--continue"], options));
  return statuses;
}
const needNoBuild = [
  "--filter=@brightwater/contracts",
  "--filter=@brightwater/content",
  "--filter=@brightwater/import-circles",
  "--filter=@brightwater/renderer",
  "--filter=@brightwater/scripts",
];
const withoutBuilds = inTurn(
  [
    ["lint", "lint:root"],
    ["typecheck", "test", ...needNoBuild],
  ],
  low,
);
const built = await inTurn([["build"]]);
const statuses = await Promise.all([
  inTurn([["test", "--filter=@brightwater/e2e"]]),
  inTurn([["typecheck", "test", "budget", "--filter=@brightwater/api", "--filter=@brightwater/web"]], low),
  inTurn([["typecheck", "--filter=@brightwater/e2e"]], low),
  withoutBuilds,
]);
const status = [built, ...statuses].flat().find((code) => code !== 0) ?? 0;
const { passed, failed, files } = totals();
printSlowest(files);
const ownLeft = checkLeftBehind(tempBefore);
console.log(`\n${passed} passed, ${failed} failed`);
if (ownLeft > 0) console.error(`${ownLeft} temporary folder(s) of the tests' own were left behind (named above)`);
process.exit(status !== 0 ? status : failed > 0 || ownLeft > 0 ? 1 : 0);
