// A branch's turnos by weekday. Reading them is public; staff who reach the branch change them.
import { idParams } from '../schema-helpers.ts';
import { TurnoScheduleResponseSchema, TurnoScheduleSavedSchema, TurnoScheduleSchema } from '../turnos.ts';
import { defineRoute } from './route.ts';

export const turnoRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/lugares/{placeId}/turnos',
    params: idParams('placeId'),
    response: { 200: TurnoScheduleResponseSchema },
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/lugares/{placeId}/turnos',
    params: idParams('placeId'),
    body: TurnoScheduleSchema,
    response: { 200: TurnoScheduleSavedSchema },
  }),
};
