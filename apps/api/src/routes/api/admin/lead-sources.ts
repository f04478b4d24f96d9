import { leadSourcesResponseSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { leadsByPage } from "../../../db/inbox-queries";
import { errorResponses } from "../../../lib/http/route-schemas";

const days = 30;
const pageLimit = 10;

/** Which pages brought leads lately, so the company sees what works. */
const leadSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/lead-sources",
    { schema: { response: { 200: leadSourcesResponseSchema, ...errorResponses } } },
    async () => {
      const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
      return { days, since, pages: leadsByPage(app.db, since, pageLimit) };
    },
  );
};

export default leadSourceRoutes;
