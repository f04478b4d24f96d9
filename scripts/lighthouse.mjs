// `npm run lighthouse`: Lighthouse 12 (mobile defaults: simulated slow 4G and a mid-range phone) on
// Debian's Chromium against the production server on loopback, with a one-paragraph static page
// served beside it as the reference. Three rounds, each measuring the reference and then the
// pages, the reference again before every few pages; each page is judged by the median of its
// runs and by its Total Blocking Time over the reference run just before it (median of the
// rounds), which another machine's speed does not move as it moves the absolute figure; heavy load
// still does, so the same difference on the CPU time of the tasks is printed beside it (decision
// 023). Exits 1 when a page misses a budget (scripts/perf/lighthouse-rounds.mjs).
//
//   npm run lighthouse                  build (turbo, cached), then measure a sample of pages
//   npm run lighthouse -- --all         every page in the build's sitemap
//   npm run lighthouse -- / /faq        the pages named
//   npm run lighthouse -- --skip-build  measure the current build
//   LIGHTHOUSE_RUNS=5 npm run lighthouse   five rounds
//   LIGHTHOUSE_REPORTS=dir npm run lighthouse   also write every run's full report (JSON) to dir, to
//                                            read its long-tasks, bootup-time and main-thread audits
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { browserPaths, chromiumFlags } from "@brightwater/chromium";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { budgets, cpuBlockingTime, interleave, referencePath, summarize, verdict } from "./perf/lighthouse-rounds.mjs";
import { root, startProductionServer, startReferencePage } from "./perf/local-server.mjs";
import { turbo } from "./pnpm.mjs";

const { chromiumPath } = browserPaths(process.env);

const samplePages = [
  "/",
  "/drain-cleaning",
  "/service-areas/greensboro-nc",
  "/archive",
  "/archive/tank-vs-tankless-water-heater",
];
/** The reference is measured again before every this many pages of a round. */
const referenceEvery = 4;
const rounds = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORTS;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const named = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const chromeFlags = ["--headless=new", ...chromiumFlags];
const categories = Object.keys(budgets.scores);

if (!existsSync(chromiumPath)) {
  console.error(
    `No Chromium at ${chromiumPath}: install Debian's chromium package (npm test does) or set CHROMIUM_PATH.`,
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
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = ""]) => new URL(url).pathname);
}
const pages = process.argv.includes("--all") ? sitemapPaths() : named.length > 0 ? named : samplePages;
const order = interleave({ pages, rounds, group: referenceEvery });

/**
 * One Lighthouse run of `url`; a failed trace (NO_NAVSTART now and then on a busy machine) is run again.
 * @param {string} url
 * @param {number} port
 * @param {string} label
 */
async function measure(url, port, label) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: categories });
    const runtimeError = result?.lhr.runtimeError;
    if (result && !runtimeError) return result;
    const reason = runtimeError ? `${runtimeError.code} ${runtimeError.message}` : "no result";
    if (attempt > 3) throw new Error(`Lighthouse failed on ${label}: ${reason}`);
    console.log(`lighthouse: ${label} failed (${reason}); again`);
  }
}

const site = await startProductionServer();
const reference = await startReferencePage();
// "localhost" rather than 127.0.0.1: the same loopback servers, under the name browsers treat as
// a secure context and that the build's canonical links use.
const origin = `http://localhost:${site.port}`;
const referenceUrl = `http://localhost:${reference.port}/`;
const [loadBefore = 0] = loadavg();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, logLevel: "silent" });
const results = [];
try {
  for (const [index, run] of order.entries()) {
    const isReference = run.path === referencePath;
    const label = `${run.path} round ${run.round + 1}`;
    const { lhr, artifacts } = await measure(isReference ? referenceUrl : `${origin}${run.path}`, chrome.port, label);
    const { audits } = lhr;
    if (reportDir) {
      const slug = isReference ? "reference" : run.path.replace(/^\/$/, "home").replace(/^\//, "").replaceAll("/", "_");
      writeFileSync(join(reportDir, `${slug}-${run.round + 1}-${index}.json`), JSON.stringify(lhr));
    }
    const result = {
      scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      fcp: audits["first-contentful-paint"]?.numericValue ?? 0,
      lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbt: audits["total-blocking-time"]?.numericValue ?? 0,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
      cpuTbt: cpuBlockingTime(artifacts.Trace?.traceEvents ?? []),
      failing: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id),
    };
    results.push(result);
    console.log(
      `lighthouse: ${label} (${index + 1}/${order.length}): perf ${result.scores.performance}, TBT ${Math.round(result.tbt)} ms (on CPU time ${result.cpuTbt === null ? "?" : Math.round(result.cpuTbt)} ms), LCP ${Math.round(result.lcp)} ms`,
    );
  }
} finally {
  chrome.kill();
  await reference.stop();
  await site.stop();
}

const rows = summarize(order, results);
const width = Math.max(...rows.map((row) => row.path.length));
const ms = (/** @type {number} */ value) => Math.round(value).toLocaleString("en-US");
console.log(
  `\nmedian of ${rounds} rounds, interleaved with the reference (a one-paragraph static page); Lighthouse 12 mobile defaults, Chromium ${chromiumPath}; load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`,
);
console.log(
  `${"page".padEnd(width)}  perf  a11y  best   seo   FCP ms   LCP ms  TBT ms  over ref  CPU over ref  CLS    TBT of each round (reference's)`,
);
for (const row of rows) {
  const { scores } = row;
  const eachRound = row.tbtRuns
    .map((tbt, round) =>
      row.path === referencePath ? ms(tbt) : `${ms(tbt)} (${ms(row.referenceTbtRuns[round] ?? 0)})`,
    )
    .join(", ");
  console.log(
    [
      row.path.padEnd(width),
      String(scores.performance).padStart(4),
      String(scores.accessibility).padStart(4),
      String(scores["best-practices"]).padStart(4),
      String(scores.seo).padStart(4),
      ms(row.fcp).padStart(7),
      ms(row.lcp).padStart(7),
      ms(row.tbt).padStart(6),
      (row.path === referencePath ? "" : ms(row.tbtOverReference)).padStart(8),
      (row.path === referencePath || row.cpuTbtOverReference === null ? "" : ms(row.cpuTbtOverReference)).padStart(12),
      row.cls.toFixed(3),
      eachRound,
    ].join("  "),
  );
}
console.log(
  "CPU over ref: the same difference on the CPU time of the page's tasks, which the machine's load does not stretch (decision 023)",
);
console.log(
  `budgets: performance ≥ ${budgets.scores.performance}, accessibility, best practices and SEO ${budgets.scores.seo}, Total Blocking Time ≤ ${budgets.tbtOverReferenceMs} ms over the reference, LCP ≤ ${budgets.lcpMs} ms, CLS ${budgets.cls}`,
);

const problems = verdict(rows);
if (problems.length > 0) {
  console.error(`\nlighthouse: ${problems.length} budget(s) missed:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log("lighthouse: every budget met");
