import { adminPagePath } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { navigationOf } from "../lib/visits/navigation";

/**
 * Counts a visit as the server answers a browser's navigation to a public page (lib/visits): no
 * script and no byte added to the page, no cookie read or set, nothing of the visitor stored. The
 * count happens once the answer is sent, in memory; it is written every few seconds.
 */
export default fp(async function visitCount(app: FastifyInstance) {
  const siteOrigin = app.config.SITE_ORIGIN;
  // A page of the site as it is published now; never the inbox, whatever a publish lists.
  const pageOf = (url: string) => {
    const page = app.sitePaths.pageOf(url);
    return page === adminPagePath ? "" : page;
  };
  // A hook that calls back, not an async one: no promise for each of the server's answers.
  app.addHook("onResponse", (request, reply, done) => {
    done();
    // Most answers are assets and API calls: one header read turns them away.
    if (request.headers["sec-fetch-dest"] !== "document") return;
    const navigation = navigationOf(
      {
        method: request.method,
        url: request.url,
        headers: request.headers,
        host: request.host,
        statusCode: reply.statusCode,
      },
      pageOf,
      siteOrigin,
    );
    if (navigation) app.visits.count(navigation);
  });
});
