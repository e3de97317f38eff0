import { salonRoutes } from '@salones/shared/contract/salones';
import { turnoRoutes } from '@salones/shared/contract/turnos';
import { mayManageSalones } from '@salones/shared/permissions';
import { SALON_MSG } from '@salones/shared/salones';
import { TURNO_MSG } from '@salones/shared/turnos';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { createSalon, deleteSalon, listSalones, updateSalon } from './salones.ts';
import { getTurnoSchedule, saveTurnoSchedule } from './turno-schedules.ts';

const tags = tagsOf('salones');

/**
 * /api/lugares/{placeId}/salones and …/turnos: families read a branch's active salones and its schedule; the
 * staff who reach the branch change them.
 */
export async function registerSalones(app: FastifyInstance) {
  const { db } = app;
  const staff = { tags, onRequest: app.allow(mayManageSalones) };
  const now = () => app.config.now();

  routeFrom(app, salonRoutes.list, {
    tags,
    onRequest: app.identify,
    handler: async (request) => ({
      ok: true as const,
      salones: await listSalones(db, request.params.placeId, request.query.todos, request.currentUser),
    }),
  });

  routeFrom(app, salonRoutes.create, {
    ...staff,
    handler: async (request, reply) => {
      const salon = await createSalon(db, request.currentUser!, request.params.placeId, request.body);
      return reply.code(201).send({ ok: true as const, salon, msg: SALON_MSG.created });
    },
  });

  routeFrom(app, salonRoutes.update, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      salon: await updateSalon(
        db,
        request.currentUser!,
        request.params.placeId,
        request.params.id,
        request.body,
      ),
      msg: SALON_MSG.updated,
    }),
  });

  routeFrom(app, salonRoutes.remove, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      salon: await deleteSalon(db, request.currentUser!, request.params.placeId, request.params.id, now()),
      msg: SALON_MSG.deleted,
    }),
  });

  routeFrom(app, turnoRoutes.get, {
    tags,
    handler: async (request) => ({
      ok: true as const,
      ...(await getTurnoSchedule(db, request.params.placeId)),
    }),
  });

  routeFrom(app, turnoRoutes.save, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      ...(await saveTurnoSchedule(db, request.currentUser!, request.params.placeId, request.body, now())),
      msg: TURNO_MSG.saved,
    }),
  });
}
