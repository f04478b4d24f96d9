// After the prerender: refuse city or service pages that read too much alike, copy the photographs
// the pages show, write sitemap.xml and robots.txt from the route list, add the build's paths to the
// catalogue's published-paths.json, start each page's script after load (defer-hydration.ts) and
// hash its inline scripts and style (for its Content-Security-Policy), then a brotli and a gzip
// sibling of every text file, so the server never compresses per request. Prints the catalogue's
// warnings (snippets, offers ending soon).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import {
  catalogueAreaMap,
  checkUniqueness,
  defaultCatalogueDir,
  formatProblem,
  loadCatalogue,
  recordPublishedPaths,
  routeList,
  serviceAreaMapFile,
  siteOriginFile,
  siteServicesFile,
  siteServicesOf,
} from "@brightwater/content";
import { buildPhotos, photoUrlPrefix } from "@brightwater/content/photos";
import { gzipAsync } from "@gfx/zopfli";
import { buildEnv } from "../env";
import { pastFirstRoundTrip } from "./budget/first-round-trip";
import { builtPage } from "./built-page";
import { mainText } from "./content-check/main-text";
import { hydrationFile } from "./defer-hydration";
import { writeBuildRecord } from "./publish/build-record";
import { codeHash } from "./publish/code-hash";
import {
  brotliOptions,
  gzipOptions,
  inlineHashes as hashesOf,
  type PageHashes,
  sitemapXml,
} from "./publish/page-files";
import { routesRecord, routesRecordFile } from "./publish/routes-record";

// Zopfli's Emscripten glue installs process-wide handlers that rethrow any error from its own
// minified line, burying the build's real message under 100 KB of its source: take them back.
process.removeAllListeners("uncaughtException");
process.removeAllListeners("unhandledRejection");

const clientDir = join(buildEnv.buildDir, "client");
const origin = buildEnv.siteOrigin;

// The pages name these files (the prerender made them through the same cached pipeline).
const photoDir = join(clientDir, photoUrlPrefix);
mkdirSync(photoDir, { recursive: true });
const photos = await buildPhotos({ urlPrefix: photoUrlPrefix, catalogueDir: buildEnv.catalogue.dir });
for (const [name, file] of photos.files) copyFileSync(file, join(photoDir, name));

const services = siteServicesOf(buildEnv.serverSettings);
const catalogue = loadCatalogue(buildEnv.catalogue.dir, { drafts: buildEnv.catalogue.drafts, services });

// The same check as content:check (decision 007), here on the HTML just written: the text of each
// page's <main>, as a search engine reads it. A pair over the limit fails the build.
const uniqueness = await checkUniqueness(catalogue, (page) =>
  mainText(readFileSync(join(clientDir, page.path.slice(1), "index.html"), "utf8")),
);
for (const line of uniqueness.lines) console.log(`postbuild: ${line}`);
if (uniqueness.problems.length > 0) {
  for (const line of uniqueness.problems) console.error(line);
  process.exit(1);
}

for (const warning of catalogue.warnings) console.warn(`warning: ${formatProblem(warning)}`);
const routes = routeList(catalogue);

// Every path this build serves joins the list of published paths; a path that later vanishes
// needs a redirect (content:check says which line to add). Written only when it grows.
for (const line of recordPublishedPaths(buildEnv.catalogue.dir ?? defaultCatalogueDir(), catalogue))
  console.log(`postbuild: ${line}`);

// Pages that only follow a form (noindex) stay out of the sitemap.
const canonicalPaths = [...new Set(routes.filter((route) => !route.noindex).map((route) => route.canonicalPath))];
writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(origin, canonicalPaths));
writeFileSync(
  join(clientDir, "robots.txt"),
  `User-agent: *\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`,
);
// The service-area map, drawn to scale from the towns' coordinates (the service areas page shows it).
writeFileSync(join(clientDir, serviceAreaMapFile), catalogueAreaMap(catalogue));
// The origin baked into canonicals, the sitemap and robots.txt: the production start refuses to
// serve this build under another SITE_ORIGIN (scripts/serve.mjs).
writeFileSync(join(buildEnv.buildDir, siteOriginFile), `${JSON.stringify({ siteOrigin: origin })}\n`);
// What the pages say the site does (the privacy policy names these services): the launch check
// compares it with the settings the server runs with.
writeFileSync(join(buildEnv.buildDir, siteServicesFile), `${JSON.stringify(services)}\n`);

// The server allows each page's inline scripts and style by hash (publish/page-files.ts).
const inlineHashes: Record<string, PageHashes> = {};
// The whole stylesheet the pages load once the hero is painted: one file for every page, written once.
const sheetsWritten = new Set<string>();
function preparePages(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      preparePages(path);
    } else if (name.endsWith(".html")) {
      const file = relative(clientDir, path);
      const { html, hydrationData, styleSheet } = builtPage(readFileSync(path, "utf8"), file, clientDir);
      writeFileSync(path, html);
      if (styleSheet && !sheetsWritten.has(styleSheet.file)) {
        writeFileSync(join(clientDir, styleSheet.file), styleSheet.css);
        sheetsWritten.add(styleSheet.file);
      }
      if (hydrationData !== null) writeFileSync(join(clientDir, hydrationFile(file)), hydrationData);
      inlineHashes[file] = hashesOf(html);
    }
  }
}
preparePages(clientDir);
writeFileSync(join(buildEnv.buildDir, "csp-hashes.json"), JSON.stringify(inlineHashes, null, 1));

const compressible = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;
// Scripts and stylesheets are named by their content hash and served for a year: their gzip is
// made by Zopfli, about 3 % smaller than zlib's best for the same gzip format (every browser
// reads it), and their brotli at quality 11, which is worth its time once per asset. Pages change
// on every build and publish: zlib level 9 and brotli 10, 11 where 10 leaves a page past the first
// round trip (publish/page-files.ts).
const hashedAsset = /\/assets\/[^/]+\.(js|css)$/;
/** Every file under `dir` that is sent compressed. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return compressibleFiles(path);
    return compressible.test(name) ? [path] : [];
  });
}

const brotli = promisify(brotliCompress);
const gzipWithZlib = promisify(gzip);
/**
 * The file's brotli and gzip siblings, the same bytes as compressedSiblings (publish/page-files.ts)
 * makes for a page: zlib's work runs on Node's thread pool, beside Zopfli on this thread, so the
 * build's slowest step uses both cores.
 */
async function compressFile(path: string) {
  const content = readFileSync(path);
  const asset = hashedAsset.test(path);
  const [br, gz] = await Promise.all([
    brotli(content, brotliOptions(asset ? 11 : 10)),
    asset ? gzipAsync(content, { numiterations: 15 }) : gzipWithZlib(content, gzipOptions),
  ]);
  const best = !asset && pastFirstRoundTrip(br.length) ? await brotli(content, brotliOptions(11)) : br;
  writeFileSync(`${path}.br`, best.length < br.length ? best : br);
  writeFileSync(`${path}.gz`, gz);
}
const compressed = compressibleFiles(clientDir);
await Promise.all(compressed.map(compressFile));
const files = compressed.length;
// What a later publish (scripts/publish.ts) needs: the code and settings this build was made
// from, and the pages and redirects it serves (the running server reads routes.json again when
// a publish replaces it).
writeBuildRecord(buildEnv.buildDir, codeHash());
writeFileSync(join(buildEnv.buildDir, routesRecordFile), routesRecord(catalogue));
console.log(
  `postbuild: ${photos.files.size} photo files; sitemap with ${canonicalPaths.length} URLs; compressed ${files} files`,
);
