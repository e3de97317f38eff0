// Reads: availability (public), lists, one event, dashboard — spec §7 "Events", DESIGN §3.2 ownership.

import {
  AvailabilityRequestSchema,
  AvailabilityResponseSchema,
  DashboardDtoSchema,
  EVENT_DASHBOARD_PATH,
  EVENT_MSG,
  EventDataListResponseSchema,
  EventDataResponseSchema,
  EventListQuerySchema,
  EventListResponseSchema,
} from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { idParams } from '@salones/shared/schema-helpers';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { events } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import { checkAvailability } from './check-availability.ts';
import { loadDashboard } from './dashboard.ts';
import { getEventDto, loadEventDtos } from './event-queries.ts';

const tags = ['events'];

export function registerEventReadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  // spec §5 availability; no token (spec §6).
  r.post(
    '/api/event/fecha',
    { schema: { body: AvailabilityRequestSchema, response: { 200: AvailabilityResponseSchema }, tags } },
    async (request) => {
      await checkAvailability({ db, slot: request.body });
      return { ok: true as const, fecha: request.body.fecha, msg: MSG.dateAvailable };
    },
  );

  r.get(
    '/api/event',
    {
      schema: { querystring: EventListQuerySchema, response: { 200: EventListResponseSchema }, tags },
      onRequest: app.requireStaff,
    },
    async (request) => {
      const { from, to } = request.query;
      const where = and(from ? gte(events.fecha, from) : undefined, to ? lte(events.fecha, to) : undefined);
      return { ok: true as const, evento: await loadEventDtos(db, where) };
    },
  );

  r.get(
    EVENT_DASHBOARD_PATH,
    { schema: { response: { 200: DashboardDtoSchema }, tags }, onRequest: app.requireStaff },
    (request) => loadDashboard({ db, currentUser: request.currentUser! }),
  );

  // DESIGN §3.2: a role user reads only their own events.
  r.get(
    '/api/event/:userId',
    {
      schema: { params: idParams('userId'), response: { 200: EventListResponseSchema }, tags },
      onRequest: app.authenticate,
    },
    async (request) => {
      const me = request.currentUser!;
      if (me.role === 'user' && me.id !== request.params.userId)
        throw forbidden('No tienes permiso para ver estos eventos');
      return {
        ok: true as const,
        evento: await loadEventDtos(db, eq(events.customerId, request.params.userId)),
      };
    },
  );

  r.get(
    '/api/event/obtener/:id',
    {
      schema: { params: idParams('id'), response: { 200: EventDataResponseSchema }, tags },
      onRequest: app.authenticate,
    },
    async (request) => {
      const me = request.currentUser!;
      const eventoData = await getEventDto(db, request.params.id);
      if (me.role === 'user' && eventoData.user !== me.id) throw forbidden(EVENT_MSG.forbiddenEvent);
      return { ok: true as const, eventoData };
    },
  );

  r.get(
    '/api/event/obtener/admin/:adminId',
    {
      schema: { params: idParams('adminId'), response: { 200: EventDataListResponseSchema }, tags },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      ok: true as const,
      eventoData: await loadEventDtos(db, eq(events.creatorId, request.params.adminId)),
    }),
  );
}
