import { emailPattern, type OutboxChannel } from "@brightwater/contracts";
import type { Transporter } from "nodemailer";
import type { Config } from "../config";
import type { OutboxJob, Submission } from "../db/schema";
import { type AcknowledgementCopy, acknowledgementMail } from "./acknowledgement-mail";
import { leadMail } from "./lead-mail";
import { deliverWebhook } from "./lead-webhook";
import { smtpTransport } from "./smtp-transport";

/** Delivers one job of a channel; throws when the receiver did not take it. */
export type Sender = (job: OutboxJob, submission: Submission) => Promise<void>;

/** How each configured channel delivers a job, and the mail transport they share (closed at stop). */
export interface ChannelSenders {
  transport: Transporter | null;
  /** Jobs of a channel not configured here stay pending. */
  senders: Map<OutboxChannel, Sender>;
}

function mailSenders(config: Config, acknowledgement: AcknowledgementCopy, transport: Transporter) {
  const { LEAD_EMAIL_TO } = config;
  const senders = new Map<OutboxChannel, Sender>();
  if (LEAD_EMAIL_TO) {
    senders.set("company_email", async (_job, submission) => {
      const mail = leadMail(submission, config.resumeDir);
      await transport.sendMail({ from: config.LEAD_EMAIL_FROM, to: LEAD_EMAIL_TO, ...mail });
    });
  }
  senders.set("acknowledgement", async (_job, submission) => {
    const mail = acknowledgementMail(acknowledgement, submission);
    // One mailbox, as an address object: never a string a mail library reads as a list.
    if (!emailPattern.test(submission.email)) throw new Error("not one plain address");
    await transport.sendMail({
      from: config.LEAD_EMAIL_FROM,
      to: { name: "", address: submission.email },
      ...(LEAD_EMAIL_TO ? { replyTo: LEAD_EMAIL_TO } : {}),
      ...mail,
    });
  });
  return senders;
}

/**
 * The channels the settings configure: the e-mail to the company and the visitor's acknowledgement
 * with SMTP_URL (the company's only with LEAD_EMAIL_TO), the alert with LEAD_WEBHOOK_URL.
 */
export function channelSenders(config: Config, acknowledgement: AcknowledgementCopy): ChannelSenders {
  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : null;
  const senders = transport ? mailSenders(config, acknowledgement, transport) : new Map<OutboxChannel, Sender>();
  const { LEAD_WEBHOOK_URL } = config;
  if (LEAD_WEBHOOK_URL) {
    const settings = {
      url: LEAD_WEBHOOK_URL,
      secret: config.LEAD_WEBHOOK_SECRET,
      format: config.LEAD_WEBHOOK_FORMAT,
      markup: config.LEAD_WEBHOOK_MARKUP,
      timeoutMs: config.LEAD_WEBHOOK_TIMEOUT_MS,
      siteOrigin: config.SITE_ORIGIN,
    };
    senders.set("webhook", (job, submission) => deliverWebhook(settings, submission, job.id));
  }
  return { transport, senders };
}
