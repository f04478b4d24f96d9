import { type Catalogue, routeList } from "@brightwater/content";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import { type Db, openDatabase } from "./db/client";
import { EventQueue } from "./db/event-queue";
import { LeadWriter } from "./db/lead-writer";
import { applyRetention } from "./db/retention";
import { BookingDesk } from "./lib/booking/booking-desk";
import { reminderTicks } from "./lib/booking/reminder-run";
import { ResumeStore } from "./lib/intake/resume";
import { SitePaths } from "./lib/site/site-paths";
import { VisitCounter } from "./lib/visits/visit-counter";
import { VisitFlush } from "./lib/visits/visit-flush";
import { OutboxWorker } from "./notify/outbox-worker";
import { PublishAlerts } from "./notify/publish-alerts";

/** What the routes work with, apart from HTTP: the database, the lead writer, the résumé store, the outbox. */
export interface Services {
  db: Db;
  leads: LeadWriter;
  /** The arrival windows open, checked and kept a few seconds. */
  bookings: BookingDesk;
  /** Queues tomorrow's reminders now (each booking's once); also run every few minutes once started. */
  remind(): number;
  /** Call taps, written together a few times a second. */
  events: EventQueue;
  resumes: ResumeStore;
  /** The outbox worker; present when a channel (SMTP_URL, LEAD_WEBHOOK_URL) is configured. */
  mailer: OutboxWorker | null;
  /** The pages the site serves now (the catalogue's, then each publish's). */
  sitePaths: SitePaths;
  /** Visits counted as pages are served, written every few seconds and at `stop`. */
  visits: VisitCounter;
  /** Writes the visits counted so far now (the report asks before it reads); false when it failed. */
  flushVisits(): boolean;
  /** Retention now and daily, the outbox's rounds and the publish alerts; once the server is ready. */
  start(): void;
  /** Stops both and closes the database, after the last request. */
  stop(): Promise<void>;
}

interface RetentionParts {
  config: Config;
  db: Db;
  resumes: ResumeStore;
  log: FastifyBaseLogger;
}

/** Old requests, events and résumés go at start-up and then daily (RETENTION_MONTHS). */
function retentionRun({ config, db, resumes, log }: RetentionParts) {
  return () => {
    try {
      const deleted = applyRetention(db, {
        months: config.RETENTION_MONTHS,
        removeResume: (storedName) => resumes.removeExpired(storedName),
      });
      if (deleted.submissions > 0 || deleted.events > 0)
        log.info({ ...deleted, months: config.RETENTION_MONTHS }, "retention: deleted old records");
    } catch (error) {
      log.error({ err: error }, "retention run failed; it runs again tomorrow");
    }
  };
}

interface WorkerParts {
  config: Config;
  catalogue: Catalogue;
  db: Db;
  log: FastifyBaseLogger;
}

/** The outbox worker, with the words of every mail it sends from the catalogue. */
function outboxWorker({ config, catalogue, db, log }: WorkerParts): OutboxWorker {
  const { booking } = catalogue;
  return new OutboxWorker({
    db,
    config,
    log,
    acknowledgement: catalogue.forms.acknowledgement,
    booking: { copy: booking.copy, timeZone: booking.timeZone, businessName: catalogue.business.name },
  });
}

export function createServices(config: Config, catalogue: Catalogue, log: FastifyBaseLogger): Services {
  const db = openDatabase(config.databasePath);
  const worker = outboxWorker({ config, catalogue, db, log });
  // Without any channel configured, jobs wait in the outbox (shown in the inbox) and nothing polls.
  const mailer = worker.channels.size > 0 ? worker : null;
  const leads = new LeadWriter(db, {
    webhook: worker.channels.has("webhook"),
    acknowledgement: config.ACKNOWLEDGE_REQUESTS && worker.channels.has("acknowledgement"),
    bookingMail: worker.channels.has("booking_mail"),
  });
  const desk = new BookingDesk(db, catalogue.booking);
  const resumes = new ResumeStore({
    dir: config.resumeDir,
    budgetBytes: config.RESUME_STORAGE_LIMIT_MB * 1024 * 1024,
    dailyBytesPerIp: config.RESUME_DAILY_LIMIT_PER_IP_MB * 1024 * 1024,
    phone: catalogue.business.phone.display,
  });
  const retention = retentionRun({ config, db, resumes, log });
  // A publish from the repository that was refused, or held for a release, alerts the office.
  const publishAlerts = new PublishAlerts(config, log);
  const visits = new VisitCounter(db, {
    timeZone: catalogue.business.hours.schedule.timeZone,
    keepDays: Math.ceil(config.RETENTION_MONTHS * 31),
  });
  const visitFlush = new VisitFlush(visits, log);
  let retentionTimer: NodeJS.Timeout | undefined;
  const events = new EventQueue(db, log);
  const reminders = reminderTicks({ db, desk, mailer, log });
  return {
    db,
    leads,
    bookings: desk,
    remind: reminders.run,
    events,
    resumes,
    mailer,
    sitePaths: new SitePaths(routeList(catalogue).map((route) => route.path)),
    visits,
    flushVisits: () => visitFlush.flush(),
    start() {
      retention();
      retentionTimer = setInterval(retention, 24 * 60 * 60 * 1000).unref();
      reminders.start();
      mailer?.start();
      publishAlerts.start();
      visitFlush.start();
    },
    async stop() {
      clearInterval(retentionTimer);
      reminders.stop();
      await mailer?.stop();
      await publishAlerts.stop();
      // The visits counted since the last write, written before the database closes.
      visitFlush.stop();
      events.flush();
      db.$client.close();
    },
  };
}
