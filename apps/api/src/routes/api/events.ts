import { eventRequestSchema } from "@brightwater/contracts";
import { errorCodes, type FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../../lib/http/api-error";
import { errorResponses, noBody } from "../../lib/http/route-schemas";
import { originMatches } from "../../lib/inbox/inbox-origin";
import { withSource } from "../../lib/intake/lead-attribution";

// A beacon carries a page path, a label and the attribution: a few hundred bytes.
const eventBodyLimit = 4 * 1024;

/**
 * A beacon from a page of another site (a browser says so in Sec-Fetch-Site, and in Origin) is
 * refused: any site could otherwise make its visitors' browsers tap our numbers for the report.
 * A client that sends neither header is not a browser on another site; the rate limit holds it.
 */
function refuseOtherSites(request: FastifyRequest, siteOrigin: string): void {
  const fetchSite = request.headers["sec-fetch-site"];
  const { origin } = request.headers;
  const crossSite = fetchSite !== undefined && fetchSite !== "same-origin";
  if (crossSite || (origin !== undefined && !originMatches(siteOrigin, origin)))
    throw new ApiError(403, "forbidden", "Events are taken only from the site's own pages.");
}

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
      refuseOtherSites(request, app.config.SITE_ORIGIN);
      const event = request.body;
      const { attribution, source } = withSource(event.attribution ?? {}, app.config.SITE_ORIGIN);
      // A page of the site, or none: a made-up path never becomes a row of the report.
      const pagePath = app.sitePaths.pageOf(event.pagePath);
      // Written with the other taps of this quarter second (db/event-queue.ts), off this request.
      app.events.add({ type: event.type, pagePath, label: event.label, attribution, source });
      return reply.code(204).send();
    },
  );
};

export default eventRoutes;
