import { familyFirstRequestSchema } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { acceptSubmission, formRateLimit, parseForm } from "../../lib/submission";

export default async function familyFirstRoutes(app: FastifyInstance) {
  app.post(
    "/api/family-first-submissions",
    { config: formRateLimit(app.config.FORM_RATE_LIMIT_PER_MINUTE) },
    async (request, reply) => {
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
    },
  );
}
