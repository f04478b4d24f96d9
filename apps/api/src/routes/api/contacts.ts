import { contactRequestSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { WindowFullError } from "../../db/booking-store";
import type { BookingDesk } from "../../lib/booking/booking-desk";
import { windowFullResponseSchema } from "../../lib/booking/booking-schemas";
import { formResponses, formRoute } from "../../lib/intake/form-route";
import { type LeadServices, leadAcceptor } from "../../lib/intake/lead-intake";

/** The day and part of it a page without script asks for, kept with the request for the office. */
function preferredDetails(day: string, part: string | undefined): Record<string, string> {
  return { ...(day ? { preferredDay: day } : {}), ...(part ? { preferredTime: part } : {}) };
}

const contactRoutes: FastifyPluginAsyncZod<{ intake: LeadServices; bookings: BookingDesk }> = async (app, options) => {
  const acceptLead = leadAcceptor(options.intake);
  const desk = options.bookings;
  const route = formRoute(app, contactRequestSchema);
  const schema = { ...route.schema, response: { ...formResponses, 409: windowFullResponseSchema } };
  app.post("/api/contacts", { ...route, schema }, async (request, reply) => {
    const { arrivalWindow, preferredDay, preferredTime, ...body } = request.body;
    // A window not offered is the sender's mistake: 400 before the captcha is spent.
    const booking = desk.requestFor(arrivalWindow);
    const label = booking ? desk.label(booking) : "";
    const preferred = preferredDetails(preferredDay, preferredTime);
    const details = { ...preferred, ...(label ? { arrivalWindow: label } : {}) };
    const fullNote = desk.settings.copy.windowFullNote.replace("{window}", label);
    try {
      const answer = await acceptLead(request, reply, {
        kind: "contact",
        ...body,
        details,
        booking,
        whenFull: { ...preferred, windowFull: fullNote },
      });
      if (booking) desk.invalidate();
      return answer;
    } catch (error) {
      if (!(error instanceof WindowFullError)) throw error;
      return reply.code(409).send(desk.fullBody());
    }
  });
};

export default contactRoutes;
