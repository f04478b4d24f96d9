import { familyFirstRequestSchema } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { acceptSubmission, parseForm } from "../../lib/submission";

export default async function familyFirstRoutes(app: FastifyInstance) {
  app.post("/api/family-first-submissions", { onRequest: app.formRateLimit }, async (request, reply) => {
    const { recaptchaToken, pagePath, website, attribution, ...fields } = parseForm(
      familyFirstRequestSchema,
      request.body,
    );
    return acceptSubmission(
      request,
      reply,
      { recaptchaToken, pagePath, website, attribution },
      { kind: "family_first", ...fields },
    );
  });
}
