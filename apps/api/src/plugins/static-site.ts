import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import { adminPagePath } from "@brightwater/contracts";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../lib/http/api-error";
import { pickEncoding } from "../lib/site/encoding";
import { htmlFileFor, type StoredPage } from "../lib/site/page-store";
import { loadPublishedSite, type PublishedSite, readRoutesRecord, watchRoutesRecord } from "../lib/site/published-site";
import { redirectTo } from "./redirects";

const notFoundFile = "404/index.html";

// Third parties the pages may use: the captcha, the tag manager, the map and video frames.
const cspBase = [
  "default-src 'self'",
  "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://www.googletagmanager.com",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://www.googletagmanager.com",
  "frame-src https://www.google.com https://www.youtube-nocookie.com",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

// The lead inbox: its own scripts, styles, images and API and nothing from anywhere else. It shows
// people's names, numbers and messages, and needs none of the public pages' third parties.
const inboxCspBase = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The policy a page's inline hashes are added to: the inbox's own, or the public pages'. */
function cspBaseFor(file: string): string {
  return file === htmlFileFor(adminPagePath) ? inboxCspBase : cspBase;
}

/**
 * The opener policy of the page at `path`. A public page holds nothing another window could read,
 * and `same-origin` would put every visit from a page without the header (a bookmark, a link in a
 * message or on another site) in a new browsing context group, with a renderer process of its own:
 * the page's commit took twice as long in our measurements (decision 025). The lead inbox, which
 * shows people's names and addresses, keeps `same-origin`.
 */
function openerPolicy(path: string) {
  return path === adminPagePath ? "same-origin" : "unsafe-none";
}

function sendPage(request: FastifyRequest, reply: FastifyReply, path: string, page: StoredPage, status = 200) {
  reply
    .code(status)
    .header("Content-Type", "text/html; charset=utf-8")
    .header("Cache-Control", "no-cache")
    .header("Vary", "Accept-Encoding")
    .header("Content-Security-Policy", page.csp)
    .header("Cross-Origin-Opener-Policy", openerPolicy(path));
  if (status === 200) {
    reply.header("ETag", page.etag);
    if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  }
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("Content-Encoding", encoding);
  return reply.send(page.bodies[encoding]);
}

/**
 * Refuses to start on a directory that holds no build, or on a build older than the catalogue
 * (a page added since), naming what is missing and how to make it, rather than failing on the
 * first file it cannot read.
 */
function checkBuild(buildDir: string, pageFiles: readonly string[]) {
  if (!existsSync(join(buildDir, "csp-hashes.json"))) {
    throw new Error(
      `WEB_BUILD_DIR ${buildDir} holds no build of the site (no csp-hashes.json): run npm run build, or point WEB_BUILD_DIR at apps/web/build`,
    );
  }
  const missing = pageFiles.filter((file) => !existsSync(join(buildDir, "client", file)));
  if (missing.length > 0) {
    const named = missing.slice(0, 3).join(", ") + (missing.length > 3 ? ` and ${missing.length - 3} more` : "");
    throw new Error(
      `The build in ${buildDir} is older than the catalogue: it has no ${named}. Run npm run build again.`,
    );
  }
}

/** Serves the prerendered site: one route per catalogue path, hashed assets, 404 for the rest. */
export interface StaticSiteOptions {
  /** apps/web/build: client/ holds the files, csp-hashes.json the inline script and style hashes. */
  buildDir: string;
  /** Every path that has a prerendered page. */
  routePaths: readonly string[];
  /** Pages of the server's own (the inbox), kept whatever a publish's record lists. */
  serverPaths?: readonly string[];
  /** Told the catalogue's paths each time a publish's record is served. */
  onPublished?: (paths: readonly string[]) => void;
  /** The clock offer dates are read against (tests fix it). */
  now?: () => Date;
}

/**
 * `npm run publish` replaces pages in this build, then routes.json: from then on its pages, new
 * paths and redirects are served, without a restart. A record that cannot be read leaves the pages
 * before it in place, with one error line. Returns the function that stops following.
 */
function followPublishes(
  app: FastifyInstance,
  options: StaticSiteOptions,
  now: () => Date,
  replace: (site: PublishedSite) => void,
): () => void {
  return watchRoutesRecord(options.buildDir, () => {
    try {
      const record = readRoutesRecord(options.buildDir);
      const paths = [...new Set([...record.paths, ...(options.serverPaths ?? [])])];
      replace(loadPublishedSite(options.buildDir, { ...record, paths }, cspBaseFor, now));
      options.onPublished?.(record.paths);
      app.log.info(`published pages read again: ${record.paths.length} pages, ${record.redirects.length} redirects`);
    } catch (error) {
      app.log.error(
        { code: "publish_unreadable" },
        `the published pages could not be read (${(error as Error).message}); still serving the pages before`,
      );
    }
  });
}

/** The build's other files (assets, route data, the sitemap), precompressed; never a page's raw .html. */
async function registerFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    index: false,
    redirect: false,
    wildcard: true,
    serveDotFiles: false,
    // The ETag alone answers a revalidation; assets are never revalidated at all.
    lastModified: false,
    // Pages are answered by their routes (with their CSP), never as raw .html files; a .br or .gz
    // sibling only as the encoding of its file, never as a download of its own. Directories are not
    // listed either; "/page/" falls through to the not-found handler.
    allowedPath: (pathName) => !/\.(html|br|gz)$/.test(pathName) && !pathName.endsWith("/"),
    setHeaders(reply, path) {
      // Vite names assets by content hash: a changed file is a new URL, so cache them forever.
      const immutable = path.includes(`${sep}assets${sep}`);
      // Everything else (route data, sitemap) must match the pages of the current build.
      reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
}

export default fp(async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const serverPaths = options.serverPaths ?? [];
  const routePaths = [...options.routePaths, ...serverPaths];
  checkBuild(options.buildDir, [notFoundFile, ...routePaths.map(htmlFileFor)]);
  const now = options.now ?? (() => new Date());
  // The pages of the catalogue the server started with; the redirects of that catalogue are
  // routes of their own (plugins/redirects.ts).
  let site = loadPublishedSite(options.buildDir, { paths: routePaths, redirects: [] }, cspBaseFor, now);

  const stopWatching = followPublishes(app, options, now, (published) => {
    site = published;
  });
  app.addHook("onClose", async () => stopWatching());

  /** The page or redirect at `path`, when the current build has one. */
  const answer = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const page = site.pages.get(path);
    if (page) return sendPage(request, reply, path, page());
    const to = site.redirects.get(path);
    if (to) return redirectTo(request, reply, to);
    return undefined;
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply, path: string) =>
    sendPage(request, reply, path, path.startsWith("/archive/") ? site.articleNotFound : site.notFound, 404);

  for (const path of routePaths) {
    app.get(path, (request, reply) => answer(request, reply, path) ?? notFound(request, reply, path));
  }

  await registerFiles(app, join(options.buildDir, "client"));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/")) {
      const error = new ApiError(404, "not_found", `No API route ${request.method} ${path}.`);
      return reply.code(404).send(error.toBody());
    }
    const published = answer(request, reply, path);
    if (published) return published;
    if (path.length > 1 && path.endsWith("/") && site.pages.has(path.slice(0, -1))) {
      return reply.redirect(path.slice(0, -1), 301);
    }
    return notFound(request, reply, path);
  });
});
