import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { submissionParamsSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findSubmission } from "../../../db/inbox-queries";
import { ApiError } from "../../../lib/http/api-error";
import { errorResponses, fileResponse } from "../../../lib/http/route-schemas";
import { attachment } from "../../../lib/inbox/content-disposition";
import { storedResumeName } from "../../../lib/intake/stored-resume";

const contentTypes = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

/** An applicant's résumé, only as a download through the inbox: it has no public URL. */
const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    params: submissionParamsSchema,
    response: { 200: fileResponse(Object.values(contentTypes)), ...errorResponses },
  };
  app.get("/api/admin/submissions/:id/resume", { schema }, async (request, reply) => {
    const { id } = request.params;
    const row = findSubmission(app.db, id);
    const storedName = row?.details.resumeStoredName ?? "";
    const type = storedResumeName.exec(storedName)?.[1] as keyof typeof contentTypes | undefined;
    if (!row || !type) throw new ApiError(404, "not_found", `Lead ${id} has no résumé.`);
    const path = join(app.config.resumeDir, storedName);
    const file = await stat(path).catch(() => null);
    if (!file?.isFile()) {
      request.log.error({ submissionId: id, storedName }, "résumé file is missing");
      throw new ApiError(404, "not_found", `The résumé of lead ${id} is missing on the server.`);
    }
    // The visitor named the file; its extension follows the detected type, not their name.
    const baseName = (row.details.resumeFileName ?? "").replace(/\.[^.]*$/, "") || `resume-${id}`;
    return reply
      .type(contentTypes[type])
      .header("Content-Length", file.size)
      .header("Content-Disposition", attachment(`${baseName}.${type}`))
      .send(createReadStream(path));
  });
};

export default resumeRoutes;
