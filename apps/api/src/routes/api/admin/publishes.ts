import { publishHistoryResponseSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../lib/http/route-schemas";
import { publishLogPath, readPublishLog } from "../../../lib/site/publish-log";

/** The last publishes from the repository: what went live, what was refused and why, what waits for a release. */
const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  const file = publishLogPath(app.config);
  app.get(
    "/api/admin/publishes",
    { schema: { response: { 200: publishHistoryResponseSchema, ...errorResponses } } },
    async () => ({ publishes: readPublishLog(file) }),
  );
};

export default publishRoutes;
