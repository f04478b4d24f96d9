import type { Catalogue } from "@brightwater/content";
import {
  reviewRequestSchema,
  submissionListQuerySchema,
  submissionListResponseSchema,
  submissionParamsSchema,
  submissionResponseSchema,
  submissionUpdateSchema,
} from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { findSubmission, listSubmissions } from "../../../db/inbox-queries";
import { recordReviewRequest, updateStatus } from "../../../db/lead-updates";
import { type DetailContext, submissionDetail } from "../../../db/submission-detail";
import { ApiError } from "../../../lib/http/api-error";
import { errorResponses } from "../../../lib/http/route-schemas";
import { leadTown } from "../../../lib/inbox/lead-town";
import { reviewLinkMissing, reviewMessage } from "../../../lib/inbox/review-message";

const oneLead = { 200: submissionResponseSchema, ...errorResponses };

/**
 * The office sends the review request itself (a text or an e-mail from its own phone): this
 * records that it was sent, for the lead and the report.
 */
function reviewRequestRoute(app: FastifyInstance, catalogue: Catalogue, context: DetailContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/admin/submissions/:id/review-request",
      { schema: { params: submissionParamsSchema, body: reviewRequestSchema, response: oneLead } },
      async (request) => {
        const { id } = request.params;
        const { channel } = request.body;
        const current = findSubmission(app.db, id);
        if (!current) throw new ApiError(404, "not_found", `No lead ${id}.`);
        if (current.status !== "booked") {
          throw new ApiError(409, "not_booked", `Lead ${id} is ${current.status}: ask for a review once it is booked.`);
        }
        if (!reviewMessage(catalogue, current)) throw new ApiError(409, "review_link_missing", reviewLinkMissing);
        recordReviewRequest(app.db, id, channel);
        const row = findSubmission(app.db, id);
        if (!row) throw new ApiError(404, "not_found", `No lead ${id}.`);
        request.log.info({ submissionId: id, channel }, "review requested");
        return { submission: submissionDetail(app.db, row, context) };
      },
    );
}

/** The inbox list, one lead, moving a lead through the pipeline (stamped), and asking for a review. */
const submissionRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  const townOf = leadTown(catalogue.cities);
  const context: DetailContext = {
    channels: app.mailer?.channels ?? new Set(),
    townOf,
    reviewMessage: (row) => reviewMessage(catalogue, row),
  };

  app.get(
    "/api/admin/submissions",
    {
      schema: {
        querystring: submissionListQuerySchema,
        response: { 200: submissionListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listSubmissions(app.db, request.query, townOf),
  );

  app.get(
    "/api/admin/submissions/:id",
    { schema: { params: submissionParamsSchema, response: oneLead } },
    async (request) => {
      const { id } = request.params;
      const row = findSubmission(app.db, id);
      if (!row) throw new ApiError(404, "not_found", `No lead ${id}.`);
      return { submission: submissionDetail(app.db, row, context) };
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
      return { submission: submissionDetail(app.db, row, context) };
    },
  );

  reviewRequestRoute(app, catalogue, context);
};

export default submissionRoutes;
