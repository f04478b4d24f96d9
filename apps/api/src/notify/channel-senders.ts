import { emailPattern } from "@brightwater/contracts";
import type { Transporter } from "nodemailer";
import type { Config } from "../config";
import type { OutboxJob, QueueChannel, Submission } from "../db/schema";
import { type AcknowledgementCopy, acknowledgementMail } from "./acknowledgement-mail";
import { addressOf, type BookingMailContext, bookingMail } from "./booking-mail";
import { leadMail } from "./lead-mail";
import { deliverWebhook } from "./lead-webhook";
import { smtpTransport } from "./smtp-transport";

/** Delivers one job of a channel; throws when the receiver did not take it. */
export type Sender = (job: OutboxJob, submission: Submission) => Promise<void>;

/** How each configured channel delivers a job, and the mail transport they share (closed at stop). */
export interface ChannelSenders {
  transport: Transporter | null;
  /** Jobs of a channel not configured here stay pending. */
  senders: Map<QueueChannel, Sender>;
}

/** The words of each mail to visitors: the acknowledgement per form, and the booking's (without them, none is sent). */
export interface VisitorCopy {
  acknowledgement: AcknowledgementCopy;
  booking?: Omit<BookingMailContext, "fromAddress" | "host"> | undefined;
}

/** One mailbox, as an address object: never a string a mail library reads as a list. */
function visitorAddress(email: string) {
  if (!emailPattern.test(email)) throw new Error("not one plain address");
  return { name: "", address: email };
}

function bookingSender(config: Config, copy: VisitorCopy["booking"], transport: Transporter): Sender | undefined {
  if (!copy) return undefined;
  const context = { ...copy, fromAddress: addressOf(config.LEAD_EMAIL_FROM), host: new URL(config.SITE_ORIGIN).host };
  return async (job, submission) => {
    if (!job.payload) throw new Error("a booking mail without its payload");
    const mail = bookingMail(context, job.payload, submission);
    await transport.sendMail({
      from: config.LEAD_EMAIL_FROM,
      to: visitorAddress(submission.email),
      ...(config.LEAD_EMAIL_TO ? { replyTo: config.LEAD_EMAIL_TO } : {}),
      ...mail,
    });
  };
}

function mailSenders(config: Config, { acknowledgement, booking }: VisitorCopy, transport: Transporter) {
  const { LEAD_EMAIL_TO } = config;
  const senders = new Map<QueueChannel, Sender>();
  if (LEAD_EMAIL_TO) {
    senders.set("company_email", async (_job, submission) => {
      const mail = leadMail(submission, config.resumeDir);
      await transport.sendMail({ from: config.LEAD_EMAIL_FROM, to: LEAD_EMAIL_TO, ...mail });
    });
  }
  senders.set("acknowledgement", async (_job, submission) => {
    const mail = acknowledgementMail(acknowledgement, submission);
    await transport.sendMail({
      from: config.LEAD_EMAIL_FROM,
      to: visitorAddress(submission.email),
      ...(LEAD_EMAIL_TO ? { replyTo: LEAD_EMAIL_TO } : {}),
      ...mail,
    });
  });
  const sendBooking = bookingSender(config, booking, transport);
  if (sendBooking) senders.set("booking_mail", sendBooking);
  return senders;
}

/**
 * The channels the settings configure: the e-mail to the company and the visitor's acknowledgement
 * with SMTP_URL (the company's only with LEAD_EMAIL_TO), the alert with LEAD_WEBHOOK_URL.
 */
export function channelSenders(config: Config, copy: VisitorCopy): ChannelSenders {
  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : null;
  const senders = transport ? mailSenders(config, copy, transport) : new Map<QueueChannel, Sender>();
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
