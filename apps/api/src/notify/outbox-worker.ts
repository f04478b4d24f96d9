import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { outbox, submissions } from "../db/schema";
import { leadMail } from "./lead-mail";

const batchSize = 20;

/** Delay before the next try after `attempts` failures: doubling, within the configured bounds. */
export function retryDelayMs(attempts: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Mails each stored lead to the company. Jobs live in the outbox table, written in the same
 * transaction as the lead, so a job survives any crash and resumes at start-up. A job is marked
 * sent right after the SMTP server accepts it, and never picked up again.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    private readonly config: Config & { SMTP_URL: string; LEAD_EMAIL_TO: string },
    private readonly log: FastifyBaseLogger,
  ) {
    const url = new URL(config.SMTP_URL);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
      secure: url.protocol === "smtps:",
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      // A plain smtp:// URL on loopback (tests, a local relay) needs no TLS upgrade.
      ignoreTLS: url.searchParams.get("tls") === "off",
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  start(): void {
    this.schedule(0);
  }

  /** A new lead was committed: look now instead of at the next poll. */
  poke(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      let next = this.config.NOTIFY_POLL_MS;
      this.running = this.runOnce()
        .then((result) => {
          if (result.more) next = 0;
        })
        .catch((error: unknown) => this.log.error({ err: error }, "outbox worker failed"))
        .finally(() => {
          this.running = null;
          this.schedule(next);
        });
    }, delayMs);
  }

  /** Sends the jobs that are due; `more` when a full batch went out and others may wait. */
  async runOnce(): Promise<{ sent: number; more: boolean }> {
    const now = new Date().toISOString();
    const due = this.db
      .select({ job: outbox, submission: submissions })
      .from(outbox)
      .innerJoin(submissions, eq(outbox.submissionId, submissions.id))
      .where(and(eq(outbox.state, "pending"), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.id))
      .limit(batchSize)
      .all();
    let sent = 0;
    for (const { job, submission } of due) {
      if (this.stopped) break;
      const mail = leadMail(submission, this.config.resumeDir);
      try {
        await this.transport.sendMail({ from: this.config.LEAD_EMAIL_FROM, to: this.config.LEAD_EMAIL_TO, ...mail });
        this.db
          .update(outbox)
          .set({ state: "sent", sentAt: new Date().toISOString(), attempts: job.attempts + 1, lastError: null })
          .where(eq(outbox.id, job.id))
          .run();
        sent++;
      } catch (error) {
        const attempts = job.attempts + 1;
        const delay = retryDelayMs(attempts, this.config.NOTIFY_RETRY_MIN_MS, this.config.NOTIFY_RETRY_MAX_MS);
        const message = (error as Error).message.slice(0, 500);
        this.db
          .update(outbox)
          .set({
            attempts,
            lastError: message,
            nextAttemptAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`+${delay / 1000} seconds`})`,
          })
          .where(eq(outbox.id, job.id))
          .run();
        this.log.warn(
          { submissionId: submission.id, attempts, retryInMs: delay, err: message },
          "lead mail failed; will retry",
        );
        // The server is probably down: leave the rest for the next round.
        break;
      }
    }
    return { sent, more: due.length === batchSize && sent === due.length };
  }
}
