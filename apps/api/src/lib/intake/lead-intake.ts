import type { Business } from "@brightwater/content/types";
import { type Attribution, thankYouPaths } from "@brightwater/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { type BookingRequest, WindowFullError } from "../../db/booking-store";
import type { LeadRow, LeadWriter } from "../../db/lead-writer";
import type { NewSubmission } from "../../db/schema";
import type { OutboxWorker } from "../../notify/outbox-worker";
import { isBrowserFormPost } from "./browser-form";
import { verifyCaptcha } from "./captcha";
import { attributionFromReferer, withSource } from "./lead-attribution";
import { callBackBy } from "./office-hours";

/** Fields every form sends besides its own (the contracts' `formMetaFields`, as validated). */
interface FormMeta {
  recaptchaToken: string;
  pagePath: string;
  website: string;
  // Sent by the page's script (first touch of the visit); without script, read from the Referer.
  attribution?: Attribution | undefined;
}

type SubmissionFields = Omit<NewSubmission, "pagePath" | "userAgent" | "attribution" | "source">;

/**
 * The arrival window a request asks for, and the details to store instead of the form's when it
 * filled and the request came from a page without script (which cannot offer other times).
 */
interface WindowAsked {
  booking?: BookingRequest | undefined;
  whenFull?: Record<string, string>;
}

/** What accepting a lead works with besides the request, handed to each form's routes where they are registered. */
export interface LeadServices {
  config: Pick<Config, "RECAPTCHA_SECRET" | "RECAPTCHA_VERIFY_URL" | "RECAPTCHA_TIMEOUT_MS" | "SITE_ORIGIN">;
  /** The phone number a refusal offers, and the office hours that set the call-back allowance. */
  business: Pick<Business, "phone" | "hours">;
  leads: Pick<LeadWriter, "insert">;
  /** The outbox worker; null when no channel (SMTP_URL, LEAD_WEBHOOK_URL) is configured. */
  mailer: Pick<OutboxWorker, "poke"> | null;
}

/** Accepts one lead: the form's request, its reply, and the body as the form's contract shaped it. */
export type AcceptLead = (
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormMeta & SubmissionFields & WindowAsked,
) => Promise<FastifyReply>;

/**
 * Stores the lead. A full window is the caller's to answer (409 with other times), except for a
 * page without script: its request is kept without the window, and the details tell the office.
 */
async function storeLead(
  leads: Pick<LeadWriter, "insert">,
  lead: LeadRow,
  fallback: { browserPost: boolean; whenFull: Record<string, string> | undefined },
) {
  try {
    return await leads.insert(lead);
  } catch (error) {
    if (!(error instanceof WindowFullError && fallback.browserPost && fallback.whenFull)) throw error;
    return leads.insert({ ...lead, booking: undefined, details: fallback.whenFull });
  }
}

/**
 * Makes `acceptLead` from what a lead is accepted with (given where the forms' routes are
 * registered). `acceptLead` is the end of every form request, called by its route once the body
 * passed its contract: captcha check, one durable write (the lead and its notification jobs
 * together), the stored jobs handed to the outbox worker, then 201 with the id, or a 303 to the
 * thank-you page for a browser's own post. Nothing here calls back up: the writer answers with
 * what it committed.
 */
export function leadAcceptor({ config, business, leads, mailer }: LeadServices): AcceptLead {
  return async function acceptLead(request, reply, form) {
    const { recaptchaToken, pagePath, website, attribution: firstTouch, whenFull, ...row } = form;
    await verifyCaptcha({
      config,
      token: recaptchaToken,
      remoteIp: request.ip,
      phone: business.phone.display,
      log: request.log,
    });
    const sent = firstTouch && Object.values(firstTouch).some(Boolean) ? firstTouch : undefined;
    const { attribution, source } = withSource(
      sent ?? attributionFromReferer(request.headers.referer, config.SITE_ORIGIN),
      config.SITE_ORIGIN,
    );
    const browserPost = isBrowserFormPost(request);
    const lead = {
      ...row,
      pagePath,
      userAgent: (request.headers["user-agent"] ?? "").slice(0, 300),
      attribution,
      source,
      callBackBy: callBackBy(business.hours.schedule, new Date()).toISOString(),
      spam: website !== "",
    };
    const stored = await storeLead(leads, lead, { browserPost, whenFull });
    // The jobs are on disk with the lead: the worker looks now instead of at its next poll.
    if (stored.queued.length > 0) mailer?.poke();
    if (browserPost) return reply.redirect(thankYouPaths[row.kind], 303);
    return reply.code(201).send({ id: stored.id });
  };
}
