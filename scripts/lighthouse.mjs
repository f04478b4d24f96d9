// `pnpm lighthouse`: Lighthouse 12 (mobile defaults: simulated slow 4G and a mid-range phone) on
// Debian's Chromium against the production server on loopback, three runs per page; prints the
// median of each category and of the main metrics, and exits 1 when a page misses a budget.
//
//   pnpm lighthouse                     build (turbo, cached), then measure a sample of pages
//   pnpm lighthouse --all               every page in the build's sitemap (about 30 min)
//   pnpm lighthouse / /faq              the pages named
//   pnpm lighthouse --skip-build        measure the current build
//   LIGHTHOUSE_RUNS=5 pnpm lighthouse
//   LIGHTHOUSE_REPORTS=dir pnpm lighthouse   also write every run's full report (JSON) to dir, to
//                                            read its long-tasks, bootup-time and main-thread audits
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { root, startProductionServer } from "./perf/local-server.mjs";
import { turbo } from "./pnpm.mjs";

const samplePages = [
  "/",
  "/water-heater",
  "/service-areas/greensboro-nc",
  "/archive",
  "/archive/tank-vs-tankless-water-heater",
];
const budgets = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
/** Largest Contentful Paint in ms, and Cumulative Layout Shift (medians). */
const metricBudgets = { lcp: 1300, cls: 0 };
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORTS;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const named = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const chromePath = chromiumPath;
const chromeFlags = ["--headless=new", ...chromiumFlags];

if (!existsSync(chromePath)) {
  console.error(
    `No Chromium at ${chromePath}: install Debian's chromium package (npm test does) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
if (!process.argv.includes("--skip-build")) {
  // Exits with turbo's status when the build fails.
  turbo(["run", "build", "--filter=@brightwater/api", "--filter=@brightwater/web", "--output-logs=errors-only"]);
}

/** Every canonical page of the build: the paths in its sitemap (aliases render the same page). */
function sitemapPaths() {
  const sitemap = readFileSync(`${root}apps/web/build/client/sitemap.xml`, "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}
const pages = process.argv.includes("--all") ? sitemapPaths() : named.length > 0 ? named : samplePages;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const site = await startProductionServer();
// "localhost" rather than 127.0.0.1: the same loopback server, under the name browsers treat as
// a secure context and that the build's canonical links use.
const origin = `http://localhost:${site.port}`;
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
const rows = [];
const problems = [];
try {
  for (const path of pages) {
    const results = [];
    for (let run = 0, retries = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(budgets),
      });
      const runtimeError = result?.lhr.runtimeError;
      if (!result || runtimeError) {
        // Trace recording now and then fails on a busy machine (NO_NAVSTART): run that one again.
        const reason = runtimeError ? `${runtimeError.code} ${runtimeError.message}` : "no result";
        if (++retries > 3) throw new Error(`Lighthouse failed on ${path}: ${reason}`);
        console.log(`lighthouse: ${path} run ${run + 1} failed (${reason}); again`);
        run--;
        continue;
      }
      const { categories, audits } = result.lhr;
      if (reportDir) {
        const name = `${path.replace(/^\/$/, "home").replace(/^\//, "").replaceAll("/", "_")}-${run + 1}.json`;
        writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
      }
      results.push({
        scores: Object.fromEntries(
          Object.keys(budgets).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
        ),
        fcp: audits["first-contentful-paint"]?.numericValue ?? 0,
        lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
        tbt: audits["total-blocking-time"]?.numericValue ?? 0,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id),
      });
    }
    const row = {
      path,
      scores: Object.fromEntries(
        Object.keys(budgets).map((id) => [id, median(results.map((result) => result.scores[id]))]),
      ),
      fcp: median(results.map((result) => result.fcp)),
      lcp: median(results.map((result) => result.lcp)),
      tbt: median(results.map((result) => result.tbt)),
      cls: median(results.map((result) => result.cls)),
      failing: [...new Set(results.flatMap((result) => result.failing))],
    };
    rows.push(row);
    for (const [id, budget] of Object.entries(budgets)) {
      if (row.scores[id] < budget)
        problems.push(
          `${path}: ${id} ${row.scores[id]} (budget ≥ ${budget}); failing audits: ${row.failing.join(", ") || "none binary"}`,
        );
    }
    if (row.lcp > metricBudgets.lcp)
      problems.push(`${path}: LCP ${Math.round(row.lcp)} ms (budget ≤ ${metricBudgets.lcp} ms)`);
    // CLS as Lighthouse prints it (three decimals).
    if (Number(row.cls.toFixed(3)) > metricBudgets.cls)
      problems.push(`${path}: CLS ${row.cls.toFixed(3)} (budget ${metricBudgets.cls})`);
    console.log(
      `lighthouse: ${path} done (${runs} runs): perf ${row.scores.performance}, LCP ${Math.round(row.lcp)} ms, CLS ${row.cls.toFixed(3)}`,
    );
  }
} finally {
  chrome.kill();
  await site.stop();
}

const width = Math.max(...pages.map((path) => path.length));
console.log(`\nmedian of ${runs} runs, Lighthouse 12 mobile defaults, Chromium ${chromePath}`);
console.log(`${"page".padEnd(width)}  perf  a11y  best   seo   FCP ms   LCP ms  TBT ms    CLS`);
for (const row of rows) {
  const { scores } = row;
  console.log(
    `${row.path.padEnd(width)}  ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores["best-practices"]).padStart(4)}  ${String(scores.seo).padStart(4)}  ${Math.round(row.fcp).toString().padStart(7)}  ${Math.round(row.lcp).toString().padStart(7)}  ${Math.round(row.tbt).toString().padStart(6)}  ${row.cls.toFixed(3)}`,
  );
}
console.log(
  `budgets: performance ${budgets.performance}, accessibility ${budgets.accessibility}, best practices ${budgets["best-practices"]}, SEO ${budgets.seo}, LCP ≤ ${metricBudgets.lcp} ms, CLS ${metricBudgets.cls}`,
);

if (problems.length > 0) {
  console.error(`\nlighthouse: ${problems.length} budget(s) missed:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log("lighthouse: every budget met");
