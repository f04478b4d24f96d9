import { loadCatalogue, routeList } from "@brightwater/content";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config";
import { type Db, openDatabase } from "./db/client";
import { LeadWriter } from "./db/lead-writer";
import { ApiError } from "./lib/api-error";
import errorHandler from "./plugins/error-handler";
import securityHeaders from "./plugins/helmet";
import staticSite from "./plugins/static-site";
import blogPostRoutes from "./routes/api/blog-posts";
import contactRoutes from "./routes/api/contacts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    leads: LeadWriter;
  }
}

/** The whole application as one Fastify instance; tests build it and call `inject`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
  });
  // Only JSON bodies are accepted (forms posted without script are added per route).
  app.removeContentTypeParser("text/plain");

  const db = openDatabase(config.databasePath);
  app.decorate("config", config);
  app.decorate("db", db);
  app.decorate("leads", new LeadWriter(db));
  app.addHook("onClose", async () => {
    db.$client.close();
  });

  await app.register(errorHandler);
  await app.register(securityHeaders);
  const catalogue = loadCatalogue();
  await app.register(contactRoutes);
  await app.register(blogPostRoutes, { catalogue });

  if (config.webBuildDir) {
    const routePaths = routeList(catalogue).map((route) => route.path);
    await app.register(staticSite, { buildDir: config.webBuildDir, routePaths });
  } else {
    app.setNotFoundHandler((request, reply) => {
      const error = new ApiError(404, "not_found", `No route ${request.method} ${request.url.split("?")[0]}.`);
      return reply.code(404).send(error.toBody());
    });
  }
  return app;
}
