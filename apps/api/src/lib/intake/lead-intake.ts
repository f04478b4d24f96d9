import { type Attribution, thankYouPaths } from "@brightwater/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { NewSubmission } from "../../db/schema";
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
 * The end of every form request, called by its route once the body passed its contract: captcha
 * check, one durable write (the lead and its notification jobs together), the stored jobs handed
 * to the outbox worker, then 201 with the id, or a 303 to the thank-you page for a browser's own
 * post. Nothing here calls back up: the writer answers with what it committed.
 */
export async function acceptLead(
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormMeta & SubmissionFields,
): Promise<FastifyReply> {
  const app = request.server;
  const { recaptchaToken, pagePath, website, attribution: firstTouch, ...row } = form;
  await verifyCaptcha(app.config, recaptchaToken, request.ip, app.business.phone.display, request.log);
  const sent = firstTouch && Object.values(firstTouch).some(Boolean) ? firstTouch : undefined;
  const { attribution, source } = withSource(
    sent ?? attributionFromReferer(request.headers.referer, app.config.SITE_ORIGIN),
    app.config.SITE_ORIGIN,
  );
  const stored = await app.leads.insert({
    ...row,
    pagePath,
    userAgent: (request.headers["user-agent"] ?? "").slice(0, 300),
    attribution,
    source,
    callBackBy: callBackBy(app.business.hours.schedule, new Date()).toISOString(),
    spam: website !== "",
  });
  // The jobs are on disk with the lead: the worker looks now instead of at its next poll.
  if (stored.queued.length > 0) app.mailer?.poke();
  if (isBrowserFormPost(request)) return reply.redirect(thankYouPaths[row.kind], 303);
  return reply.code(201).send({ id: stored.id });
}
