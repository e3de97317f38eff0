// Issue #11: /api/solicitud (booking requests) and the public calendar /api/event/calendario/{placeId}.
import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { bookingRequestRoutes } from '@salones/shared/contract/booking-requests';
import { mayDecideRequests, mayRequestBooking } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { notifyNewRequest, notifyRejected } from '../../booking/notify-booking.ts';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { bookingCalendar } from './booking-calendar.ts';
import { cancelBookingRequest } from './cancel-booking-request.ts';
import { createBookingRequest } from './create-booking-request.ts';
import { getBookingRequest, listBookingRequests } from './list-booking-requests.ts';
import { rejectBookingRequest } from './reject-booking-request.ts';
import { scheduleSweep } from './sweep-expired-requests.ts';

const tags = tagsOf('bookingRequests');

export async function registerBookingRequests(app: FastifyInstance) {
  const { db, config } = app;
  const now = () => config.now();

  routeFrom(app, bookingRequestRoutes.calendar, {
    tags,
    handler: async (request) => {
      const { mes } = request.query;
      const month = await bookingCalendar({ db, placeId: request.params.placeId, mes, now: now() });
      return { ok: true as const, mes, ...month };
    },
  });

  routeFrom(app, bookingRequestRoutes.create, {
    tags,
    // customers only: an event is always booked for a customer's account
    onRequest: app.allow(mayRequestBooking),
    handler: async (request, reply) => {
      const solicitud = await createBookingRequest({
        deps: app,
        body: request.body,
        currentUser: request.currentUser!,
      });
      // after the commit; a failing mail is logged and never undoes the request
      void notifyNewRequest({ ...app, log: request.log }, solicitud);
      return reply.status(201).send({ ok: true, solicitud, msg: BOOKING_MSG.created });
    },
  });

  routeFrom(app, bookingRequestRoutes.list, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => ({
      ok: true as const,
      ...(await listBookingRequests({
        db,
        query: request.query,
        currentUser: request.currentUser!,
        now: now(),
      })),
    }),
  });

  routeFrom(app, bookingRequestRoutes.get, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => ({
      ok: true as const,
      solicitud: await getBookingRequest({
        db,
        id: request.params.id,
        currentUser: request.currentUser!,
        now: now(),
      }),
    }),
  });

  routeFrom(app, bookingRequestRoutes.cancel, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => {
      const solicitud = await cancelBookingRequest({
        db,
        id: request.params.id,
        currentUser: request.currentUser!,
        now: now(),
      });
      return { ok: true as const, solicitud, msg: BOOKING_MSG.cancelled };
    },
  });

  routeFrom(app, bookingRequestRoutes.reject, {
    tags,
    onRequest: app.allow(mayDecideRequests),
    handler: async (request) => {
      const solicitud = await rejectBookingRequest({
        db,
        id: request.params.id,
        motivo: request.body.motivo,
        currentUser: request.currentUser!,
        now: now(),
      });
      void notifyRejected({ ...app, log: request.log }, solicitud);
      return { ok: true as const, solicitud, msg: BOOKING_MSG.rejected };
    },
  });

  scheduleSweep(
    { db, jobs: app.jobs, config, log: app.log, addHook: (name, hook) => app.addHook(name, hook) },
    config.booking.sweepIntervalMs,
  );
}
