import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../lib/http/api-error";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The one per-IP budget of every form endpoint together (an onRequest hook): a route's own
     * rateLimit config would count each form apart. FORM_RATE_LIMIT_PER_MINUTE=0 switches it off.
     */
    formRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Per-IP limits, applied by the routes that ask for one (the forms, sign-in). Behind a proxy,
 * TRUST_PROXY makes `request.ip` the visitor's address rather than the proxy's.
 */
export default fp(async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // A client gone before its request was read has no address any more (a malformed chunked
    // body closes the socket at once): that is a 400 for nobody, not a TypeError in the log.
    keyGenerator: (request) => {
      const ip = request.ip ?? request.socket.remoteAddress;
      if (!ip) throw new ApiError(400, "invalid_body", "The connection closed before the request was read.");
      return normalizeIP(ip);
    },
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        "rate_limited",
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again, or call us.`,
        undefined,
        { "Retry-After": String(Math.ceil(context.ttl / 1000)) },
      ),
  });
  const perMinute = app.config.FORM_RATE_LIMIT_PER_MINUTE;
  const formLimit = perMinute > 0 ? app.rateLimit({ max: perMinute, timeWindow: "1 minute" }) : null;
  app.decorate("formRateLimit", async (request: FastifyRequest, reply: FastifyReply) => {
    if (formLimit) await formLimit.call(app, request, reply);
  });
});
