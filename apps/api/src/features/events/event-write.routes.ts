// Writes: create, edit, delete, payments, extras, date change — docs/product.md §7 "Events", docs/architecture.md §3.14.
import { eventRoutes } from '@salones/shared/contract/events';
import { EVENT_MSG } from '@salones/shared/events';
import { mayBookEvents, mayDeleteEvents, mayRecordPayments } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { notifyConvertedRequest } from '../../booking/notify-booking.ts';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { addPayment } from './add-payment.ts';
import { changeEventDate } from './change-event-date.ts';
import { createEvent } from './create-event.ts';
import { deleteEvent } from './delete-event.ts';
import { addExtra, editExtra, removeExtra } from './event-extras.ts';
import { updateEvent } from './update-event.ts';

const tags = tagsOf('events');

export function registerEventWriteRoutes(app: FastifyInstance) {
  const { db } = app;
  // Guards run on request, before the body is validated: no token → 401 even for a bad body.
  const booking = { tags, onRequest: app.allow(mayBookEvents) };

  routeFrom(app, eventRoutes.create, {
    ...booking,
    handler: async (request, reply) => {
      const now = app.config.now();
      const evento = await createEvent({
        db,
        jobs: app.jobs,
        body: request.body,
        currentUser: request.currentUser!,
        now,
      });
      // issue #11: converting a booking request tells the customer (after the commit; a failure is logged)
      if (request.body.solicitud) void notifyConvertedRequest(app, request.body.solicitud, evento, now);
      return reply.status(201).send({ ok: true, evento, msg: EVENT_MSG.created });
    },
  });

  routeFrom(app, eventRoutes.update, {
    ...booking,
    handler: async (request) => {
      const evento = await updateEvent({
        db,
        id: request.params.id,
        body: request.body,
        actor: request.currentUser!,
      });
      return { ok: true as const, evento, msg: EVENT_MSG.updated };
    },
  });

  routeFrom(app, eventRoutes.remove, {
    tags,
    onRequest: app.allow(mayDeleteEvents),
    handler: async (request) => {
      const evento = await deleteEvent({ db, id: request.params.id, actor: request.currentUser! });
      return { ok: true as const, evento, msg: EVENT_MSG.deleted };
    },
  });

  routeFrom(app, eventRoutes.addPayment, {
    tags,
    onRequest: app.allow(mayRecordPayments),
    handler: async (request) => {
      const addAbono = await addPayment({
        db,
        jobs: app.jobs,
        id: request.params.id,
        abono: request.body.abonos,
        currentUser: request.currentUser!,
      });
      return { ok: true as const, addAbono, msg: EVENT_MSG.paymentAdded };
    },
  });

  routeFrom(app, eventRoutes.addExtra, {
    ...booking,
    handler: async (request) => {
      const addAdicional = await addExtra({
        db,
        id: request.params.id,
        extra: request.body.adicionales,
        actor: request.currentUser!,
      });
      return { ok: true as const, addAdicional, msg: EVENT_MSG.extraAdded };
    },
  });

  routeFrom(app, eventRoutes.updateExtra, {
    ...booking,
    handler: async (request) => {
      const evento = await editExtra({
        db,
        id: request.params.id,
        extra: request.body,
        actor: request.currentUser!,
      });
      return { ok: true as const, evento, msg: EVENT_MSG.extraUpdated };
    },
  });

  routeFrom(app, eventRoutes.removeExtra, {
    ...booking,
    handler: async (request) => {
      const evento = await removeExtra({
        db,
        id: request.params.id,
        extraId: request.body._id,
        actor: request.currentUser!,
      });
      return { ok: true as const, evento, msg: EVENT_MSG.extraDeleted };
    },
  });

  routeFrom(app, eventRoutes.changeDate, {
    ...booking,
    handler: async (request) => {
      const evento = await changeEventDate({
        db,
        id: request.params.id,
        body: request.body,
        actor: request.currentUser!,
      });
      return { ok: true as const, evento, msg: EVENT_MSG.dateChanged };
    },
  });
}
