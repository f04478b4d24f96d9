import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { QueueChannel } from "../db/schema";
import type { AcknowledgementCopy } from "./acknowledgement-mail";
import { channelSenders, type Sender, type VisitorCopy } from "./channel-senders";
import { dueJobs, recordOutcome, type Unrecorded } from "./outbox-jobs";
import { faultRetryDelayMs, retryDelayMs } from "./retry-delay";

const batchSize = 20;

/** One channel's rounds: each channel polls on its own, so a receiver that hangs holds up only its own jobs. */
interface ChannelLoop {
  channel: QueueChannel;
  send: Sender;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  pokedWhileRunning: boolean;
}

export interface OutboxWorkerOptions {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The copy of the visitor's acknowledgement, per form (the catalogue's). */
  acknowledgement: AcknowledgementCopy;
  /** The words of the mails about a booking, its clock and the business's name. */
  booking?: VisitorCopy["booking"];
}

/**
 * Delivers each stored lead's notifications: the e-mail to the company, the webhook alert and the
 * visitor's acknowledgement, one outbox job per channel. Jobs live in the outbox table, written in
 * the same transaction as the lead, so a job survives any crash and resumes at start-up. A job is
 * marked delivered right after the receiver accepts it, and never picked up again.
 *
 * When that bookkeeping write fails (a full disk, a read-only database), the outcome is kept in
 * memory and nothing more is sent until it is written: otherwise the job would still look due and
 * go out again on every poll. The worker backs off, logs one error per episode, and once the
 * database takes writes again it records what it kept and carries on with every other job.
 */
export class OutboxWorker {
  private stopped = false;
  private readonly db: Db;
  private readonly config: Config;
  private readonly log: FastifyBaseLogger;
  private readonly transport: Transporter | null;
  /** How each configured channel delivers a job; jobs of a channel not configured stay pending. */
  private readonly senders: ReadonlyMap<QueueChannel, Sender>;
  private loops: ChannelLoop[] = [];
  private unrecorded: Unrecorded[] = [];
  /** Consecutive rounds that could not write; 0 outside an episode. */
  private failedRounds = 0;

  constructor(options: OutboxWorkerOptions) {
    this.db = options.db;
    this.config = options.config;
    this.log = options.log;
    const { transport, senders } = channelSenders(options.config, {
      acknowledgement: options.acknowledgement,
      booking: options.booking,
    });
    this.transport = transport;
    this.senders = senders;
  }

  /** The channels this server delivers (the lead writer only queues jobs for these, and the company e-mail). */
  get channels(): ReadonlySet<QueueChannel> {
    return new Set(this.senders.keys());
  }

  start(): void {
    this.loops = [...this.senders].map(([channel, send]) => ({
      channel,
      send,
      timer: null,
      running: null,
      pokedWhileRunning: false,
    }));
    for (const loop of this.loops) this.schedule(loop, 0);
  }

  /**
   * A new lead was committed: every channel looks now instead of at its next poll. During a
   * channel's round the new job may already have been missed by its query, so another round of
   * that channel follows at once. While backing off from a fault of our own this ends the wait
   * too: the commit has just shown that the database takes writes again.
   */
  poke(): void {
    if (this.stopped) return;
    for (const loop of this.loops) {
      if (loop.running) loop.pokedWhileRunning = true;
      else this.schedule(loop, 0);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const loop of this.loops) if (loop.timer) clearTimeout(loop.timer);
    await Promise.all(this.loops.map((loop) => loop.running));
    this.transport?.close();
  }

  /** True while the worker cannot write its bookkeeping (for health checks). */
  get backingOff(): boolean {
    return this.failedRounds > 0;
  }

  private schedule(loop: ChannelLoop, delayMs: number): void {
    if (this.stopped) return;
    if (loop.timer) clearTimeout(loop.timer);
    loop.timer = setTimeout(() => {
      let next = this.config.NOTIFY_POLL_MS;
      loop.running = this.runRound(loop)
        .then((result) => {
          if (result.more) next = 0;
        })
        .catch((error: unknown) => this.writeFailed(error))
        .finally(() => {
          loop.running = null;
          if (loop.pokedWhileRunning) next = 0;
          loop.pokedWhileRunning = false;
          if (this.failedRounds > 0) {
            next = faultRetryDelayMs(this.failedRounds, this.config);
          }
          this.schedule(loop, next);
        });
    }, delayMs);
  }

  /** The database refused a write or a read: one error line per episode, then quiet back-off. */
  private writeFailed(error: unknown): void {
    this.failedRounds++;
    const details = { err: error, unrecorded: this.unrecorded.length };
    if (this.failedRounds === 1)
      this.log.error(details, "lead mail bookkeeping failed; sending paused until the database takes writes");
    else this.log.debug(details, "lead mail bookkeeping still failing");
  }

  /** Writes down what the last rounds could not; throws while the database still refuses. */
  private recordPending(): void {
    while (this.unrecorded.length > 0) {
      const entry = this.unrecorded[0] as Unrecorded;
      recordOutcome(this.db, entry);
      this.unrecorded.shift();
    }
    if (this.failedRounds > 0) {
      this.log.info({ failedRounds: this.failedRounds }, "lead mail bookkeeping works again; sending resumed");
      this.failedRounds = 0;
    }
  }

  /**
   * Delivers one channel's jobs that are due; `more` when a full batch went out and others may
   * wait. Nothing new goes out before the outcome of earlier sends (of any channel) is on disk.
   */
  private async runRound(loop: ChannelLoop): Promise<{ sent: number; more: boolean }> {
    this.recordPending();
    return this.runChannel(loop.channel, loop.send, new Date().toISOString());
  }

  private async runChannel(channel: QueueChannel, send: Sender, now: string): Promise<{ sent: number; more: boolean }> {
    const due = dueJobs(this.db, { channel, now, limit: batchSize });
    let sent = 0;
    for (const { job, submission } of due) {
      if (this.stopped) break;
      let entry: Unrecorded;
      try {
        await send(job, submission);
        entry = { kind: "sent", jobId: job.id, attempts: job.attempts + 1, sentAt: new Date().toISOString() };
        sent++;
      } catch (error) {
        const attempts = job.attempts + 1;
        const delayMs = retryDelayMs(attempts, this.config.NOTIFY_RETRY_MIN_MS, this.config.NOTIFY_RETRY_MAX_MS);
        const message = (error as Error).message.slice(0, 500);
        entry = { kind: "retry", jobId: job.id, attempts, lastError: message, delayMs };
        this.log.warn(
          { submissionId: submission.id, channel, attempts, retryInMs: delayMs, err: message },
          channel === "webhook" ? "lead alert failed; will retry" : "lead mail failed; will retry",
        );
      }
      // Kept first, so a failed write leaves it to be recorded later instead of sent again.
      this.unrecorded.push(entry);
      this.recordPending();
      // The receiver is probably down: leave the rest of this channel for the next round.
      if (entry.kind === "retry") break;
    }
    return { sent, more: due.length === batchSize && sent === due.length };
  }
}
