// Closures (cierres). Staff only: super_admin for every branch, an admin with a `lugar` for theirs.
import {
  ClosureCreateSchema,
  ClosureListQuerySchema,
  ClosureListResponseSchema,
  ClosureResponseSchema,
} from '../closures.ts';
import { idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

export const closureRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/cierres',
    query: ClosureListQuerySchema,
    response: { 200: ClosureListResponseSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/cierres',
    body: ClosureCreateSchema,
    response: { 201: ClosureResponseSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/cierres/{id}',
    params: idParams('id'),
    response: { 200: ClosureResponseSchema },
  }),
};
