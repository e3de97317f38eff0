// docs/product.md#7-the-api-calls /api/locates: branches (sucursales).
import { z } from 'zod';
import { PlaceCreateRequestSchema, PlaceDtoSchema, PlaceUpdateRequestSchema } from '../places.ts';
import { idParams, inputText } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

const OnePlaceResponseSchema = z.object({ ok: z.literal(true), lugar: PlaceDtoSchema });

export const placeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/locates',
    response: { 200: z.object({ ok: z.literal(true), lugares: z.array(PlaceDtoSchema) }) },
  }),
  /** docs/product.md#7-the-api-calls: lugarData is an array whose first item is used. */
  byName: defineRoute({
    method: 'GET',
    path: '/api/locates/name/{name}',
    params: z.object({ name: inputText() }),
    response: { 200: z.object({ ok: z.literal(true), lugarData: z.array(PlaceDtoSchema) }) },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/locates/{id}',
    params: idParams('id'),
    response: { 200: OnePlaceResponseSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/locates',
    body: PlaceCreateRequestSchema,
    response: { 201: OnePlaceResponseSchema.extend({ msg: z.string() }) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/locates/{id}',
    params: idParams('id'),
    body: PlaceUpdateRequestSchema,
    response: { 200: OnePlaceResponseSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/locates/{id}',
    params: idParams('id'),
    response: { 200: OnePlaceResponseSchema },
  }),
};
