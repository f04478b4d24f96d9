import { type ReportResponse, reportQuerySchema, reportResponseSchema } from "@brightwater/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ReportError, ReportThread } from "../../../db/report-thread";
import { ApiError } from "../../../lib/http/api-error";
import { errorResponses, fileResponse } from "../../../lib/http/route-schemas";
import { attachment } from "../../../lib/inbox/content-disposition";
import { reportCsv } from "../../../lib/inbox/report-csv";
import { reportChartSvg } from "../../../lib/inbox/report-svg";
import { visitsCsv } from "../../../lib/inbox/visits-csv";

/** 503 with Retry-After: enough reports wait already. */
function busy(): ApiError {
  const message = "Several reports are being made just now. Please try again in a few seconds.";
  return new ApiError(503, "busy", message, undefined, { "Retry-After": "5" });
}

/** Aborted when the asker goes before the answer: a report nobody waits for is not made. */
function askerGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * The weekly report: requests, call taps, booked and time to first contact, and visits with the
 * requests and call taps per visit, as JSON, CSVs and an SVG chart.
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Made apart from the event loop (decision 021): visitors never wait behind a report.
  const reports = new ReportThread(app.db, app.config.databasePath);
  app.addHook("onClose", () => reports.close());

  /** The report's JSON text (the visits counted and the taps taken so far: those waiting are written first), or 503 with Retry-After while enough reports wait already. */
  const reportJson = async (weeks: number, reply: FastifyReply): Promise<string> => {
    app.flushVisits();
    try {
      app.events.flush();
      return await reports.run(weeks, new Date(), askerGone(reply));
    } catch (error) {
      if (!(error instanceof ReportError) || error.code !== "REPORT_BUSY") throw error;
      throw busy();
    }
  };
  const report = async (weeks: number, reply: FastifyReply) =>
    JSON.parse(await reportJson(weeks, reply)) as ReportResponse;

  app.get(
    "/api/admin/report",
    { schema: { querystring: reportQuerySchema, response: { 200: reportResponseSchema, ...errorResponses } } },
    // Sent as the thread wrote it: Fastify sends a string with a JSON type as it is, unserialized.
    async (request, reply) => {
      const json = await reportJson(request.query.weeks, reply);
      return reply.type("application/json; charset=utf-8").send(json as unknown as ReportResponse);
    },
  );

  // The report's rows, and its visits, each as a spreadsheet named for the day.
  for (const [path, name, toCsv] of [
    ["/api/admin/report.csv", "lead-report", reportCsv],
    ["/api/admin/visits.csv", "visit-report", visitsCsv],
  ] as const) {
    app.get(
      path,
      { schema: { querystring: reportQuerySchema, response: { 200: fileResponse(["text/csv"]), ...errorResponses } } },
      async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        const csv = toCsv(await report(request.query.weeks, reply));
        return reply
          .type("text/csv; charset=utf-8")
          .header("Content-Disposition", attachment(`${name}-${day}.csv`))
          .send(csv);
      },
    );
  }

  app.get(
    "/api/admin/report.svg",
    {
      schema: { querystring: reportQuerySchema, response: { 200: fileResponse(["image/svg+xml"]), ...errorResponses } },
    },
    async (request, reply) => {
      const svg = reportChartSvg(await report(request.query.weeks, reply));
      return reply.type("image/svg+xml; charset=utf-8").header("Cache-Control", "no-store").send(svg);
    },
  );
};

export default reportRoutes;
