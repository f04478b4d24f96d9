import { type Catalogue, routeList } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { ApiError } from "./lib/http/api-error";
import type { LeadServices } from "./lib/intake/lead-intake";
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
import bookingWindowRoutes from "./routes/api/booking-windows";
import careerRoutes from "./routes/api/career-applications";
import contactRoutes from "./routes/api/contacts";
import eventRoutes from "./routes/api/events";
import familyFirstRoutes from "./routes/api/family-first-submissions";
import healthRoutes from "./routes/health";
import inboxManifestRoutes from "./routes/inbox-manifest";

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
export async function registerRoutes(app: FastifyInstance, catalogue: Catalogue): Promise<void> {
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
  ])
    await app.register(plugin);
  // What a lead is accepted with, handed to the forms' routes: the intake reads no decorator, so what
  // it depends on is named here, once.
  const intake: LeadServices = {
    config: app.config,
    business: catalogue.business,
    leads: app.leads,
    mailer: app.mailer,
  };
  await app.register(contactRoutes, { intake, bookings: app.bookings });
  for (const forms of [careerRoutes, familyFirstRoutes]) await app.register(forms, { intake });
  await app.register(bookingWindowRoutes, { bookings: app.bookings });
  await app.register(eventRoutes);
  await app.register(blogPostRoutes, { catalogue });
  // Without a password there is no inbox at all: its page and API answer 404.
  const inboxEnabled = app.config.adminPassword !== null;
  if (inboxEnabled) {
    await app.register(adminRoutes, { catalogue });
    await app.register(inboxManifestRoutes, { businessName: catalogue.business.name });
  }
  await registerSite(app, catalogue, inboxEnabled);
}
