import {
  type SubmissionListResponse,
  type SubmissionResponse,
  submissionListQuerySchema,
  submissionUpdateSchema,
} from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { findSubmission, listSubmissions, submissionDetail, updateStatus } from "../../../db/inbox-queries";
import { ApiError } from "../../../lib/api-error";
import { parseId, parseInput } from "../../../lib/parse-input";

/** The inbox list, one lead, and moving a lead through the pipeline (stamped). */
export default async function submissionRoutes(app: FastifyInstance) {
  app.get("/api/admin/submissions", async (request): Promise<SubmissionListResponse> => {
    return listSubmissions(app.db, parseInput(submissionListQuerySchema, request.query));
  });

  app.get<{ Params: { id: string } }>("/api/admin/submissions/:id", async (request): Promise<SubmissionResponse> => {
    const id = parseId(request.params.id, "lead");
    const row = findSubmission(app.db, id);
    if (!row) throw new ApiError(404, "not_found", `No lead ${id}.`);
    return { submission: submissionDetail(app.db, row) };
  });

  app.patch<{ Params: { id: string } }>("/api/admin/submissions/:id", async (request): Promise<SubmissionResponse> => {
    const id = parseId(request.params.id, "lead");
    const update = parseInput(submissionUpdateSchema, request.body);
    const { status } = update;
    if (!updateStatus(app.db, id, update)) throw new ApiError(404, "not_found", `No lead ${id}.`);
    const row = findSubmission(app.db, id);
    if (!row) throw new ApiError(404, "not_found", `No lead ${id}.`);
    request.log.info({ submissionId: id, status }, "lead status changed");
    return { submission: submissionDetail(app.db, row) };
  });
}
