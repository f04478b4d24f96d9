import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BookingDesk } from "../../lib/booking/booking-desk";
import { windowsResponseSchema } from "../../lib/booking/booking-schemas";
import { errorResponses } from "../../lib/http/route-schemas";

/** The arrival windows a homeowner may ask for now; a few seconds old at most. */
const bookingWindowRoutes: FastifyPluginAsyncZod<{ bookings: BookingDesk }> = async (app, { bookings }) => {
  app.get(
    "/api/booking/windows",
    { schema: { response: { 200: windowsResponseSchema, ...errorResponses } } },
    async (_request, reply) => {
      // As long as the server keeps its own count: a page reloaded in that time asks no one.
      reply.header("Cache-Control", "public, max-age=5");
      return { timeZone: bookings.timeZone, windows: bookings.windows() };
    },
  );
};

export default bookingWindowRoutes;
