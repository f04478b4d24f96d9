import { createdResponseSchema } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { errorResponses, noBody } from "../http/route-schemas";

/** What every form route answers: 201 with the id, a browser's own post 303 to the thank-you page. */
export const formResponses = { 201: createdResponseSchema, 303: noBody, ...errorResponses } as const;

/**
 * The route options every form shares: the one per-IP budget of all forms, its contract as the
 * body schema (a browser's own post arrives already folded into the contract's shape:
 * lib/intake/form-post.ts), and the answers a form gives.
 */
export function formRoute<Body extends z.ZodType>(app: FastifyInstance, body: Body) {
  return {
    onRequest: app.formRateLimit,
    schema: { body, response: formResponses },
  };
}
