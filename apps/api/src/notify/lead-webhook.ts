import { createHmac } from "node:crypto";
import { adminPagePath, leadReference } from "@brightwater/contracts";
import type { Submission } from "../db/schema";
import { type AlertMarkup, alertMarkup, escapeForMarkup } from "./alert-markup";
import { kindLabels } from "./lead-mail";

/** Headers of every webhook delivery; receivers check the signature and drop stale timestamps. */
export const webhookHeaders = {
  timestamp: "x-brightwater-timestamp",
  signature: "x-brightwater-signature",
  idempotencyKey: "idempotency-key",
} as const;

export interface WebhookSettings {
  url: string;
  secret: string | undefined;
  format: "json" | "text";
  /** The receiver's markup when LEAD_WEBHOOK_MARKUP names it; otherwise inferred from the address. */
  markup?: AlertMarkup | undefined;
  timeoutMs: number;
  siteOrigin: string;
}

/** `sha256=` and the hex HMAC-SHA256 of `timestamp.body`: the timestamp is signed too, so a replay cannot refresh it. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** The lead's line in the inbox, opened straight from the alert. */
export function inboxLink(siteOrigin: string, submissionId: number): string {
  return `${siteOrigin.replace(/\/$/, "")}${adminPagePath}?lead=${submissionId}`;
}

/**
 * One line a person reads on a phone lock screen: who, what, the number, the link. Whatever the
 * visitor typed is escaped for the receiver's markup; the reference and the link are ours.
 */
export function alertText(submission: Submission, link: string, markup: AlertMarkup = "plain"): string {
  const typed = (text: string) => escapeForMarkup(markup, text);
  const name = [submission.firstName, submission.lastName].filter(Boolean).join(" ");
  const parts = [
    `New ${kindLabels[submission.kind].toLowerCase()} ${leadReference(submission.id)} from ${typed(name)}`,
    typed(submission.phone),
    typed(submission.subject),
  ].filter(Boolean);
  return `${parts.join(" · ")}\n${link}`;
}

/**
 * The JSON a receiver gets. `text` is what chat webhooks (Slack, Teams) and SMS relays display;
 * `lead` carries the summary for receivers that do their own formatting.
 */
export function webhookPayload(submission: Submission, siteOrigin: string, markup: AlertMarkup = "plain") {
  const link = inboxLink(siteOrigin, submission.id);
  const flat = submission.message.replace(/\s+/g, " ").trim();
  return {
    text: alertText(submission, link, markup),
    lead: {
      id: submission.id,
      reference: leadReference(submission.id),
      kind: submission.kind,
      name: [submission.firstName, submission.lastName].filter(Boolean).join(" "),
      phone: submission.phone,
      email: submission.email,
      subject: submission.subject,
      excerpt: flat.length > 280 ? `${flat.slice(0, 279)}…` : flat,
      pagePath: submission.pagePath,
      source: submission.source,
      createdAt: submission.createdAt,
      url: link,
    },
  };
}

/**
 * Posts one alert. Throws on a network error, a timeout or an answer other than 2xx, so that the
 * outbox tries again later. The idempotency key is the job's, the same on every try: a receiver
 * that saw the first try (and only its answer was lost) can drop the repeat.
 */
export async function deliverWebhook(settings: WebhookSettings, submission: Submission, jobId: number): Promise<void> {
  const payload = webhookPayload(submission, settings.siteOrigin, settings.markup ?? alertMarkup(settings));
  const body = settings.format === "text" ? payload.text : JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    "content-type": settings.format === "text" ? "text/plain; charset=utf-8" : "application/json",
    "user-agent": "Brightwater-Lead-Alert/1",
    [webhookHeaders.timestamp]: timestamp,
    [webhookHeaders.idempotencyKey]: `lead-alert-${jobId}`,
  };
  // ntfy renders the push as markdown only when asked to.
  if (settings.format === "text") headers.markdown = "yes";
  if (settings.secret) headers[webhookHeaders.signature] = webhookSignature(settings.secret, timestamp, body);
  const response = await fetch(settings.url, {
    method: "POST",
    headers,
    body,
    redirect: "error",
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  // The body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
