import { reportQuerySchema, reportResponseSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ReportThread } from "../../../db/report-thread";
import { attachment } from "../../../lib/content-disposition";
import { reportCsv } from "../../../lib/report-csv";
import { reportChartSvg } from "../../../lib/report-svg";
import { errorResponses, fileResponse } from "../../../lib/route-schemas";

/** The weekly report: requests, call taps, booked and time to first contact, as JSON, CSV and an SVG chart. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Made apart from the event loop (decision 021): visitors never wait behind a report.
  const reports = new ReportThread(app.db, app.config.databasePath);
  app.addHook("onClose", () => reports.close());

  app.get(
    "/api/admin/report",
    { schema: { querystring: reportQuerySchema, response: { 200: reportResponseSchema, ...errorResponses } } },
    async (request) => reports.run(request.query.weeks),
  );

  app.get(
    "/api/admin/report.csv",
    { schema: { querystring: reportQuerySchema, response: { 200: fileResponse(["text/csv"]), ...errorResponses } } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", attachment(`lead-report-${day}.csv`))
        .send(reportCsv(await reports.run(request.query.weeks)));
    },
  );

  app.get(
    "/api/admin/report.svg",
    {
      schema: { querystring: reportQuerySchema, response: { 200: fileResponse(["image/svg+xml"]), ...errorResponses } },
    },
    async (request, reply) => {
      return reply
        .type("image/svg+xml; charset=utf-8")
        .header("Cache-Control", "no-store")
        .send(reportChartSvg(await reports.run(request.query.weeks)));
    },
  );
};

export default reportRoutes;
