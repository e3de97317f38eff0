// Test data and calls for the booking-request tests (issue #11).
import type { BookingRequestCreate } from '@salones/shared/booking-requests';
import type { FastifyInstance } from 'fastify';
import { call, type TestUser } from '../../test/helper.ts';
import { nextRequestDate } from '../../test/world.ts';

/** A future date not used by another call of this test file. */
export const freshDate = nextRequestDate;

export function requestBody(
  w: { place: { id: string }; pkg: { id: string } },
  overrides: Partial<BookingRequestCreate> = {},
): BookingRequestCreate {
  return {
    lugar: w.place.id,
    paquete: w.pkg.id,
    fecha: freshDate(),
    turno: 'Vespertino',
    personas: 120,
    comentarios: 'Piñata de unicornio',
    ...overrides,
  };
}

export const postRequest = (app: FastifyInstance, as: TestUser | null, payload: object) =>
  call(app, { method: 'POST', url: '/api/solicitud', payload, as });

export const getRequest = (app: FastifyInstance, as: TestUser | null, id: string) =>
  call(app, { method: 'GET', url: `/api/solicitud/${id}`, as });

export const listRequests = (app: FastifyInstance, as: TestUser | null, query = '') =>
  call(app, { method: 'GET', url: `/api/solicitud${query}`, as });

export const cancelRequest = (app: FastifyInstance, as: TestUser | null, id: string) =>
  call(app, { method: 'PUT', url: `/api/solicitud/${id}/cancelar`, as });

export const rejectRequest = (app: FastifyInstance, as: TestUser | null, id: string, payload: object) =>
  call(app, { method: 'PUT', url: `/api/solicitud/${id}/rechazar`, payload, as });

export const checkSlot = (app: FastifyInstance, payload: object) =>
  call(app, { method: 'POST', url: '/api/event/fecha', payload });

export const calendar = (app: FastifyInstance, placeId: string, mes: string) =>
  call(app, { method: 'GET', url: `/api/event/calendario/${placeId}?mes=${mes}` });

/** Creates a request through the API and returns its DTO. */
export async function createRequestVia(
  app: FastifyInstance,
  as: TestUser,
  w: { place: { id: string }; pkg: { id: string } },
  overrides: Partial<BookingRequestCreate> = {},
) {
  const res = await postRequest(app, as, requestBody(w, overrides));
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.statusCode} ${res.body}`);
  return res.json().solicitud;
}
