import { contactRequestSchema } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { acceptSubmission, formRateLimit, parseForm } from "../../lib/submission";

export default async function contactRoutes(app: FastifyInstance) {
  app.post(
    "/api/contacts",
    { config: formRateLimit(app.config.FORM_RATE_LIMIT_PER_MINUTE) },
    async (request, reply) => {
      const { recaptchaToken, pagePath, website, attribution, ...contact } = parseForm(
        contactRequestSchema,
        request.body,
      );
      return acceptSubmission(
        request,
        reply,
        { recaptchaToken, pagePath, website, attribution },
        { kind: "contact", ...contact },
      );
    },
  );
}
