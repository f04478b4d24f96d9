// After the prerender: write sitemap.xml and robots.txt from the route list, add the build's paths
// to the catalogue's published-paths.json, the hashes of each page's inline scripts (for its
// Content-Security-Policy), then a brotli and a gzip sibling of every text file, so the server
// never compresses per request. Prints the catalogue's warnings (snippets, offers ending soon).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  defaultCatalogueDir,
  formatProblem,
  loadCatalogue,
  publishedPathsFile,
  readPublishedPaths,
  routeList,
  withPublished,
} from "@brightwater/content";
import { buildEnv } from "../env";

const clientDir = join(buildEnv.buildDir, "client");
const origin = buildEnv.siteOrigin;

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const catalogue = loadCatalogue();
for (const warning of catalogue.warnings) console.warn(`warning: ${formatProblem(warning)}`);
const routes = routeList(catalogue);

// Every path this build serves joins the list of published paths; a path that later vanishes
// needs a redirect (content:check says which line to add). Written only when it grows.
const catalogueDir = defaultCatalogueDir();
const published = readPublishedPaths(catalogueDir, []);
const nowPublished = withPublished(
  published,
  routes.map((route) => route.path),
);
if (nowPublished.length !== published.length) {
  writeFileSync(join(catalogueDir, publishedPathsFile), `${JSON.stringify(nowPublished, null, 2)}\n`);
  console.log(`postbuild: ${nowPublished.length - published.length} new path(s) in ${publishedPathsFile}`);
}

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

// React Router writes a few inline <script> elements into each page; the server allows exactly
// these by hash instead of allowing inline script in general.
const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const scriptHashes: Record<string, string[]> = {};
function hashInlineScripts(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      hashInlineScripts(path);
    } else if (name.endsWith(".html")) {
      const html = readFileSync(path, "utf8");
      const hashes = new Set<string>();
      for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
        if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
        hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
      }
      scriptHashes[relative(clientDir, path)] = [...hashes];
    }
  }
}
hashInlineScripts(clientDir);
writeFileSync(join(buildEnv.buildDir, "csp-hashes.json"), JSON.stringify(scriptHashes, null, 1));

const compressible = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;
let files = 0;
function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      walk(path);
    } else if (compressible.test(name)) {
      const content = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      files++;
    }
  }
}
walk(clientDir);
console.log(`postbuild: sitemap with ${canonicalPaths.length} URLs; compressed ${files} files`);
