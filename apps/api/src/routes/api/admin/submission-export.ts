import { Readable } from "node:stream";
import { submissionFilterSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { submissionPages } from "../../../db/inbox-queries";
import { errorResponses, fileResponse } from "../../../lib/http/route-schemas";
import { attachment } from "../../../lib/inbox/content-disposition";
import { leadCsv } from "../../../lib/inbox/lead-csv";

/** The leads of the current filter as a CSV download (no paging: every matching lead). */
const submissionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/submissions.csv",
    {
      schema: { querystring: submissionFilterSchema, response: { 200: fileResponse(["text/csv"]), ...errorResponses } },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", attachment(`leads-${day}.csv`))
        .send(Readable.from(leadCsv(submissionPages(app.db, request.query)), { objectMode: false }));
    },
  );
};

export default submissionExportRoutes;
