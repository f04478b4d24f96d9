import { careerApplicationSchema } from "@brightwater/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../../lib/api-error";
import type { StoredResume } from "../../lib/resume";
import { acceptSubmission, parseForm } from "../../lib/submission";

/** Reads a multipart application: its text fields, and the résumé streamed to disk. */
async function readMultipart(request: FastifyRequest) {
  const { resumes } = request.server;
  const fields: Record<string, unknown> = {};
  let resume: StoredResume | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value !== "string") throw new ApiError(400, "invalid_body", `${part.fieldname}: Must be text`);
        fields[part.fieldname] = part.value;
      } else if (part.fieldname !== "resume") {
        part.file.resume();
        throw new ApiError(400, "invalid_body", `${part.fieldname}: Unexpected file`, {
          [part.fieldname]: "Unexpected file",
        });
      } else {
        // Stored even when its name reduces to nothing ("." or ".."); null for an empty file input.
        resume = await resumes.store(part, request.ip);
      }
    }
  } catch (error) {
    if (resume) await resumes.discard(resume, request.ip);
    // The multipart parser reports a broken body as a plain Error: it is the sender's fault.
    const known = error instanceof ApiError || typeof (error as { statusCode?: unknown }).statusCode === "number";
    if (!known)
      throw new ApiError(400, "invalid_body", "The form data could not be read.", { body: "Malformed multipart body" });
    throw error;
  }
  return { fields, resume };
}

export default async function careerRoutes(app: FastifyInstance) {
  app.post("/api/career-applications", { onRequest: app.formRateLimit }, async (request, reply) => {
    const { fields, resume } = request.isMultipart()
      ? await readMultipart(request)
      : { fields: request.body, resume: null };
    try {
      const { recaptchaToken, pagePath, website, attribution, resumeFileName, ...application } = parseForm(
        careerApplicationSchema,
        fields,
      );
      const { firstName, lastName, email, phone, ...rest } = application;
      return await acceptSubmission(
        request,
        reply,
        { recaptchaToken, pagePath, website, attribution },
        {
          kind: "career",
          firstName,
          lastName,
          email,
          phone,
          subject: `Job application: ${rest.employmentDesired}`,
          message: "",
          details: {
            address: rest.address,
            city: rest.city,
            state: rest.state,
            zipCode: rest.zipCode,
            employmentDesired: rest.employmentDesired,
            resumeFileName: resume?.originalName ?? resumeFileName ?? "",
            ...(resume
              ? { resumeStoredName: resume.storedName, resumeType: resume.type, resumeBytes: String(resume.bytes) }
              : {}),
          },
        },
      );
    } catch (error) {
      // The application was refused: its résumé must not stay behind.
      if (resume) await app.resumes.discard(resume, request.ip);
      throw error;
    }
  });
}
