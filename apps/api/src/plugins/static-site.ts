import { existsSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../lib/api-error";
import { pickEncoding } from "../lib/encoding";
import { offerAwarePage } from "../lib/offer-pages";
import { htmlFileFor, type InlineHashes, inlineHashesOf, loadPage, type StoredPage } from "../lib/page-store";

const notFoundFile = "404/index.html";
const articleNotFoundFile = "archive/__not-found/index.html";

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

function sendPage(request: FastifyRequest, reply: FastifyReply, page: StoredPage, status = 200) {
  reply
    .code(status)
    .header("Content-Type", "text/html; charset=utf-8")
    .header("Cache-Control", "no-cache")
    .header("Vary", "Accept-Encoding")
    .header("Content-Security-Policy", page.csp);
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
  /** The clock offer dates are read against (tests fix it). */
  now?: () => Date;
}

export default fp(async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const clientDir = join(options.buildDir, "client");
  checkBuild(options.buildDir, [notFoundFile, ...options.routePaths.map(htmlFileFor)]);
  const inlineHashes: Record<string, InlineHashes | string[]> = JSON.parse(
    readFileSync(join(options.buildDir, "csp-hashes.json"), "utf8"),
  );
  const page = (file: string) => loadPage(clientDir, file, inlineHashesOf(inlineHashes[file]), cspBase);

  const notFoundPage = page(notFoundFile);
  const articleNotFoundPage = existsSync(join(clientDir, articleNotFoundFile))
    ? page(articleNotFoundFile)
    : notFoundPage;
  const routePaths = new Set(options.routePaths);
  const now = options.now ?? (() => new Date());
  for (const path of routePaths) {
    const stored = offerAwarePage(page(htmlFileFor(path)), now);
    app.get(path, (request, reply) => sendPage(request, reply, stored()));
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    index: false,
    redirect: false,
    wildcard: true,
    serveDotFiles: false,
    // Pages are answered by their routes above (with their CSP), never as raw .html files.
    // Directories are not listed either; "/page/" falls through to the not-found handler.
    allowedPath: (pathName) => !pathName.endsWith(".html") && !pathName.endsWith("/"),
    setHeaders(reply, path) {
      // Vite names assets by content hash: a changed file is a new URL, so cache them forever.
      const immutable = path.includes(`${sep}assets${sep}`);
      // Everything else (route data, sitemap) must match the pages of the current build.
      reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/")) {
      const error = new ApiError(404, "not_found", `No API route ${request.method} ${path}.`);
      return reply.code(404).send(error.toBody());
    }
    if (path.length > 1 && path.endsWith("/") && routePaths.has(path.slice(0, -1))) {
      return reply.redirect(path.slice(0, -1), 301);
    }
    return sendPage(request, reply, path.startsWith("/archive/") ? articleNotFoundPage : notFoundPage, 404);
  });
});
