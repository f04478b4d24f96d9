import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { NewSubmission } from "../db/schema";
import { isBrowserFormPost } from "./browser-form";
import { verifyCaptcha } from "./captcha";
import { parseInput } from "./parse-input";

export const thankYouPath = "/thank-you";

/**
 * Validates a form body against its contract, naming each bad field. Browsers' own captcha
 * field ("g-recaptcha-response", from a form posted without script) counts as the token.
 */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  let input = body;
  if (input !== null && typeof input === "object" && !Array.isArray(input)) {
    const { "g-recaptcha-response": widgetToken, ...rest } = input as Record<string, unknown>;
    input =
      widgetToken !== undefined && rest.recaptchaToken === undefined ? { ...rest, recaptchaToken: widgetToken } : rest;
  }
  return parseInput(schema, input);
}

interface FormMeta {
  recaptchaToken: string;
  pagePath: string;
  website: string;
}

/**
 * The end of every form request: captcha check, one durable write (submission and notification
 * job together), then 201 with the id, or a 303 to the thank-you page for a browser's own post.
 */
export async function acceptSubmission(
  request: FastifyRequest,
  reply: FastifyReply,
  meta: FormMeta,
  row: Omit<NewSubmission, "pagePath" | "userAgent">,
): Promise<FastifyReply> {
  const { app } = { app: request.server };
  await verifyCaptcha(app.config, meta.recaptchaToken, request.ip, app.business.phone.display, request.log);
  const id = await app.leads.insert({
    ...row,
    pagePath: meta.pagePath,
    userAgent: (request.headers["user-agent"] ?? "").slice(0, 300),
    spam: meta.website !== "",
  });
  if (isBrowserFormPost(request)) return reply.redirect(thankYouPath, 303);
  return reply.code(201).send({ id });
}
