import { loadCatalogue, routeList } from "@brightwater/content";
import type { Business } from "@brightwater/content/types";
import { adminPagePath } from "@brightwater/contracts";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { Config } from "./config";
import { type Db, openDatabase } from "./db/client";
import { LeadWriter } from "./db/lead-writer";
import { ApiError } from "./lib/api-error";
import { OutboxWorker } from "./notify/outbox-worker";
import crossOrigin from "./plugins/cors";
import errorHandler from "./plugins/error-handler";
import formBodies from "./plugins/formbody";
import securityHeaders from "./plugins/helmet";
import multipartBodies from "./plugins/multipart";
import rateLimits from "./plugins/rate-limit";
import redirects from "./plugins/redirects";
import staticSite from "./plugins/static-site";
import adminRoutes from "./routes/api/admin";
import blogPostRoutes from "./routes/api/blog-posts";
import careerRoutes from "./routes/api/career-applications";
import contactRoutes from "./routes/api/contacts";
import familyFirstRoutes from "./routes/api/family-first-submissions";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    business: Business;
    db: Db;
    leads: LeadWriter;
    /** Present when SMTP_URL and LEAD_EMAIL_TO are set. */
    mailer: OutboxWorker | null;
  }
}

/** The whole application as one Fastify instance; tests build it and call `inject`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    logController: new LogController({ disableRequestLogging: !config.LOG_REQUESTS }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(",").map((address) => address.trim()) : false,
  });
  // Only JSON bodies are accepted (forms posted without script are added per route).
  app.removeContentTypeParser("text/plain");

  const catalogue = loadCatalogue();
  const db = openDatabase(config.databasePath);
  const leads = new LeadWriter(db);
  const { SMTP_URL, LEAD_EMAIL_TO } = config;
  const mailer =
    SMTP_URL && LEAD_EMAIL_TO ? new OutboxWorker(db, { ...config, SMTP_URL, LEAD_EMAIL_TO }, app.log) : null;
  if (mailer) leads.onCommit = () => mailer.poke();
  app.decorate("config", config);
  app.decorate("business", catalogue.business);
  app.decorate("db", db);
  app.decorate("leads", leads);
  app.decorate("mailer", mailer);
  app.addHook("onReady", async () => mailer?.start());
  app.addHook("onClose", async () => {
    await mailer?.stop();
    db.$client.close();
  });

  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(crossOrigin);
  await app.register(rateLimits);
  await app.register(formBodies);
  await app.register(multipartBodies);
  await app.register(contactRoutes);
  await app.register(careerRoutes);
  await app.register(familyFirstRoutes);
  await app.register(blogPostRoutes, { catalogue });
  // Without a password there is no inbox at all: its page and API answer 404.
  const inboxEnabled = config.adminPassword !== null;
  if (inboxEnabled) await app.register(adminRoutes);

  if (config.webBuildDir) {
    const routePaths = routeList(catalogue).map((route) => route.path);
    if (inboxEnabled) routePaths.push(adminPagePath);
    await app.register(staticSite, { buildDir: config.webBuildDir, routePaths });
    await app.register(redirects, { redirects: catalogue.redirects });
  } else {
    app.setNotFoundHandler((request, reply) => {
      const error = new ApiError(404, "not_found", `No route ${request.method} ${request.url.split("?")[0]}.`);
      return reply.code(404).send(error.toBody());
    });
  }
  return app;
}
