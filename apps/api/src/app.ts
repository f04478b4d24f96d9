import { createServer, type RequestListener, type Server } from "node:http";
import { type Catalogue, loadCatalogue, routeList } from "@brightwater/content";
import type { Business } from "@brightwater/content/types";
import { adminPagePath } from "@brightwater/contracts";
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { EventQueue } from "./db/event-queue";
import type { LeadWriter } from "./db/lead-writer";
import { ApiError } from "./lib/http/api-error";
import { capConnectionsPerAddress, trustedProxy } from "./lib/http/connection-cap";
import { LogThrottle } from "./lib/http/log-throttle";
import { requireSchemas } from "./lib/http/route-schemas";
import type { ResumeStore } from "./lib/intake/resume";
import type { SitePaths } from "./lib/site/site-paths";
import type { VisitCounter } from "./lib/visits/visit-counter";
import type { OutboxWorker } from "./notify/outbox-worker";
import bodyDeadline from "./plugins/body-deadline";
import crossOrigin from "./plugins/cors";
import errorHandler from "./plugins/error-handler";
import formBodies from "./plugins/formbody";
import securityHeaders from "./plugins/helmet";
import multipartBodies from "./plugins/multipart";
import rateLimits from "./plugins/rate-limit";
import redirects from "./plugins/redirects";
import staticSite from "./plugins/static-site";
import unreadBodies from "./plugins/unread-body";
import untrustedProxyWarning from "./plugins/untrusted-proxy";
import visitCount from "./plugins/visit-count";
import adminRoutes from "./routes/api/admin";
import blogPostRoutes from "./routes/api/blog-posts";
import careerRoutes from "./routes/api/career-applications";
import contactRoutes from "./routes/api/contacts";
import eventRoutes from "./routes/api/events";
import familyFirstRoutes from "./routes/api/family-first-submissions";
import healthRoutes from "./routes/health";
import inboxManifestRoutes from "./routes/inbox-manifest";
import { createServices } from "./services";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    business: Business;
    db: Db;
    leads: LeadWriter;
    /** Call taps, written together a few times a second (db/event-queue.ts). */
    events: EventQueue;
    resumes: ResumeStore;
    /** The outbox worker; present when a channel (SMTP_URL, LEAD_WEBHOOK_URL) is configured. */
    mailer: OutboxWorker | null;
    /** The pages the site serves now (the catalogue's, then each publish's). */
    sitePaths: SitePaths;
    /** Visits counted as public pages are served (lib/visits), written every few seconds. */
    visits: VisitCounter;
    /** Writes the visits counted so far now; false (logged) when the write failed. */
    flushVisits: () => boolean;
  }
}

/**
 * Fastify ignores a bare hop count (it cannot check the nearest peer), so a count becomes "trust
 * the nearest N hops": meant for a server that only the proxies can reach (HOST on loopback).
 */
function trustProxyOption(setting: Config["TRUST_PROXY"]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

function httpServer(config: Config, handler: RequestListener, refused: (address: string) => void): Server {
  const server = createServer(
    {
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeout: Math.min(config.HTTP_HEADERS_TIMEOUT_MS, config.HTTP_REQUEST_TIMEOUT_MS),
      keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      // How often Node looks for requests past those timeouts (its default is every 30 s).
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(5000, config.HTTP_HEADERS_TIMEOUT_MS / 4, config.HTTP_REQUEST_TIMEOUT_MS / 4),
      ),
    },
    handler,
  );
  server.setTimeout(config.HTTP_IDLE_TIMEOUT_MS, (socket) => socket.destroy());
  capConnectionsPerAddress(server, {
    max: config.HTTP_MAX_CONNECTIONS_PER_IP,
    exempt: trustedProxy(config.TRUST_PROXY),
    refused,
  });
  return server;
}

/** The inbox page and its API, whatever the case of the path (the router does not mind it either). */
const inboxPath = new RegExp(`^(?:/api)?${adminPagePath}(?:[/?]|$)`, "i");

/**
 * The request as the log shows it. Inbox searches carry names, e-mail addresses and phone
 * numbers in the query string, on the page's own URL (/admin?q=…) as on its API: for both only
 * the path is logged. Done here, once, so that no route can forget it.
 */
export function requestForLog(request: FastifyRequest) {
  const url = inboxPath.test(request.url) ? request.url.replace(/\?.*$/s, "?[redacted]") : request.url;
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface BuildOptions {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** The catalogue instead of the one on disk (tests give the business a review link). */
  catalogue?: Catalogue;
}

/** The Fastify instance with its server, logger and schema compilers, before any plugin or route. */
function fastifyFor(config: Config, options: BuildOptions): FastifyInstance {
  // The server is made before the logger exists; its refusals are logged once it does.
  let connectionRefused = (_address: string) => {};
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { req: requestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: new LogController({ disableRequestLogging: !config.LOG_REQUESTS }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A request that reached the server while it closes is served (the database closes after the
    // last one), not refused with 503: a deploy refuses no visitor (decision 017).
    return503OnClosing: false,
    // No client keeps a connection by sending slowly: see HTTP_*_TIMEOUT_MS in config.ts.
    serverFactory: (handler) => httpServer(config, handler, (address) => connectionRefused(address)),
  });
  const refusals = new LogThrottle();
  connectionRefused = (address) => {
    const suppressed = refusals.take("connection");
    if (suppressed !== null)
      app.log.warn(
        { remoteAddress: address, limit: config.HTTP_MAX_CONNECTIONS_PER_IP, suppressed },
        "connection refused: too many open from one address",
      );
  };
  // Only JSON bodies are accepted (forms posted without script are added per route).
  app.removeContentTypeParser("text/plain");
  // Every route declares its body, query, params and responses as zod schemas from
  // @brightwater/contracts: zod checks what comes in and serialises what goes out. A refused
  // request reaches the error handler as FST_ERR_VALIDATION (plugins/error-handler.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRoute", requireSchemas);
  return app;
}

/** The site's pages from the build (the inbox's page too, when there is an inbox), or 404 JSON without a build. */
async function registerSite(app: FastifyInstance, catalogue: Catalogue, inboxEnabled: boolean): Promise<void> {
  const { config, sitePaths } = app;
  if (!config.webBuildDir) {
    app.setNotFoundHandler((request, reply) => {
      const error = new ApiError(404, "not_found", `No route ${request.method} ${request.url.split("?")[0]}.`);
      return reply.code(404).send(error.toBody());
    });
    return;
  }
  await app.register(staticSite, {
    buildDir: config.webBuildDir,
    routePaths: routeList(catalogue).map((route) => route.path),
    serverPaths: inboxEnabled ? [adminPagePath] : [],
    onPublished: (paths) => sitePaths.replace(paths),
  });
  await app.register(redirects, { redirects: catalogue.redirects });
}

/** Every plugin and route, in the order requests meet them. */
async function registerRoutes(app: FastifyInstance, catalogue: Catalogue): Promise<void> {
  for (const plugin of [
    errorHandler,
    securityHeaders,
    visitCount,
    untrustedProxyWarning,
    crossOrigin,
    rateLimits,
    formBodies,
    multipartBodies,
    unreadBodies,
    bodyDeadline,
    healthRoutes,
    contactRoutes,
    careerRoutes,
    familyFirstRoutes,
    eventRoutes,
  ])
    await app.register(plugin);
  await app.register(blogPostRoutes, { catalogue });
  // Without a password there is no inbox at all: its page and API answer 404.
  const inboxEnabled = app.config.adminPassword !== null;
  if (inboxEnabled) {
    await app.register(adminRoutes, { catalogue });
    await app.register(inboxManifestRoutes, { businessName: catalogue.business.name });
  }
  await registerSite(app, catalogue, inboxEnabled);
}

/** The whole application as one Fastify instance; tests build it and call `inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = fastifyFor(config, options);
  const catalogue = options.catalogue ?? loadCatalogue(config.catalogue.dir, { drafts: config.catalogue.drafts });
  const services = createServices(config, catalogue, app.log);
  app.decorate("config", config);
  app.decorate("business", catalogue.business);
  app.decorate("db", services.db);
  app.decorate("leads", services.leads);
  app.decorate("events", services.events);
  app.decorate("resumes", services.resumes);
  app.decorate("mailer", services.mailer);
  app.decorate("sitePaths", services.sitePaths);
  app.decorate("visits", services.visits);
  app.decorate("flushVisits", services.flushVisits);
  app.addHook("onReady", async () => services.start());
  app.addHook("onClose", async () => services.stop());
  await registerRoutes(app, catalogue);
  return app;
}
