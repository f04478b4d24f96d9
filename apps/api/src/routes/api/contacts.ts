import { contactRequestSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { acceptSubmission, formRoute } from "../../lib/submission";

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/contacts", formRoute(app, contactRequestSchema), async (request, reply) =>
    acceptSubmission(request, reply, { kind: "contact", ...request.body }),
  );
};

export default contactRoutes;
