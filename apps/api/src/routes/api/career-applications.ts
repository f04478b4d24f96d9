import { careerApplicationSchema } from "@brightwater/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../../lib/http/api-error";
import { foldFormPost } from "../../lib/intake/form-post";
import { formRoute } from "../../lib/intake/form-route";
import { type LeadServices, leadAcceptor } from "../../lib/intake/lead-intake";
import { MultipartPartLog, multipartBoundary } from "../../lib/intake/multipart-parts";
import type { StoredResume } from "../../lib/intake/stored-resume";

declare module "fastify" {
  interface FastifyRequest {
    /** The résumé of a multipart application, on disk until the application is stored or refused. */
    storedResume: StoredResume | null;
  }
}

/**
 * A multipart application becomes a body like any other before validation: its text fields
 * become `request.body` (checked by the same contract as a JSON or urlencoded one) and the résumé
 * is streamed to disk. Multipart is read here, in a preValidation hook, because Fastify hands a
 * multipart body to the route unread.
 */
async function readMultipartBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const { resumes } = request.server;
  const fields: Record<string, unknown> = {};
  let resume: StoredResume | null = null;
  const boundary = multipartBoundary(request.headers["content-type"]);
  const partLog = boundary ? new MultipartPartLog(boundary) : null;
  const logPart = (chunk: Buffer) => partLog?.push(chunk);
  // Listening in the same tick as the parser starts: both see every chunk of the body.
  request.raw.on("data", logPart);
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value !== "string") throw ApiError.invalidBody({ [part.fieldname]: "Must be text" });
        fields[part.fieldname] = part.value;
      } else if (part.fieldname !== "resume") {
        part.file.resume();
        throw ApiError.invalidBody({ [part.fieldname]: "Unexpected file" });
      } else {
        // Stored even when its name reduces to nothing ("." or ".."); null for an empty file input.
        resume = await resumes.store(part, request.ip);
      }
    }
    // A part the parser skipped (sent as "attachment", say) must not become a 201 without it.
    const skipped = partLog?.skipped();
    if (skipped) {
      throw ApiError.invalidBody({
        [skipped.name.replace(/[\r\n]/g, "") || "body"]:
          "Must be sent as form-data with a name (Content-Disposition: form-data)",
      });
    }
  } catch (error) {
    if (resume) await resumes.discard(resume, request.ip);
    // The multipart parser reports a broken body as a plain Error: it is the sender's fault.
    const known = error instanceof ApiError || typeof (error as { statusCode?: unknown }).statusCode === "number";
    if (!known)
      throw new ApiError(400, "invalid_body", "The form data could not be read.", { body: "Malformed multipart body" });
    throw error;
  } finally {
    request.raw.off("data", logPart);
    // A refused body's rest is left to plugins/unread-body.ts, which reads it within a bound.
    if (!request.raw.complete) request.raw.pause();
  }
  request.body = foldFormPost(fields);
  request.storedResume = resume;
}

/** An application refused after its résumé was stored (invalid, captcha, storage): the résumé goes too. */
async function discardResume(request: FastifyRequest): Promise<void> {
  const { storedResume: resume } = request;
  request.storedResume = null;
  if (resume) await request.server.resumes.discard(resume, request.ip);
}

const careerRoutes: FastifyPluginAsyncZod<{ intake: LeadServices }> = async (app, options) => {
  const acceptLead = leadAcceptor(options.intake);
  app.decorateRequest("storedResume", null);

  app.post(
    "/api/career-applications",
    {
      ...formRoute(app, careerApplicationSchema),
      preValidation: readMultipartBody,
      onError: discardResume,
    },
    async (request, reply) => {
      const { storedResume: resume } = request;
      const { resumeFileName, address, city, state, zipCode, employmentDesired, ...application } = request.body;
      return acceptLead(request, reply, {
        ...application,
        kind: "career",
        subject: `Job application: ${employmentDesired}`,
        message: "",
        details: {
          address,
          city,
          state,
          zipCode,
          employmentDesired,
          resumeFileName: resume?.originalName ?? resumeFileName ?? "",
          ...(resume
            ? { resumeStoredName: resume.storedName, resumeType: resume.type, resumeBytes: String(resume.bytes) }
            : {}),
        },
      });
    },
  );
};

export default careerRoutes;
