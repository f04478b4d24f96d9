import { eventRequestSchema } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { events } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { withSource } from "../../lib/attribution";
import { parseInput } from "../../lib/parse-input";

// A beacon carries a page path, a label and the attribution: a few hundred bytes.
const eventBodyLimit = 4 * 1024;

/**
 * First-party events (a tap on a call link), sent with `navigator.sendBeacon`. No cookie is read
 * or set and nothing in the body names a person; the row counts the tap beside form requests.
 */
export default async function eventRoutes(app: FastifyInstance) {
  // sendBeacon sends a string body as text/plain (a JSON Blob is not CORS-safelisted): read it as
  // JSON here, in this route's context only.
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: eventBodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ApiError(400, "invalid_body", "body: Must be JSON"), undefined);
    }
  });
  const perMinute = app.config.EVENT_RATE_LIMIT_PER_MINUTE;
  app.post(
    "/api/events",
    {
      bodyLimit: eventBodyLimit,
      config: { rateLimit: perMinute > 0 ? { max: perMinute, timeWindow: "1 minute" } : false },
    },
    async (request, reply) => {
      const event = parseInput(eventRequestSchema, request.body);
      const { attribution, source } = withSource(event.attribution ?? {}, app.config.SITE_ORIGIN);
      app.db
        .insert(events)
        .values({ type: event.type, pagePath: event.pagePath, label: event.label, attribution, source })
        .run();
      return reply.code(204).send();
    },
  );
}
