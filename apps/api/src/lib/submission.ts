import { type Attribution, attributionFieldPrefix } from "@brightwater/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { NewSubmission } from "../db/schema";
import { attributionFromReferer, withSource } from "./attribution";
import { isBrowserFormPost } from "./browser-form";
import { verifyCaptcha } from "./captcha";
import { callBackBy } from "./office-hours";
import { parseInput } from "./parse-input";

export const thankYouPath = "/thank-you";

/**
 * Validates a form body against its contract, naming each bad field. Browsers' own captcha
 * field ("g-recaptcha-response", from a form posted without script) counts as the token. In a
 * form post (urlencoded or multipart) `attribution` is JSON text, or flat `attr_*` fields.
 */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  let input = body;
  if (input !== null && typeof input === "object" && !Array.isArray(input)) {
    const { "g-recaptcha-response": widgetToken, ...rest } = input as Record<string, unknown>;
    input =
      widgetToken !== undefined && rest.recaptchaToken === undefined ? { ...rest, recaptchaToken: widgetToken } : rest;
    input = foldAttributionFields(input as Record<string, unknown>);
  }
  return parseInput(schema, input);
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

interface FormMeta {
  recaptchaToken: string;
  pagePath: string;
  website: string;
  // Sent by the page's script (first touch of the visit); without script, read from the Referer.
  attribution?: Attribution | undefined;
}

/**
 * The end of every form request: captcha check, one durable write (submission and notification
 * job together), then 201 with the id, or a 303 to the thank-you page for a browser's own post.
 */
export async function acceptSubmission(
  request: FastifyRequest,
  reply: FastifyReply,
  meta: FormMeta,
  row: Omit<NewSubmission, "pagePath" | "userAgent" | "attribution" | "source">,
): Promise<FastifyReply> {
  const app = request.server;
  await verifyCaptcha(app.config, meta.recaptchaToken, request.ip, app.business.phone.display, request.log);
  const sent = meta.attribution && Object.values(meta.attribution).some(Boolean) ? meta.attribution : undefined;
  const { attribution, source } = withSource(
    sent ?? attributionFromReferer(request.headers.referer, app.config.SITE_ORIGIN),
    app.config.SITE_ORIGIN,
  );
  const id = await app.leads.insert({
    ...row,
    pagePath: meta.pagePath,
    userAgent: (request.headers["user-agent"] ?? "").slice(0, 300),
    attribution,
    source,
    callBackBy: callBackBy(app.business.hours.schedule, new Date()).toISOString(),
    spam: meta.website !== "",
  });
  if (isBrowserFormPost(request)) return reply.redirect(thankYouPath, 303);
  return reply.code(201).send({ id });
}
