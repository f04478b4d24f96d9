import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applyBookingAction, type BookingAction, BookingStateError } from "../../../db/booking-actions";
import { bookingsOfDay, bookingView } from "../../../db/booking-queries";
import { WindowFullError } from "../../../db/booking-store";
import {
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingMoveSchema,
  bookingParamsSchema,
  bookingResponseSchema,
  noActionBodySchema,
  windowFullResponseSchema,
} from "../../../lib/booking/booking-schemas";
import { ApiError } from "../../../lib/http/api-error";
import { errorResponses } from "../../../lib/http/route-schemas";

const oneBooking = { 200: bookingResponseSchema, 409: windowFullResponseSchema, ...errorResponses };

/** The office's bookings: a day's list, and confirming, moving or cancelling one (each mails the homeowner). */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = app.bookings;
  const { timeZone } = desk;

  app.get(
    "/api/admin/bookings",
    {
      schema: { querystring: bookingListQuerySchema, response: { 200: bookingListResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      timeZone,
      day: request.query.day,
      bookings: bookingsOfDay(app.db, timeZone, request.query.day),
    }),
  );

  /** Applies an action and answers the booking, a 409 with other times, or 400/404. */
  const act = (id: number, action: BookingAction) => {
    try {
      const changed = applyBookingAction(app.db, id, action);
      const view = changed && bookingView(app.db, timeZone, id);
      if (!view) throw new ApiError(404, "not_found", `No booking ${id}.`);
      desk.invalidate();
      app.mailer?.poke();
      return { booking: view };
    } catch (error) {
      if (error instanceof BookingStateError) throw ApiError.invalidBody({ status: error.message });
      throw error;
    }
  };

  for (const kind of ["confirm", "cancel"] as const) {
    app.post(
      `/api/admin/bookings/:id/${kind}`,
      { schema: { params: bookingParamsSchema, body: noActionBodySchema, response: oneBooking } },
      async (request) => act(request.params.id, { kind }),
    );
  }

  app.post(
    "/api/admin/bookings/:id/move",
    { schema: { params: bookingParamsSchema, body: bookingMoveSchema, response: oneBooking } },
    async (request, reply) => {
      const to = desk.requestFor(request.body.arrivalWindow);
      if (!to) throw ApiError.invalidBody({ arrivalWindow: desk.settings.copy.unknownWindowMessage });
      try {
        return act(request.params.id, { kind: "move", to });
      } catch (error) {
        if (!(error instanceof WindowFullError)) throw error;
        return reply.code(409).send(desk.fullBody());
      }
    },
  );
};

export default bookingRoutes;
