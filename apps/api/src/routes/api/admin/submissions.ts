import {
  submissionListQuerySchema,
  submissionListResponseSchema,
  submissionParamsSchema,
  submissionResponseSchema,
  submissionUpdateSchema,
} from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findSubmission, listSubmissions, submissionDetail, updateStatus } from "../../../db/inbox-queries";
import { ApiError } from "../../../lib/api-error";
import { errorResponses } from "../../../lib/route-schemas";

const oneLead = { 200: submissionResponseSchema, ...errorResponses };

/** The inbox list, one lead, and moving a lead through the pipeline (stamped). */
const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/submissions",
    {
      schema: {
        querystring: submissionListQuerySchema,
        response: { 200: submissionListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listSubmissions(app.db, request.query),
  );

  app.get(
    "/api/admin/submissions/:id",
    { schema: { params: submissionParamsSchema, response: oneLead } },
    async (request) => {
      const { id } = request.params;
      const row = findSubmission(app.db, id);
      if (!row) throw new ApiError(404, "not_found", `No lead ${id}.`);
      return { submission: submissionDetail(app.db, row) };
    },
  );

  app.patch(
    "/api/admin/submissions/:id",
    { schema: { params: submissionParamsSchema, body: submissionUpdateSchema, response: oneLead } },
    async (request) => {
      const { id } = request.params;
      const update = request.body;
      if (!updateStatus(app.db, id, update)) throw new ApiError(404, "not_found", `No lead ${id}.`);
      const row = findSubmission(app.db, id);
      if (!row) throw new ApiError(404, "not_found", `No lead ${id}.`);
      request.log.info({ submissionId: id, status: update.status }, "lead status changed");
      return { submission: submissionDetail(app.db, row) };
    },
  );
};

export default submissionRoutes;
