// Issue #13.4: the audit trail is read-only through the API (no route updates or deletes an entry).
import { auditRoutes } from '@salones/shared/contract/audit';
import { mayReadAllEvents, mayReadAuditLog } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { listAudit } from './list-audit.ts';
import { listEventHistory } from './list-event-history.ts';

const tags = tagsOf('audit');

export async function registerAudit(app: FastifyInstance) {
  routeFrom(app, auditRoutes.list, {
    tags,
    onRequest: app.allow(mayReadAuditLog),
    handler: (request) => listAudit(app.db, request.query),
  });

  routeFrom(app, auditRoutes.ofEvent, {
    tags,
    onRequest: app.allow(mayReadAllEvents),
    handler: (request) => listEventHistory({ db: app.db, eventId: request.params.id, ...request.query }),
  });
}
