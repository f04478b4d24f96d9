import { loadCatalogue, routeList } from "@brightwater/content";
import type { Business } from "@brightwater/content/types";
import { adminPagePath } from "@brightwater/contracts";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { Config } from "./config";
import { type Db, openDatabase } from "./db/client";
import { LeadWriter } from "./db/lead-writer";
import { applyRetention } from "./db/retention";
import { ApiError } from "./lib/api-error";
import { OutboxWorker } from "./notify/outbox-worker";
import crossOrigin from "./plugins/cors";
import errorHandler from "./plugins/error-handler";
import formBodies from "./plugins/formbody";
import securityHeaders from "./plugins/helmet";
import multipartBodies from "./plugins/multipart";
import rateLimits from "./plugins/rate-limit";
import staticSite from "./plugins/static-site";
import adminRoutes from "./routes/api/admin";
import blogPostRoutes from "./routes/api/blog-posts";
import careerRoutes from "./routes/api/career-applications";
import contactRoutes from "./routes/api/contacts";
import eventRoutes from "./routes/api/events";
import familyFirstRoutes from "./routes/api/family-first-submissions";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    business: Business;
    db: Db;
    leads: LeadWriter;
    /** The outbox worker; present when a channel (SMTP_URL, LEAD_WEBHOOK_URL) is configured. */
    mailer: OutboxWorker | null;
  }
}

export interface BuildOptions {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

/** The whole application as one Fastify instance; tests build it and call `inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : { level: config.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new LogController({ disableRequestLogging: !config.LOG_REQUESTS }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(",").map((address) => address.trim()) : false,
  });
  // Only JSON bodies are accepted (forms posted without script are added per route).
  app.removeContentTypeParser("text/plain");

  const catalogue = loadCatalogue();
  const db = openDatabase(config.databasePath);
  const worker = new OutboxWorker(db, config, app.log, catalogue.forms.acknowledgement);
  // Without any channel configured, jobs wait in the outbox (shown in the inbox) and nothing polls.
  const mailer = worker.channels.size > 0 ? worker : null;
  const leads = new LeadWriter(db, {
    webhook: worker.channels.has("webhook"),
    acknowledgement: config.ACKNOWLEDGE_REQUESTS && worker.channels.has("acknowledgement"),
  });
  if (mailer) leads.onCommit = () => mailer.poke();
  app.decorate("config", config);
  app.decorate("business", catalogue.business);
  app.decorate("db", db);
  app.decorate("leads", leads);
  app.decorate("mailer", mailer);
  // Old requests, events and résumés go at start-up and then daily (RETENTION_MONTHS).
  const retention = () => {
    try {
      const deleted = applyRetention(db, { months: config.RETENTION_MONTHS, resumeDir: config.resumeDir });
      if (deleted.submissions > 0 || deleted.events > 0)
        app.log.info({ ...deleted, months: config.RETENTION_MONTHS }, "retention: deleted old records");
    } catch (error) {
      app.log.error({ err: error }, "retention run failed; it runs again tomorrow");
    }
  };
  let retentionTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    retention();
    retentionTimer = setInterval(retention, 24 * 60 * 60 * 1000).unref();
    mailer?.start();
  });
  app.addHook("onClose", async () => {
    clearInterval(retentionTimer);
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
  await app.register(eventRoutes);
  await app.register(blogPostRoutes, { catalogue });
  // Without a password there is no inbox at all: its page and API answer 404.
  const inboxEnabled = config.adminPassword !== null;
  if (inboxEnabled) await app.register(adminRoutes);

  if (config.webBuildDir) {
    const routePaths = routeList(catalogue).map((route) => route.path);
    if (inboxEnabled) routePaths.push(adminPagePath);
    await app.register(staticSite, { buildDir: config.webBuildDir, routePaths });
  } else {
    app.setNotFoundHandler((request, reply) => {
      const error = new ApiError(404, "not_found", `No route ${request.method} ${request.url.split("?")[0]}.`);
      return reply.code(404).send(error.toBody());
    });
  }
  return app;
}
