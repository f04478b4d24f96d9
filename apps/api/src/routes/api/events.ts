import { eventRequestSchema } from "@brightwater/contracts";
import { errorCodes } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { events } from "../../db/schema";
import { withSource } from "../../lib/lead-attribution";
import { errorResponses, noBody } from "../../lib/route-schemas";

// A beacon carries a page path, a label and the attribution: a few hundred bytes.
const eventBodyLimit = 4 * 1024;

/**
 * First-party events (a tap on a call link), sent with `navigator.sendBeacon`. No cookie is read
 * or set and nothing in the body names a person; the row counts the tap beside form requests.
 */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // sendBeacon sends a string body as text/plain (a JSON Blob is not CORS-safelisted): read it as
  // JSON here, in this route's context only, failing as Fastify's own JSON parser does.
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: eventBodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });
  const perMinute = app.config.EVENT_RATE_LIMIT_PER_MINUTE;
  app.post(
    "/api/events",
    {
      bodyLimit: eventBodyLimit,
      config: { rateLimit: perMinute > 0 ? { max: perMinute, timeWindow: "1 minute" } : false },
      schema: { body: eventRequestSchema, response: { 204: noBody, ...errorResponses } },
    },
    async (request, reply) => {
      const event = request.body;
      const { attribution, source } = withSource(event.attribution ?? {}, app.config.SITE_ORIGIN);
      app.db
        .insert(events)
        .values({ type: event.type, pagePath: event.pagePath, label: event.label, attribution, source })
        .run();
      return reply.code(204).send();
    },
  );
};

export default eventRoutes;
