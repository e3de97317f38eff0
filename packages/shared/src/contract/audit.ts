// Reading the audit trail. There is no route that changes or deletes an entry.
import { AuditPageQuerySchema, AuditPageResponseSchema, AuditQuerySchema } from '../audit.ts';
import { idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

export const auditRoutes = {
  /** super_admin: every entry, newest first, filtered by date range, author, event and kind */
  list: defineRoute({
    method: 'GET',
    path: '/api/audit',
    query: AuditQuerySchema,
    response: { 200: AuditPageResponseSchema },
  }),
  /** staff: one event's history, newest first */
  ofEvent: defineRoute({
    method: 'GET',
    path: '/api/event/{id}/historial',
    params: idParams('id'),
    query: AuditPageQuerySchema,
    response: { 200: AuditPageResponseSchema },
  }),
};
