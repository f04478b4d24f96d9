import { statSync } from "node:fs";
import { adminPagePath, type PublishRecord } from "@brightwater/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Config } from "../config";
import { publishLogPath, readPublishLog } from "../lib/site/publish-log";
import { type AlertMarkup, alertMarkup, escapeForMarkup } from "./alert-markup";
import { webhookHeaders, webhookSignature } from "./lead-webhook";
import { smtpTransport } from "./smtp-transport";

const outcomeLabels: Record<Exclude<PublishRecord["outcome"], "published">, string> = {
  refused: "Website publish refused",
  "needs-release": "Website change waits for a release",
};

/** What the office reads: the outcome, the commit, why, each problem with its file and field, the inbox. */
export function publishAlertText(record: PublishRecord, siteOrigin: string, markup: AlertMarkup = "plain"): string {
  const label = record.outcome === "published" ? "Website published" : outcomeLabels[record.outcome];
  const typed = (text: string) => escapeForMarkup(markup, text);
  const problems = record.problems.map((problem) =>
    typed([problem.file, problem.path, problem.message].filter(Boolean).join(": ")),
  );
  const head = `${label}: ${record.commit.slice(0, 7)} "${typed(record.subject)}": ${typed(record.message)}`;
  return [head, ...problems, `${siteOrigin.replace(/\/$/, "")}${adminPagePath}`].join("\n");
}

type Channel = (record: PublishRecord, text: (markup: AlertMarkup) => string) => Promise<void>;

function webhookChannel(config: Config): Channel | null {
  const url = config.LEAD_WEBHOOK_URL;
  if (!url) return null;
  const markup = config.LEAD_WEBHOOK_MARKUP ?? alertMarkup({ url, format: config.LEAD_WEBHOOK_FORMAT });
  return async (record, text) => {
    const body =
      config.LEAD_WEBHOOK_FORMAT === "text" ? text(markup) : JSON.stringify({ text: text(markup), publish: record });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      "content-type": config.LEAD_WEBHOOK_FORMAT === "text" ? "text/plain; charset=utf-8" : "application/json",
      "user-agent": "Brightwater-Publish-Alert/1",
      [webhookHeaders.timestamp]: timestamp,
      [webhookHeaders.idempotencyKey]: `publish-${record.commit}-${record.at}`,
    };
    if (config.LEAD_WEBHOOK_SECRET)
      headers[webhookHeaders.signature] = webhookSignature(config.LEAD_WEBHOOK_SECRET, timestamp, body);
    const signal = AbortSignal.timeout(config.LEAD_WEBHOOK_TIMEOUT_MS);
    const response = await fetch(url, { method: "POST", headers, body, redirect: "error", signal });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

function mailChannel(config: Config, transport: Transporter | null): Channel | null {
  const to = config.LEAD_EMAIL_TO;
  if (!transport || !to) return null;
  return async (record, text) => {
    const label = record.outcome === "published" ? "Website published" : outcomeLabels[record.outcome];
    const subject = `${label}: ${record.subject}`;
    await transport.sendMail({ from: config.LEAD_EMAIL_FROM, to, subject, text: text("plain") });
  };
}

/** A record's identity: a new pull that meets the same commit again is a new record. */
const recordKey = (record: PublishRecord) => `${record.at} ${record.commit}`;
/** What an alert is about: one alert per commit and outcome, however many records say it. */
const alertKey = (record: PublishRecord) => `${record.commit} ${record.outcome}`;

/** How often the record is looked at, and how a failed alert is tried again. */
const pollMs = 1000;
const retryMs = 30_000;
const maxAttempts = 5;

interface Pending {
  record: PublishRecord;
  channel: Channel;
  attempts: number;
  dueAt: number;
}

/**
 * Alerts the office through the configured channels (LEAD_EMAIL_TO by SMTP_URL, LEAD_WEBHOOK_URL)
 * when `npm run publish -- --pull` records a refusal or a push held for a release. It watches the
 * record beside the database (a stat a second, as the published site watches routes.json); what
 * was recorded before the server started was alerted by the server running then.
 */
export class PublishAlerts {
  private readonly file: string;
  private readonly channels: Channel[];
  private readonly transport: Transporter | null;
  private seen = new Set<string>();
  private alerted = new Set<string>();
  private pending: Pending[] = [];
  private stamp = "";
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {
    this.file = publishLogPath(config);
    this.transport = config.SMTP_URL && config.LEAD_EMAIL_TO ? smtpTransport(config.SMTP_URL) : null;
    this.channels = [webhookChannel(config), mailChannel(config, this.transport)].filter(
      (channel): channel is Channel => channel !== null,
    );
  }

  start(): void {
    if (this.channels.length === 0) return;
    this.stamp = this.fileStamp();
    const recorded = readPublishLog(this.file);
    this.seen = new Set(recorded.map(recordKey));
    this.alerted = new Set(recorded.map(alertKey));
    this.timer = setInterval(() => {
      this.running ??= this.round().finally(() => {
        this.running = null;
      });
    }, pollMs).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  private fileStamp(): string {
    const stat = statSync(this.file, { throwIfNoEntry: false });
    return stat ? `${stat.mtimeMs} ${stat.size} ${stat.ino}` : "";
  }

  private async round(): Promise<void> {
    const stamp = this.fileStamp();
    if (stamp !== this.stamp) {
      this.stamp = stamp;
      const fresh = readPublishLog(this.file).filter((record) => !this.seen.has(recordKey(record)));
      for (const record of fresh.reverse()) {
        this.seen.add(recordKey(record));
        if (record.outcome === "published" || this.alerted.has(alertKey(record))) continue;
        this.alerted.add(alertKey(record));
        for (const channel of this.channels) this.pending.push({ record, channel, attempts: 0, dueAt: 0 });
      }
    }
    const now = Date.now();
    const due = this.pending.filter((job) => job.dueAt <= now);
    this.pending = this.pending.filter((job) => job.dueAt > now);
    for (const job of due) await this.deliver(job);
  }

  private async deliver(job: Pending): Promise<void> {
    const siteOrigin = this.config.SITE_ORIGIN;
    try {
      await job.channel(job.record, (markup) => publishAlertText(job.record, siteOrigin, markup));
      this.log.info({ commit: job.record.commit, outcome: job.record.outcome }, "publish alert sent");
    } catch (error) {
      const attempts = job.attempts + 1;
      const last = attempts >= maxAttempts;
      this.log.error(
        { err: error, commit: job.record.commit, attempts },
        last ? "publish alert failed; giving up" : "publish alert failed; trying again",
      );
      if (!last) this.pending.push({ ...job, attempts, dueAt: Date.now() + retryMs });
    }
  }
}
