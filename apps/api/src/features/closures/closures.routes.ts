import { CLOSURE_MSG } from '@salones/shared/closures';
import { closureRoutes } from '@salones/shared/contract/closures';
import { mayManageClosures } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { createClosure, deleteClosure, listClosures } from './closures.ts';

const tags = tagsOf('closures');

/** Issue #23.1: /api/cierres, staff only (an admin with a branch: that branch's). */
export async function registerClosures(app: FastifyInstance) {
  const { db } = app;
  const staff = { tags, onRequest: app.allow(mayManageClosures) };

  routeFrom(app, closureRoutes.list, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      cierres: await listClosures(db, request.currentUser!, request.query.lugar, app.config.now()),
    }),
  });

  routeFrom(app, closureRoutes.create, {
    ...staff,
    handler: async (request, reply) => {
      const cierre = await createClosure(db, request.currentUser!, request.body);
      return reply.code(201).send({ ok: true as const, cierre, msg: CLOSURE_MSG.created });
    },
  });

  routeFrom(app, closureRoutes.remove, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      cierre: await deleteClosure(db, request.currentUser!, request.params.id),
      msg: CLOSURE_MSG.deleted,
    }),
  });
}
