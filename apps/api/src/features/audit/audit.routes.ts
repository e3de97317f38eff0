// Issue #13.4: the audit trail is read-only through the API (no route updates or deletes an entry).
import { auditRoutes } from '@salones/shared/contract/audit';
import { EVENT_MSG } from '@salones/shared/events';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { events } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { listAudit } from './list-audit.ts';

const tags = ['audit'];

export async function registerAudit(app: FastifyInstance) {
  routeFrom(app, auditRoutes.list, {
    tags,
    onRequest: app.requireSuperAdmin,
    handler: (request) => listAudit(app.db, request.query),
  });

  routeFrom(app, auditRoutes.ofEvent, {
    tags,
    onRequest: app.requireStaff,
    handler: async (request) => {
      // a deleted event keeps its history; an unknown one is a 404
      const [event] = await app.db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.id, request.params.id))
        .limit(1);
      if (!event) throw notFound(EVENT_MSG.eventNotFound);
      return listAudit(app.db, { ...request.query, evento: request.params.id });
    },
  });
}
