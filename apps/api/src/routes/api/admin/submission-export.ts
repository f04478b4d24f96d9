import { Readable } from "node:stream";
import { submissionFilterSchema } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { submissionPages } from "../../../db/inbox-queries";
import { attachment } from "../../../lib/content-disposition";
import { leadCsv } from "../../../lib/lead-csv";
import { parseInput } from "../../../lib/parse-input";

/** The leads of the current filter as a CSV download (no paging: every matching lead). */
export default async function submissionExportRoutes(app: FastifyInstance) {
  app.get("/api/admin/submissions.csv", async (request, reply) => {
    const filter = parseInput(submissionFilterSchema, request.query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", attachment(`leads-${day}.csv`))
      .send(Readable.from(leadCsv(submissionPages(app.db, filter)), { objectMode: false }));
  });
}
