// A branch's resources (animadores, fotógrafos…), their assignment to its parties, and its day sheet: the staff who
// reach the branch.
import { z } from 'zod';
import { DaySheetParamsSchema, DaySheetSchema } from '../day-sheet.ts';
import {
  EventRecursosResponseSchema,
  EventRecursosSavedSchema,
  EventRecursosSchema,
  RecursoCreateSchema,
  RecursoListResponseSchema,
  RecursoResponseSchema,
  RecursoUpdateSchema,
} from '../recursos.ts';
import { idField, idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

const recursoParams = z.object({ placeId: idField(), id: idField() });

export const recursoRoutes = {
  /** every resource of the branch, active first, by name */
  list: defineRoute({
    method: 'GET',
    path: '/api/lugares/{placeId}/recursos',
    params: idParams('placeId'),
    response: { 200: RecursoListResponseSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/lugares/{placeId}/recursos',
    params: idParams('placeId'),
    body: RecursoCreateSchema,
    response: { 201: RecursoResponseSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/lugares/{placeId}/recursos/{id}',
    params: recursoParams,
    body: RecursoUpdateSchema,
    response: { 200: RecursoResponseSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/lugares/{placeId}/recursos/{id}',
    params: recursoParams,
    response: { 200: RecursoResponseSchema },
  }),
  /** the resources assigned to a party */
  ofEvent: defineRoute({
    method: 'GET',
    path: '/api/event/{id}/recursos',
    params: idParams('id'),
    response: { 200: EventRecursosResponseSchema },
  }),
  /** the party's whole set of resources; 409 when one is at another party at that hour */
  assign: defineRoute({
    method: 'PUT',
    path: '/api/event/{id}/recursos',
    params: idParams('id'),
    body: EventRecursosSchema,
    response: { 200: EventRecursosSavedSchema },
  }),
  daySheet: defineRoute({
    method: 'GET',
    path: '/api/lugares/{placeId}/dia/{fecha}',
    params: DaySheetParamsSchema,
    response: { 200: DaySheetSchema },
  }),
};
