import { familyFirstRequestSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { formRoute } from "../../lib/intake/form-route";
import { type LeadServices, leadAcceptor } from "../../lib/intake/lead-intake";

const familyFirstRoutes: FastifyPluginAsyncZod<{ intake: LeadServices }> = async (app, options) => {
  const acceptLead = leadAcceptor(options.intake);
  app.post("/api/family-first-submissions", formRoute(app, familyFirstRequestSchema), async (request, reply) =>
    acceptLead(request, reply, { kind: "family_first", ...request.body }),
  );
};

export default familyFirstRoutes;
