import { publishHistoryResponseSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publishLogPath, readPublishLog } from "../../../lib/publish-log";
import { errorResponses } from "../../../lib/route-schemas";

/** The last publishes from the repository: what went live, what was refused and why, what waits for a release. */
const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  const file = publishLogPath(app.config.databasePath);
  app.get(
    "/api/admin/publishes",
    { schema: { response: { 200: publishHistoryResponseSchema, ...errorResponses } } },
    async () => ({ publishes: readPublishLog(file) }),
  );
};

export default publishRoutes;
