import { familyFirstRequestSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { acceptSubmission, formRoute } from "../../lib/submission";

const familyFirstRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/family-first-submissions", formRoute(app, familyFirstRequestSchema), async (request, reply) =>
    acceptSubmission(request, reply, { kind: "family_first", ...request.body }),
  );
};

export default familyFirstRoutes;
