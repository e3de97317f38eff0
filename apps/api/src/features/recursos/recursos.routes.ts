import { recursoRoutes } from '@salones/shared/contract/recursos';
import { mayManageRecursos } from '@salones/shared/permissions';
import { RECURSO_MSG } from '@salones/shared/recursos';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { getEventRecursos, setEventRecursos } from './event-recursos.ts';
import { getDaySheet } from './get-day-sheet.ts';
import { createRecurso, deleteRecurso, listRecursos, updateRecurso } from './recursos.ts';

const tags = tagsOf('recursos');

/**
 * /api/lugares/{placeId}/recursos, /api/event/{id}/recursos and /api/lugares/{placeId}/dia/{fecha}: the staff who
 * reach the branch (each use case checks the branch).
 */
export async function registerRecursos(app: FastifyInstance) {
  const { db } = app;
  const staff = { tags, onRequest: app.allow(mayManageRecursos) };

  routeFrom(app, recursoRoutes.list, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      recursos: await listRecursos(db, request.currentUser!, request.params.placeId),
    }),
  });
  routeFrom(app, recursoRoutes.create, {
    ...staff,
    handler: async (request, reply) => {
      const recurso = await createRecurso(db, request.currentUser!, request.params.placeId, request.body);
      return reply.code(201).send({ ok: true as const, recurso, msg: RECURSO_MSG.created });
    },
  });
  routeFrom(app, recursoRoutes.update, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      recurso: await updateRecurso(
        db,
        request.currentUser!,
        request.params.placeId,
        request.params.id,
        request.body,
      ),
      msg: RECURSO_MSG.updated,
    }),
  });
  routeFrom(app, recursoRoutes.remove, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      recurso: await deleteRecurso(db, request.currentUser!, request.params.placeId, request.params.id),
      msg: RECURSO_MSG.deleted,
    }),
  });
  routeFrom(app, recursoRoutes.ofEvent, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      recursos: await getEventRecursos(db, request.currentUser!, request.params.id),
    }),
  });
  routeFrom(app, recursoRoutes.assign, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      recursos: await setEventRecursos(db, request.currentUser!, request.params.id, request.body.recursos),
      msg: RECURSO_MSG.assigned,
    }),
  });
  routeFrom(app, recursoRoutes.daySheet, {
    ...staff,
    handler: async (request) =>
      getDaySheet(db, request.currentUser!, request.params.placeId, request.params.fecha),
  });
}
