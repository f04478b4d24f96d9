// `npm run first-acts`: Interaction to Next Paint at a visitor's first acts, on a phone (390 x 844,
// 4x CPU slowdown), on one page of every type, against each page's static copy measured in the
// same round (scripts/perf/first-acts.mjs, decision 040). Three interleaved rounds; each page is
// judged by the median of its rounds: at most 100 ms over its static copy's median, or exit 1.
//
//   npm run first-acts                      build (turbo, cached), then measure
//   npm run first-acts -- --skip-build      measure the current build
//   npm run first-acts -- / /faq            the pages named
//   npm run first-acts -- --after           the same acts after a scroll and 3 s, for comparison
//   FIRST_ACTS_RUNS=5 npm run first-acts    five rounds
//   FIRST_ACTS_VERBOSE=1 npm run first-acts  also each run's three longest events, and what each was
import { loadavg } from "node:os";
import { browserPaths, chromiumFlags } from "@brightwater/chromium";
import { chromium } from "@playwright/test";
import { formSelector, interactionToNextPaint, noteEventTimings, staticCopy, twoFrames } from "./perf/first-acts.mjs";
import { median } from "./perf/lighthouse-rounds.mjs";
import { startProductionServer } from "./perf/local-server.mjs";
import { turbo } from "./pnpm.mjs";

const { chromiumPath } = browserPaths(process.env);

/** One page of each type that a visitor acts on. */
const pageTypes = {
  home: "/",
  service: "/drain-cleaning",
  city: "/service-areas/kernersville-nc",
  "city-service": "/kernersville-drain-cleaning",
  promo: "/water-heater-service",
  careers: "/careers",
  article: "/archive/tank-vs-tankless-water-heater",
};
const overReferenceMs = 100;
const rounds = Number(process.env.FIRST_ACTS_RUNS ?? 3);
const after = process.argv.includes("--after");
const named = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
/** @type {Record<string, string>} */
const pages = named.length > 0 ? Object.fromEntries(named.map((path) => [path, path])) : pageTypes;

if (!process.argv.includes("--skip-build")) {
  turbo(["run", "build", "--filter=@brightwater/api", "--filter=@brightwater/web", "--output-logs=errors-only"]);
}

/**
 * Taps as a person does: scrolled to, a frame drawn, the mouse pressed and released at the center.
 * @param {import("@playwright/test").Page} page
 * @param {import("@playwright/test").Locator} target
 */
async function tap(page, target) {
  // The enhanced form may take the plain one's place while the tap is aimed: aim again at what is there.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await target.scrollIntoViewIfNeeded({ timeout: 5000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await page.evaluate(twoFrames);
  const box = await target.boundingBox();
  if (!box) return;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}

/**
 * The acts: the menu open and shut, then the form's first field tapped, a name typed, send tapped.
 * @param {import("@playwright/test").Page} page
 */
async function firstActs(page) {
  const menu = page.locator(".site-header details > summary").first();
  if (await menu.isVisible()) {
    await tap(page, menu);
    await page.waitForTimeout(300);
    await tap(page, menu);
  }
  const form = page.locator(formSelector).first();
  if ((await form.count()) === 0) return;
  await tap(page, form.locator("input:not([type=hidden])").first());
  await page.keyboard.type("Jonathan", { delay: 80 });
  await tap(page, form.locator("button[type=submit]"));
  await page.waitForTimeout(500);
}

/**
 * One visit's INP, in ms: the page, or its static copy.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {boolean} copy
 */
async function measure(browser, url, copy) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript({ content: noteEventTimings });
  if (copy) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ status: 200, contentType: "text/html", body: staticCopy(await response.text()) });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url, { waitUntil: "load" });
  if (after) {
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(3000);
    await page.evaluate("window.scrollTo(0, 0)");
  }
  await firstActs(page);
  await page.waitForTimeout(300);
  /** @type {{ interactionId: number; duration: number; what: string }[]} */
  const entries = await page.evaluate("window.eventTimings");
  await context.close();
  if (process.env.FIRST_ACTS_VERBOSE) {
    const worst = [...entries].sort((a, b) => b.duration - a.duration).slice(0, 3);
    console.log(
      `${copy ? "copy" : "page"} ${url}: ${worst.map((entry) => `${entry.duration} ms ${entry.what}`).join("; ")}`,
    );
  }
  return interactionToNextPaint(entries);
}

const server = await startProductionServer({ ALLOW_SAMPLE_CONTENT: "1" });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
/** @type {Map<string, { page: number[]; copy: number[] }>} */
const results = new Map(Object.keys(pages).map((name) => [name, { page: [], copy: [] }]));
try {
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, path] of Object.entries(pages)) {
      const url = `${server.origin}${path}`;
      const row = results.get(name);
      // Which comes first alternates, so neither is always the browser's warmer run.
      const order = round % 2 === 0 ? [true, false] : [false, true];
      for (const copy of order) row?.[copy ? "copy" : "page"].push(await measure(browser, url, copy));
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`First acts at 390 x 844, 4x CPU${after ? ", after a scroll and 3 s" : ""}: INP, median of ${rounds}`);
console.log(`load average ${loadavg()[0]?.toFixed(2)}`);
const problems = [];
for (const [name, { page, copy }] of results) {
  const [ownMs, copyMs] = [median(page), median(copy)];
  const over = ownMs - copyMs;
  console.log(`${name.padEnd(13)} ${pages[name]?.padEnd(40)} ${ownMs} ms  (static copy ${copyMs} ms, +${over})`);
  if (over > overReferenceMs)
    problems.push(`${pages[name]}: INP ${ownMs} ms, ${over} ms over its static copy (budget ≤ ${overReferenceMs} ms)`);
}
for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);
