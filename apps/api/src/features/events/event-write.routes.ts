// Writes: create, edit, delete, payments, extras, date change — spec §7 "Events", DESIGN §3.14.

import {
  DateChangeRequestSchema,
  EVENT_MSG,
  EventCreateRequestSchema,
  EventResponseSchema,
  EventUpdateRequestSchema,
  ExtraAddedResponseSchema,
  ExtraDeleteRequestSchema,
  ExtraRequestSchema,
  ExtraUpdateRequestSchema,
  PaymentAddedResponseSchema,
  PaymentRequestSchema,
} from '@salones/shared/events';
import { idParams } from '@salones/shared/schema-helpers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addPayment } from './add-payment.ts';
import { changeEventDate } from './change-event-date.ts';
import { createEvent } from './create-event.ts';
import { deleteEvent } from './delete-event.ts';
import { addExtra, editExtra, removeExtra } from './event-extras.ts';
import { updateEvent } from './update-event.ts';

const params = idParams('id');
const tags = ['events'];
const ok = <T>(schema: T) => ({ 200: schema });

export function registerEventWriteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  // Guards run on request, before the body is validated: no token → 401 even for a bad body.
  const staff = { onRequest: app.requireStaff };

  r.post(
    '/api/event',
    { schema: { body: EventCreateRequestSchema, response: { 201: EventResponseSchema }, tags }, ...staff },
    async (request, reply) => {
      const evento = await createEvent({ db, body: request.body, currentUser: request.currentUser! });
      return reply.status(201).send({ ok: true, evento, msg: EVENT_MSG.created });
    },
  );

  r.put(
    '/api/event/:id',
    { schema: { params, body: EventUpdateRequestSchema, response: ok(EventResponseSchema), tags }, ...staff },
    async (request) => {
      const evento = await updateEvent({ db, id: request.params.id, body: request.body });
      return { ok: true as const, evento, msg: EVENT_MSG.updated };
    },
  );

  r.delete(
    '/api/event/:id',
    { schema: { params, response: ok(EventResponseSchema), tags }, onRequest: app.requireSuperAdmin },
    async (request) => {
      const evento = await deleteEvent({ db, id: request.params.id });
      return { ok: true as const, evento, msg: EVENT_MSG.deleted };
    },
  );

  r.put(
    '/api/event/abono/:id',
    {
      schema: { params, body: PaymentRequestSchema, response: ok(PaymentAddedResponseSchema), tags },
      ...staff,
    },
    async (request) => {
      const addAbono = await addPayment({
        db,
        id: request.params.id,
        abono: request.body.abonos,
        currentUser: request.currentUser!,
      });
      return { ok: true as const, addAbono, msg: EVENT_MSG.paymentAdded };
    },
  );

  r.put(
    '/api/event/adicional/:id',
    { schema: { params, body: ExtraRequestSchema, response: ok(ExtraAddedResponseSchema), tags }, ...staff },
    async (request) => {
      const addAdicional = await addExtra({ db, id: request.params.id, extra: request.body.adicionales });
      return { ok: true as const, addAdicional, msg: EVENT_MSG.extraAdded };
    },
  );

  r.put(
    '/api/event/adicionales/actualizar/:id',
    { schema: { params, body: ExtraUpdateRequestSchema, response: ok(EventResponseSchema), tags }, ...staff },
    async (request) => {
      const evento = await editExtra({ db, id: request.params.id, extra: request.body });
      return { ok: true as const, evento, msg: EVENT_MSG.extraUpdated };
    },
  );

  r.put(
    '/api/event/adicionales/eliminar/:id',
    { schema: { params, body: ExtraDeleteRequestSchema, response: ok(EventResponseSchema), tags }, ...staff },
    async (request) => {
      const evento = await removeExtra({ db, id: request.params.id, extraId: request.body._id });
      return { ok: true as const, evento, msg: EVENT_MSG.extraDeleted };
    },
  );

  r.put(
    '/api/event/adicionales/date/:id',
    { schema: { params, body: DateChangeRequestSchema, response: ok(EventResponseSchema), tags }, ...staff },
    async (request) => {
      const evento = await changeEventDate({ db, id: request.params.id, body: request.body });
      return { ok: true as const, evento, msg: EVENT_MSG.dateChanged };
    },
  );
}
