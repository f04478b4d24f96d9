import { type Attribution, attributionFieldPrefix, createdResponseSchema } from "@brightwater/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { NewSubmission } from "../db/schema";
import { attributionFromReferer, withSource } from "./attribution";
import { isBrowserFormPost } from "./browser-form";
import { verifyCaptcha } from "./captcha";
import { callBackBy } from "./office-hours";
import { errorResponses, noBody } from "./route-schemas";

export const thankYouPath = "/thank-you";

/** What every form route answers: 201 with the id, a browser's own post 303 to the thank-you page. */
export const formResponses = { 201: createdResponseSchema, 303: noBody, ...errorResponses } as const;

/**
 * Runs before a form body is checked against its contract (a preValidation hook of every form
 * route): browsers' own captcha field ("g-recaptcha-response", from a form posted without script)
 * counts as the token, and in a form post (urlencoded or multipart) `attribution` is JSON text,
 * or flat `attr_*` fields. Anything that is not an object is left for the schema to refuse.
 */
export async function formFields(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) return;
  const { "g-recaptcha-response": widgetToken, ...rest } = body as Record<string, unknown>;
  request.body = foldAttributionFields(
    widgetToken !== undefined && rest.recaptchaToken === undefined ? { ...rest, recaptchaToken: widgetToken } : rest,
  );
}

function foldAttributionFields(fields: Record<string, unknown>): Record<string, unknown> {
  // A form post (urlencoded or multipart) carries the page script's first touch as JSON text.
  if (typeof fields.attribution === "string") {
    let attribution: unknown = {};
    try {
      attribution = JSON.parse(fields.attribution);
    } catch {
      // Not JSON: no attribution, rather than a lost request.
    }
    return { ...fields, attribution: attribution !== null && typeof attribution === "object" ? attribution : {} };
  }
  const flat = Object.keys(fields).filter((key) => key.startsWith(attributionFieldPrefix));
  if (flat.length === 0 || fields.attribution !== undefined) return fields;
  const rest = { ...fields };
  const attribution: Record<string, unknown> = {};
  for (const key of flat) {
    attribution[key.slice(attributionFieldPrefix.length)] = rest[key];
    delete rest[key];
  }
  return { ...rest, attribution };
}

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
 * The route options every form shares: the one per-IP budget of all forms, the form's fields
 * folded (`formFields`), then its contract as the body schema, and the answers a form gives.
 */
export function formRoute<Body extends z.ZodType>(app: FastifyInstance, body: Body) {
  return {
    onRequest: app.formRateLimit,
    preValidation: formFields,
    schema: { body, response: formResponses },
  };
}

/**
 * The end of every form request: captcha check, one durable write (submission and notification
 * job together), then 201 with the id, or a 303 to the thank-you page for a browser's own post.
 */
export async function acceptSubmission(
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
  const id = await app.leads.insert({
    ...row,
    pagePath,
    userAgent: (request.headers["user-agent"] ?? "").slice(0, 300),
    attribution,
    source,
    callBackBy: callBackBy(app.business.hours.schedule, new Date()).toISOString(),
    spam: website !== "",
  });
  if (isBrowserFormPost(request)) return reply.redirect(thankYouPath, 303);
  return reply.code(201).send({ id });
}
