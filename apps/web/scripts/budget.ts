// `npm run budget`: the weight of every prerendered page, from the build. Prints one row per page
// (all the JavaScript the page uses, CSS, HTML; all gzip, as written at build time; the images a
// 390 px phone fetches; the elements of its document) and one per page type (the script each uses
// and its headroom), writes test-results/budget.json, and exits 1 when any page is over a budget,
// naming it, its bytes, the limit, where the limit is set (budget/limits.ts) and what to do.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { findPage, loadCatalogue } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import { buildEnv } from "../env";
import { elementCount } from "./budget/dom-size";
import { firstRoundTripLine } from "./budget/first-round-trip";
import { imagesFetched } from "./budget/images";
import { budgets } from "./budget/limits";
import { fontProblems, pageAssets } from "./budget/page-assets";
import { onDemandChunks, pageFeatures, pageScripts } from "./budget/page-scripts";
import { pageType, scriptLines, tableLines } from "./budget/script-report";
import { BuildFiles } from "./budget/sizes";

const phone = { width: 390, devicePixelRatio: 3 };

// Code that must never be in what a page loads at start: the form code loads later, on its own.
const deferredChunk = /\/enhanced-contact-form-[^/]*\.js$/;
const deferredCode: { name: string; pattern: RegExp }[] = [
  { name: "Formik", pattern: /FormikContext/ },
  { name: "Yup", pattern: /is a required field/ },
  { name: "the captcha loader", pattern: /recaptcha\/api\.js/ },
];
// zod's full API stays on the server; the client may use types only, or zod/mini.
const zodClassic = /["'`](ZodString|ZodObject|ZodError)["'`]/;
const compressible = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;

const clientDir = join(buildEnv.buildDir, "client");
const files = new BuildFiles(clientDir);
const kib = (bytes: number) => bytes / 1024;
const problems: string[] = [];

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
const allFiles = listFiles(clientDir);

// Every text file has its brotli and gzip sibling, made at build time.
const present = new Set(allFiles);
const uncompressed = allFiles.filter(
  (file) => compressible.test(file) && !(present.has(`${file}.br`) && present.has(`${file}.gz`)),
);
if (uncompressed.length > 0) {
  const examples = uncompressed.slice(0, 3).map((file) => relative(clientDir, file));
  problems.push(
    `${uncompressed.length} file(s) lack a .br or .gz sibling (postbuild not run?), e.g. ${examples.join(", ")}`,
  );
}
for (const path of allFiles.filter((file) => file.endsWith(".js"))) {
  if (zodClassic.test(readFileSync(path, "utf8")))
    problems.push(`${relative(clientDir, path)} holds zod's full API (use types or zod/mini)`);
}

interface PageRow {
  page: string;
  type: string;
  /** All the script the page uses (decision 040). */
  jsGzip: number;
  jsFiles: number;
  cssGzip: number;
  cssAfterPaintGzip: number;
  htmlGzip: number;
  htmlBrotli: number;
  htmlBytes: number;
  imageBytes: number;
  domElements: number;
}

const pages = allFiles.filter((file) => file.endsWith("/index.html")).sort();
const catalogue = loadCatalogue(buildEnv.catalogue.dir, { drafts: buildEnv.catalogue.drafts });
// Each page's HTML and what it loads, read once.
const read = pages.map((file) => {
  const html = files.read(`/${relative(clientDir, file)}`).toString("utf8");
  return { file, html, assets: pageAssets(html) };
});
const blocks = onDemandChunks(files, [...new Set(read.flatMap(({ assets }) => assets.scripts))], problems);
const rows: PageRow[] = read.map(({ file, html, assets }) => {
  const page = `/${relative(clientDir, file).replace(/\/?index\.html$/, "")}`;
  const urlPath = `/${relative(clientDir, file)}`;
  const entry = findPage(catalogue, page);
  const types = pageFeatures(entry);
  // The inbox is counted by what it loads at start, as its budget was set (the lead list loads after).
  const scripts =
    page === adminPagePath ? files.scriptClosure(assets.scripts) : pageScripts(files, assets.scripts, types, blocks);
  // What it loads to go live, with what that imports (not what is loaded later by import()).
  for (const script of files.scriptClosure(assets.scripts)) {
    if (deferredChunk.test(script)) problems.push(`${page} loads the enhanced form chunk with its start (${script})`);
    const code = files.read(script).toString("utf8");
    for (const { name, pattern } of deferredCode) {
      if (pattern.test(code)) problems.push(`${page} loads ${name} with its start (${script})`);
    }
  }
  for (const tag of assets.imagesWithoutSize) problems.push(`${page}: image without width and height: ${tag}`);
  for (const url of assets.externalFontsOrStyles)
    problems.push(`${page}: stylesheet or font from another origin: ${url}`);
  for (const sheet of assets.stylesheets) {
    for (const problem of fontProblems(files.read(sheet).toString("utf8"))) problems.push(`${sheet}: ${problem}`);
  }
  for (const text of assets.inlineStyles) {
    for (const problem of fontProblems(text)) problems.push(`${page} (inline style): ${problem}`);
  }
  return {
    page,
    type: pageType(page, entry),
    jsGzip: scripts.reduce((sum, script) => sum + files.gzipSize(script), 0),
    jsFiles: scripts.length,
    // Linked stylesheets, and inline ones on their own (they also count in the HTML).
    cssGzip:
      assets.stylesheets.reduce((sum, sheet) => sum + files.gzipSize(sheet), 0) +
      assets.inlineStyles.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0),
    // The whole stylesheet, where the page carries only its own rules (scripts/page-style.ts).
    cssAfterPaintGzip: assets.styleAfterPaint.reduce((sum, sheet) => sum + files.gzipSize(sheet), 0),
    htmlGzip: files.gzipSize(urlPath),
    htmlBrotli: files.brotliSize(urlPath),
    htmlBytes: files.read(urlPath).length,
    // Photographs as sent (already compressed); drawn illustrations (SVG) as gzip.
    imageBytes: imagesFetched(html, phone).reduce(
      (sum, url) => sum + (url.endsWith(".svg") ? files.gzipSize(url) : files.read(url).length),
      0,
    ),
    domElements: elementCount(html),
  };
});
if (rows.length === 0) problems.push(`no prerendered pages in ${clientDir}: build first`);

const over = (row: PageRow) =>
  [
    kib(row.jsGzip) > (row.page === adminPagePath ? budgets.inboxJsGzipKib : budgets.jsGzipKib) ? "JS" : "",
    kib(row.cssGzip) > budgets.cssGzipKib ? "CSS" : "",
    kib(row.cssAfterPaintGzip) > budgets.cssGzipKib ? "CSS after the paint" : "",
    kib(row.htmlGzip) > budgets.htmlGzipKib ? "HTML" : "",
    row.imageBytes / 1000 > budgets.imageKb ? "images" : "",
    row.domElements > budgets.domElements ? "elements" : "",
  ].filter(Boolean);
for (const row of rows) {
  for (const what of over(row)) {
    if (what !== "JS") problems.push(`${row.page}: ${what} over budget`);
    else
      problems.push(
        `${row.page}: its script is ${kib(row.jsGzip).toFixed(1)} KiB (${row.jsGzip} B) of gzip, over the ${row.page === adminPagePath ? budgets.inboxJsGzipKib : budgets.jsGzipKib} KiB limit (\`budgets\` in apps/web/scripts/budget/limits.ts): load a block's or a feature's code with import() where it is needed, or take as much out elsewhere (the rows below name what each page type uses)`,
      );
  }
}

for (const line of tableLines(rows, over)) console.log(line);
const max = (
  key: "jsGzip" | "cssGzip" | "cssAfterPaintGzip" | "htmlGzip" | "imageBytes" | "domElements",
  of: readonly PageRow[] = rows,
) => of.reduce((top, row) => Math.max(top, row[key]), 0);
const inbox = rows.filter((row) => row.page === adminPagePath);
const summary = {
  jsGzipBytes: {
    max: max(
      "jsGzip",
      rows.filter((row) => !inbox.includes(row)),
    ),
    budget: budgets.jsGzipKib * 1024,
  },
  inboxJsGzipBytes: { max: max("jsGzip", inbox), budget: budgets.inboxJsGzipKib * 1024 },
  cssGzipBytes: { max: max("cssGzip"), budget: budgets.cssGzipKib * 1024 },
  cssAfterPaintGzipBytes: { max: max("cssAfterPaintGzip"), budget: budgets.cssGzipKib * 1024 },
  htmlGzipBytes: { max: max("htmlGzip"), budget: budgets.htmlGzipKib * 1024 },
  imageBytes: { max: max("imageBytes"), budget: budgets.imageKb * 1000 },
  domElements: { max: max("domElements"), budget: budgets.domElements },
};
const largest = (bytes: number, budget: number) => `${kib(bytes).toFixed(1)} KiB (${bytes} B) / ${budget} KiB`;
console.log(
  `\nlargest (gzip, ${rows.length} pages): JS ${largest(summary.jsGzipBytes.max, budgets.jsGzipKib)} (the inbox ${largest(summary.inboxJsGzipBytes.max, budgets.inboxJsGzipKib)}), CSS ${largest(summary.cssGzipBytes.max, budgets.cssGzipKib)} (after the paint ${largest(summary.cssAfterPaintGzipBytes.max, budgets.cssGzipKib)}), HTML ${largest(summary.htmlGzipBytes.max, budgets.htmlGzipKib)}, images at ${phone.width} px ${(summary.imageBytes.max / 1000).toFixed(1)} KB / ${budgets.imageKb} KB, elements ${summary.domElements.max} / ${budgets.domElements}`,
);
console.log(firstRoundTripLine(rows));
for (const line of scriptLines(
  rows.filter((row) => !inbox.includes(row)),
  budgets,
))
  console.log(line);

const reportDir = new URL("../test-results/", import.meta.url).pathname;
mkdirSync(reportDir, { recursive: true });
writeFileSync(
  join(reportDir, "budget.json"),
  `${JSON.stringify({ budgets, summary, pages: rows, problems }, null, 1)}\n`,
);

if (problems.length > 0) {
  console.error(`\n${problems.length} budget problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log("budget: every page within budget");
