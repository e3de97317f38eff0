// A branch's salones. Reading the active ones is public; staff who reach the branch manage them.
import { z } from 'zod';
import {
  SalonCreateSchema,
  SalonListQuerySchema,
  SalonListResponseSchema,
  SalonResponseSchema,
  SalonUpdateSchema,
} from '../salones.ts';
import { idField, idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

const salonParams = z.object({ placeId: idField(), id: idField() });

export const salonRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/lugares/{placeId}/salones',
    params: idParams('placeId'),
    query: SalonListQuerySchema,
    response: { 200: SalonListResponseSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/lugares/{placeId}/salones',
    params: idParams('placeId'),
    body: SalonCreateSchema,
    response: { 201: SalonResponseSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/lugares/{placeId}/salones/{id}',
    params: salonParams,
    body: SalonUpdateSchema,
    response: { 200: SalonResponseSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/lugares/{placeId}/salones/{id}',
    params: salonParams,
    response: { 200: SalonResponseSchema },
  }),
};
