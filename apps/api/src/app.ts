import { type Catalogue, loadCatalogue } from "@brightwater/content";
import type { Business } from "@brightwater/content/types";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { EventQueue } from "./db/event-queue";
import type { LeadWriter } from "./db/lead-writer";
import { fastifyFor, type LogStream } from "./fastify-instance";
import type { BookingDesk } from "./lib/booking/booking-desk";
import type { ResumeStore } from "./lib/intake/resume";
import type { SitePaths } from "./lib/site/site-paths";
import type { VisitCounter } from "./lib/visits/visit-counter";
import type { OutboxWorker } from "./notify/outbox-worker";
import { registerRoutes } from "./register-routes";
import { createServices } from "./services";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    business: Business;
    db: Db;
    leads: LeadWriter;
    /** The arrival windows open (booking.json against the bookings stored). */
    bookings: BookingDesk;
    /** Queues tomorrow's booking reminders now, once each; the count queued. */
    remind: () => number;
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

export interface BuildOptions {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: LogStream;
  /** The catalogue instead of the one on disk (tests give the business a review link). */
  catalogue?: Catalogue;
}

/** The whole application as one Fastify instance; tests build it and call `inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = fastifyFor(config, options.logStream);
  const catalogue = options.catalogue ?? loadCatalogue(config.catalogue.dir, { drafts: config.catalogue.drafts });
  const services = createServices(config, catalogue, app.log);
  app.decorate("config", config);
  app.decorate("business", catalogue.business);
  app.decorate("db", services.db);
  app.decorate("leads", services.leads);
  app.decorate("bookings", services.bookings);
  app.decorate("remind", services.remind);
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
