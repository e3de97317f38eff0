// Test data of the party page tests: an event inserted directly on a chosen date and head count, and its page.
import { addDays } from '@salones/shared/dates';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../test/helper.ts';
import { call } from '../../test/helper.ts';
import { insertEvent, type World } from '../../test/world.ts';

/** Mexico City noon of a 'YYYY-MM-DD' day (UTC−6). */
export const noonInMexicoCity = (day: string) => new Date(`${day}T18:00:00Z`);

let day = 0;
/** A new date for each event (one live event per branch, date and turno), from 2030-05-01 on. */
export const nextDate = () => addDays('2030-05-01', day++);

export async function eventWithPage(
  app: FastifyInstance,
  w: World,
  opts: {
    fecha?: string;
    personas?: number;
    body?: object;
    as?: TestUser;
    /** the event's turno and hours (default: a turno of its own and 14:00–19:00) */
    event?: { turno?: string; entrada?: string; salida?: string; salonId?: string };
  } = {},
) {
  const event = await insertEvent(app, {
    placeId: w.place.id,
    customerId: w.customer.id,
    fecha: opts.fecha ?? nextDate(),
    turno: `Turno ${day++}`,
    personas: opts.personas ?? 80,
    entrada: '14:00',
    salida: '19:00',
    ...opts.event,
  });
  const res = await call(app, {
    method: 'PUT',
    url: `/api/event/${event.id}/invitacion`,
    payload: { festejado: 'Sofía', edad: 6, mensaje: '¡Te esperamos!', ...opts.body },
    as: opts.as ?? w.customer,
  });
  if (res.statusCode !== 200) throw new Error(`page not made: ${res.statusCode} ${res.body}`);
  return { event, invitacion: res.json().invitacion as { codigo: string; url: string; fechaLimite: string } };
}

export const answer = (over: object = {}) => ({
  nombre: 'Mamá de Leo',
  asistira: true,
  ninos: 1,
  adultos: 1,
  ...over,
});

export const rsvp = (app: FastifyInstance, codigo: string, payload: object, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url: `/api/invitacion/${codigo}/rsvp`, payload, remoteAddress });
