import type { LeadSourcesResponse } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { leadsByPage } from "../../../db/inbox-queries";

const days = 30;
const pageLimit = 10;

/** Which pages brought leads lately, so the company sees what works. */
export default async function leadSourceRoutes(app: FastifyInstance) {
  app.get("/api/admin/lead-sources", async (): Promise<LeadSourcesResponse> => {
    const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    return { days, since, pages: leadsByPage(app.db, since, pageLimit) };
  });
}
