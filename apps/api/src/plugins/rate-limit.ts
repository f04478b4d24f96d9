import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../lib/api-error";

/**
 * Per-IP limits, applied by the routes that ask for one (the forms, sign-in). Behind a proxy,
 * TRUST_PROXY makes `request.ip` the visitor's address rather than the proxy's.
 */
export default fp(async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        "rate_limited",
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again, or call us.`,
        undefined,
        { "Retry-After": String(Math.ceil(context.ttl / 1000)) },
      ),
  });
});
