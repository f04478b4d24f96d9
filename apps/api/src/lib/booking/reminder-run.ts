import type { FastifyBaseLogger } from "fastify";
import { queueReminders } from "../../db/booking-actions";
import type { Db } from "../../db/client";
import type { OutboxWorker } from "../../notify/outbox-worker";
import type { BookingDesk } from "./booking-desk";
import { addDays, zonedDay } from "./zone-time";

export interface ReminderParts {
  db: Db;
  desk: BookingDesk;
  mailer: OutboxWorker | null;
  log: FastifyBaseLogger;
}

// Often enough that a booking confirmed late in the day still gets its reminder that day.
const reminderEveryMs = 5 * 60 * 1000;

/** Tomorrow's reminders, queued once each and handed to the outbox; the count queued. */
export function reminderRun({ db, desk, mailer, log }: ReminderParts) {
  return () => {
    try {
      const tomorrow = addDays(zonedDay(desk.timeZone, Date.now()), 1);
      const queued = queueReminders(db, tomorrow);
      if (queued > 0) {
        log.info({ queued, day: tomorrow }, "booking reminders queued");
        mailer?.poke();
      }
      return queued;
    } catch (error) {
      log.error({ err: error }, "booking reminders failed; they are tried again at the next tick");
      return 0;
    }
  };
}

/** The reminder run, at start and every few minutes after, until stopped. */
export function reminderTicks(parts: ReminderParts) {
  const run = reminderRun(parts);
  let timer: NodeJS.Timeout | undefined;
  return {
    run,
    start() {
      run();
      timer = setInterval(run, reminderEveryMs).unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
