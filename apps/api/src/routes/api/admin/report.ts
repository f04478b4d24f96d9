import { type ReportResponse, reportQuerySchema } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { leadReport } from "../../../db/report-queries";
import { attachment } from "../../../lib/content-disposition";
import { parseInput } from "../../../lib/parse-input";
import { reportCsv } from "../../../lib/report-csv";
import { reportChartSvg } from "../../../lib/report-svg";

/** The weekly report: requests, call taps, booked and time to first contact, as JSON, CSV and an SVG chart. */
export default async function reportRoutes(app: FastifyInstance) {
  app.get("/api/admin/report", async (request): Promise<ReportResponse> => {
    const { weeks } = parseInput(reportQuerySchema, request.query);
    return leadReport(app.db, weeks);
  });

  app.get("/api/admin/report.csv", async (request, reply) => {
    const { weeks } = parseInput(reportQuerySchema, request.query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", attachment(`lead-report-${day}.csv`))
      .send(reportCsv(leadReport(app.db, weeks)));
  });

  app.get("/api/admin/report.svg", async (request, reply) => {
    const { weeks } = parseInput(reportQuerySchema, request.query);
    return reply
      .type("image/svg+xml; charset=utf-8")
      .header("Cache-Control", "no-store")
      .send(reportChartSvg(leadReport(app.db, weeks)));
  });
}
