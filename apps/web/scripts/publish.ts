// `npm run publish`: puts a content edit on the running production site in seconds, without a
// full build. It renders every page again with the server bundle the last build kept, writes only
// the pages whose HTML or data changed (each whole, with its brotli and gzip siblings and its CSP
// hashes), the sitemap when it changed, new photographs, and the published-paths record, then
// routes.json last: the server reads it again and serves the new pages, new paths included. It
// makes the same checks as the build (catalogue, uniqueness) and refuses when the code changed
// since the build, which only a full build can carry.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmdirSync, rmSync, unlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  articleNotFoundPath,
  type Catalogue,
  CatalogueError,
  catalogueAreaMap,
  checkUniqueness,
  defaultCatalogueDir,
  formatFinding,
  formatProblem,
  launchCheck,
  loadCatalogue,
  recordPublishedPaths,
  routeList,
  serviceAreaMapFile,
} from "@brightwater/content";
import { buildPhotos, photoUrlPrefix } from "@brightwater/content/photos";
import { adminPagePath } from "@brightwater/contracts";
import { notFoundPrerenderPath } from "../app/not-found-path";
import { renderDirName } from "../dev/keep-server-build";
import { buildEnv, publishEnv } from "../env";
import { type BuiltPage, builtPage } from "./built-page";
import { mainText } from "./content-check/main-text";
import { hydrationFile } from "./defer-hydration";
import { applyBuildSettings, readBuildRecord } from "./publish/build-record";
import { codeHash } from "./publish/code-hash";
import { compressedSiblings, inlineHashes, type PageHashes, sitemapXml } from "./publish/page-files";
import { prerenderFiles, renderer } from "./publish/render";
import { type PublishProblem, writeResult } from "./publish/result";
import { routesRecord, routesRecordFile } from "./publish/routes-record";
import { writeWhole } from "./publish/write-whole";

const started = performance.now();
const buildDir = buildEnv.buildDir;
const clientDir = join(buildDir, "client");

function stop(message: string, problems: readonly PublishProblem[] = []): never {
  console.error(`Cannot publish: ${message}`);
  writeResult({ ok: false, changed: [], removed: [], problems: [...problems], message });
  process.exit(1);
}

const record = readBuildRecord(buildDir);
if (!record || !existsSync(join(buildDir, renderDirName, "index.js")))
  stop(`${buildDir} holds no build to publish into: run npm run build`);
if (record.codeHash !== codeHash()) stop("code changed since the last build: run npm run build");
// One publish at a time: two would interleave their files and their routes.json.
const lockFile = join(buildDir, ".publish.lock");
try {
  closeSync(openSync(lockFile, "wx"));
} catch {
  stop(`another publish is running (${lockFile} exists): wait for it to finish, or delete that file if none is`);
}
process.on("exit", () => rmSync(lockFile, { force: true }));
applyBuildSettings(record);
// The origin the build was made for. Not buildEnv's: env.ts was read when this script loaded,
// before the build's settings applied, so it holds this shell's SITE_ORIGIN, or the default.
const siteOrigin = record.settings.SITE_ORIGIN?.replace(/\/$/, "") ?? buildEnv.siteOrigin;

// The build's checks of the catalogue (every rule content:check validates, published paths
// included); the published-paths record is kept once the pages pass the uniqueness check too.
const catalogueDir = buildEnv.catalogue.dir ?? defaultCatalogueDir();
let catalogue: Catalogue;
try {
  catalogue = loadCatalogue(catalogueDir, { drafts: buildEnv.catalogue.drafts });
} catch (error) {
  if (!(error instanceof CatalogueError)) throw error;
  for (const problem of error.problems) console.error(formatProblem(problem));
  stop(
    `the catalogue has ${error.problems.length} problem(s), each with its file and field; the site is unchanged`,
    error.problems,
  );
}
// The production start's gate (scripts/serve.mjs): no sample or placeholder goes live unless
// ALLOW_SAMPLE_CONTENT=1 (staging, demos), which is said on every publish.
const findings = launchCheck(catalogueDir);
if (findings.length > 0 && !publishEnv.allowSampleContent) {
  for (const finding of findings) console.error(formatFinding(finding));
  stop(
    `the launch check found ${findings.length} sample(s) or placeholder(s), each with its file and field; the site is unchanged. Fix the catalogue, or set ALLOW_SAMPLE_CONTENT=1 to publish them anyway`,
    findings.map(({ file, path, problem, fix }) => ({ file, path, message: `${problem}; ${fix}` })),
  );
}
if (findings.length > 0)
  console.warn(`publish: ALLOW_SAMPLE_CONTENT=1: ${findings.length} sample(s) or placeholder(s) published`);
// What the build warns of (an offer that has ended, one about to end), a publish says too.
for (const warning of catalogue.warnings) console.warn(`warning: ${formatProblem(warning)}`);

const routes = routeList(catalogue);
const paths = [...routes.map((route) => route.path), notFoundPrerenderPath, articleNotFoundPath, adminPagePath];

// A page is a function of its data and the code: only a page whose data changed is rendered
// again. The others are read as the build (or the last publish) wrote them.
const render = await renderer(join(buildDir, renderDirName), paths);
// A page read as built has no loader data or stylesheet to write: they are beside it already.
const pages = new Map<
  string,
  Pick<BuiltPage, "html"> & Partial<BuiltPage> & { htmlFile: string; dataFile: string; data: string }
>();
const rendered: string[] = [];
for (const path of paths) {
  const { htmlFile, dataFile } = prerenderFiles(path);
  const data = await render.data(path);
  const built = (file: string) =>
    existsSync(join(clientDir, file)) ? readFileSync(join(clientDir, file), "utf8") : null;
  const builtHtml = built(dataFile) === data ? built(htmlFile) : null;
  if (builtHtml !== null) {
    // Its loader data beside it is as the build (or the last publish) wrote it, too.
    pages.set(path, { htmlFile, html: builtHtml, dataFile, data });
    continue;
  }
  pages.set(path, { htmlFile, dataFile, data, ...builtPage(await render.html(path, data), htmlFile, clientDir) });
  rendered.push(path);
}

// Decision 007, on the HTML about to be served: the text of each page's <main>.
const uniqueness = await checkUniqueness(catalogue, (page) => mainText(pages.get(page.path)?.html ?? ""));
for (const line of uniqueness.lines) console.log(`publish: ${line}`);
if (uniqueness.problems.length > 0) {
  for (const line of uniqueness.problems) console.error(line);
  stop(
    "pages read too much alike (each pair named); the site is unchanged",
    uniqueness.problems.map((line) => ({ file: "", path: "", message: line })),
  );
}

// New photographs first: a page may name them.
const photoDir = join(clientDir, photoUrlPrefix);
const photos = await buildPhotos({ urlPrefix: photoUrlPrefix, catalogueDir });
for (const [name, file] of photos.files) {
  if (!existsSync(join(photoDir, name))) writeWhole(join(photoDir, name), readFileSync(file));
}

/** Writes a text file and its compressed siblings when its content changed; true when it did. */
function replace(file: string, content: string): boolean {
  const path = join(clientDir, file);
  const bytes = Buffer.from(content);
  if (existsSync(path) && readFileSync(path).equals(bytes)) return false;
  const { br, gz } = compressedSiblings(bytes);
  writeWhole(`${path}.br`, br);
  writeWhole(`${path}.gz`, gz);
  writeWhole(path, bytes);
  return true;
}

const changed: string[] = [];
const hashesFile = join(buildDir, "csp-hashes.json");
const hashes: Record<string, PageHashes> = JSON.parse(readFileSync(hashesFile, "utf8"));
for (const [path, page] of pages) {
  const dataChanged = replace(page.dataFile, page.data);
  if (page.styleSheet) replace(page.styleSheet.file, page.styleSheet.css);
  if (typeof page.hydrationData === "string") replace(hydrationFile(page.htmlFile), page.hydrationData);
  const htmlChanged = replace(page.htmlFile, page.html);
  if (dataChanged || htmlChanged) changed.push(path);
  hashes[page.htmlFile] = inlineHashes(page.html);
}

// Paths the build had that are no longer pages (a page made a draft, a city removed).
const routesPath = join(buildDir, routesRecordFile);
const before: { paths: string[] } = JSON.parse(readFileSync(routesPath, "utf8"));
const removed = before.paths.filter((path) => !pages.has(path));
for (const path of removed) delete hashes[prerenderFiles(path).htmlFile];
writeWhole(hashesFile, JSON.stringify(hashes, null, 1));

const canonicalPaths = [...new Set(routes.filter((route) => !route.noindex).map((route) => route.canonicalPath))];
const sitemapChanged = replace("sitemap.xml", sitemapXml(siteOrigin, canonicalPaths));
replace(serviceAreaMapFile, catalogueAreaMap(catalogue));
for (const line of recordPublishedPaths(catalogueDir, catalogue)) console.log(`publish: ${line}`);

// Last: the server reads the pages again when this file is replaced.
writeWhole(routesPath, routesRecord(catalogue));
for (const path of removed) {
  const { htmlFile, dataFile } = prerenderFiles(path);
  for (const file of [htmlFile, dataFile, hydrationFile(htmlFile)])
    for (const suffix of ["", ".br", ".gz"]) {
      const target = join(clientDir, file + suffix);
      if (existsSync(target)) unlinkSync(target);
    }
  const folder = join(clientDir, dirname(htmlFile));
  if (path !== "/" && existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder);
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
// On a busy machine the wall time is mostly waiting for a core; this is the work itself.
const cpuSeconds = ((process.cpuUsage().user + process.cpuUsage().system) / 1e6).toFixed(1);
const list = (items: string[]) => (items.length > 0 ? `: ${items.join(", ")}` : "");
const summary = `publish: ${changed.length} of ${pages.size} pages changed${list(changed)}; ${removed.length} removed${list(removed)}${sitemapChanged ? "; sitemap updated" : ""} (${rendered.length} rendered, ${seconds} s, ${cpuSeconds} s of processor time). The running server serves them within a second.`;
console.log(summary);
writeResult({ ok: true, changed, removed, problems: [], message: summary });
