import { contactRequestSchema, fieldErrors } from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { ApiError } from "../../lib/api-error";

export default async function contactRoutes(app: FastifyInstance) {
  app.post("/api/contacts", async (request, reply) => {
    const parsed = contactRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      const first = Object.entries(fields)[0];
      throw new ApiError(400, "invalid_body", first ? `${first[0]}: ${first[1]}` : "Invalid request.", fields);
    }
    const { website, recaptchaToken: _token, pagePath, ...contact } = parsed.data;
    const id = await app.leads.insert({
      kind: "contact",
      ...contact,
      pagePath,
      userAgent: (request.headers["user-agent"] ?? "").slice(0, 300),
      spam: website !== "",
    });
    return reply.code(201).send({ id });
  });
}
