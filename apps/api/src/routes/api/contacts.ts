import { contactRequestSchema } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { acceptSubmission, parseForm } from "../../lib/submission";

export default async function contactRoutes(app: FastifyInstance) {
  app.post("/api/contacts", { onRequest: app.formRateLimit }, async (request, reply) => {
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
  });
}
