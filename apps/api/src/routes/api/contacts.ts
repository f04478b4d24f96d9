import { contactRequestSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { formRoute } from "../../lib/intake/form-route";
import { type LeadServices, leadAcceptor } from "../../lib/intake/lead-intake";

const contactRoutes: FastifyPluginAsyncZod<{ intake: LeadServices }> = async (app, options) => {
  const acceptLead = leadAcceptor(options.intake);
  app.post("/api/contacts", formRoute(app, contactRequestSchema), async (request, reply) =>
    acceptLead(request, reply, { kind: "contact", ...request.body }),
  );
};

export default contactRoutes;
