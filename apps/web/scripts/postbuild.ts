// After the prerender: refuse city or service pages that read too much alike, copy the photographs
// the pages show, write sitemap.xml and robots.txt from the route list, add the build's paths to the
// catalogue's published-paths.json, start each page's script after load (defer-hydration.ts) and
// hash its inline scripts and style (for its Content-Security-Policy), then a brotli and a gzip
// sibling of every text file, so the server never compresses per request. Prints the catalogue's
// warnings (snippets, offers ending soon).
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  checkUniqueness,
  defaultCatalogueDir,
  formatProblem,
  loadCatalogue,
  recordPublishedPaths,
  routeList,
  visibleText,
} from "@brightwater/content";
import { buildPhotos, photoUrlPrefix } from "@brightwater/content/photos";
import { gzipAsync } from "@gfx/zopfli";
import { buildEnv } from "../env";
import { deferHydration } from "./defer-hydration";

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

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const catalogue = loadCatalogue(buildEnv.catalogue.dir, { drafts: buildEnv.catalogue.drafts });

// The same check as content:check (decision 007), here on the HTML just written: the text of each
// page's <main>, as a search engine reads it. A pair over the limit fails the build.
function mainText(path: string): string {
  const html = readFileSync(join(clientDir, path.slice(1), "index.html"), "utf8");
  return visibleText(html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "");
}
const uniqueness = await checkUniqueness(catalogue, (page) => mainText(page.path));
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
const urls = canonicalPaths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join("\n");
writeFileSync(
  join(clientDir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
writeFileSync(
  join(clientDir, "robots.txt"),
  `User-agent: *\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`,
);
// The origin baked into canonicals, the sitemap and robots.txt: the production start refuses to
// serve this build under another SITE_ORIGIN (scripts/serve.mjs).
writeFileSync(join(buildEnv.buildDir, "site-origin.json"), `${JSON.stringify({ siteOrigin: origin })}\n`);

// React Router writes a few inline <script> elements into each page, and the root layout the
// stylesheet as one inline <style>; the server allows exactly these by hash instead of allowing
// inline script or style in general.
const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const inlineHashes: Record<string, { script: string[]; style: string[] }> = {};
function preparePages(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      preparePages(path);
    } else if (name.endsWith(".html")) {
      const html = deferHydration(readFileSync(path, "utf8"));
      writeFileSync(path, html);
      const script = new Set<string>();
      for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
        if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
        script.add(sha256(body));
      }
      const style = new Set([...html.matchAll(inlineStyle)].map(([, body = ""]) => sha256(body)));
      inlineHashes[relative(clientDir, path)] = { script: [...script], style: [...style] };
    }
  }
}
preparePages(clientDir);
writeFileSync(join(buildEnv.buildDir, "csp-hashes.json"), JSON.stringify(inlineHashes, null, 1));

const compressible = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;
// Scripts and stylesheets are named by their content hash and served for a year: their gzip is
// made by Zopfli, about 3 % smaller than zlib's best for the same gzip format (every browser
// reads it), which is worth its time once per asset. Pages change on every build: zlib level 9.
const hashedAsset = /\/assets\/[^/]+\.(js|css)$/;
let files = 0;
async function compressTree(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      await compressTree(path);
    } else if (compressible.test(name)) {
      const content = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      const gzip = hashedAsset.test(path)
        ? await gzipAsync(content, { numiterations: 15 })
        : gzipSync(content, { level: 9 });
      writeFileSync(`${path}.gz`, gzip);
      files++;
    }
  }
}
await compressTree(clientDir);
console.log(
  `postbuild: ${photos.files.size} photo files; sitemap with ${canonicalPaths.length} URLs; compressed ${files} files`,
);
