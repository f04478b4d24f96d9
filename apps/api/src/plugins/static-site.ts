import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../lib/http/api-error";
import { checkBuild } from "../lib/site/build-check";
import { cspBaseFor } from "../lib/site/csp-policies";
import { followPublishes } from "../lib/site/follow-publishes";
import { htmlFileFor } from "../lib/site/page-store";
import { loadPublishedSite, type RoutesRecord } from "../lib/site/published-site";
import { sendPage } from "../lib/site/send-page";
import { redirectTo } from "./redirects";

const notFoundFile = "404/index.html";

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
  const load = (record: RoutesRecord) => loadPublishedSite(options.buildDir, record, { cspBaseFor, now });
  // The pages of the catalogue the server started with; the redirects of that catalogue are
  // routes of their own (plugins/redirects.ts).
  let site = load({ paths: routePaths, redirects: [] });

  const stopWatching = followPublishes({
    buildDir: options.buildDir,
    serverPaths,
    load,
    replace: (published) => {
      site = published;
    },
    onPublished: options.onPublished,
    log: app.log,
  });
  app.addHook("onClose", async () => stopWatching());

  /** The page or redirect at `path`, when the current build has one. */
  const answer = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const page = site.pages.get(path);
    if (page) return sendPage(request, reply, { path, page: page() });
    const to = site.redirects.get(path);
    if (to) return redirectTo(request, reply, to);
    return undefined;
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply, path: string) =>
    sendPage(request, reply, {
      path,
      page: path.startsWith("/archive/") ? site.articleNotFound : site.notFound,
      status: 404,
    });

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
