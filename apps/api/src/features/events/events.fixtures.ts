// Test data for the events tests: catalogue rows are inserted directly (the content API is not used).

import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import type { EventCreateRequest } from '@salones/shared/events';
import type { FastifyInstance } from 'fastify';
import { events, packages, places, products } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';

let n = 0;
export async function insertPlace(app: FastifyInstance, sucursal = 'Centro') {
  n += 1;
  const [row] = await app.db
    .insert(places)
    .values({
      sucursal: `${sucursal} ${n}`,
      lugarname: `${sucursal.toLowerCase()}-${n}`,
      direccion: 'Av. Reforma 1',
      phone: '5511112222',
    })
    .returning();
  return row;
}

/** Prices in centavos: basico $10,000, grande $15,000 unless given. */
export async function insertPackage(
  app: FastifyInstance,
  placeId: string,
  prices = { basico: 1_000_000, grande: 1_500_000 },
) {
  const [row] = await app.db
    .insert(packages)
    .values({ placeId, name: 'Paquete Fiesta', basicoCentavos: prices.basico, grandeCentavos: prices.grande })
    .returning();
  return row;
}

export async function insertProduct(app: FastifyInstance, precioCentavos = 25_050) {
  const [row] = await app.db.insert(products).values({ name: 'Piñata grande', precioCentavos }).returning();
  return row;
}

export const inDays = (days: number) => addDays(todayInMexicoCity(), days);

export interface World {
  place: Awaited<ReturnType<typeof insertPlace>>;
  pkg: Awaited<ReturnType<typeof insertPackage>>;
  customer: TestUser;
  admin: TestUser;
  superAdmin: TestUser;
}

export async function makeWorld(app: FastifyInstance): Promise<World> {
  const place = await insertPlace(app);
  const pkg = await insertPackage(app, place.id);
  const [customer, admin, superAdmin] = await Promise.all([
    createUser(app, { role: 'user', name: 'Ana', lastname: 'López' }),
    createUser(app, { role: 'admin', name: 'Beto', lastname: 'Admin', placeId: place.id }),
    createUser(app, { role: 'super_admin', name: 'Carla', lastname: 'Master' }),
  ]);
  return { place, pkg, customer, admin, superAdmin };
}

let dayOffset = 10;
/** A valid creation body on a fresh future date (each call uses a new date, so slots never clash). */
export function eventBody(w: World, overrides: Partial<EventCreateRequest> = {}): EventCreateRequest {
  dayOffset += 1;
  return {
    user: w.customer.id,
    lugar: w.place.id,
    paquete: w.pkg.id,
    name: 'Cumpleaños de Sofía',
    fecha: inDays(dayOffset).replaceAll('-', '/'),
    turno: 'Matutino',
    personas: 80,
    entrada: '14:00',
    salida: '19:00',
    abonos: [{ abono: 1000, metodo: 'Pago en efectivo' }],
    ...overrides,
  };
}

export function postEvent(app: FastifyInstance, as: TestUser, payload: object) {
  return call(app, { method: 'POST', url: '/api/event', payload, as });
}

/** Creates an event through the API and returns its DTO. */
export async function createEventVia(
  app: FastifyInstance,
  w: World,
  overrides: Partial<EventCreateRequest> = {},
) {
  const res = await postEvent(app, w.admin, eventBody(w, overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().evento;
}

/** The API refuses past and today's dates, so such events are inserted directly. */
export async function insertEventRow(
  app: FastifyInstance,
  w: World,
  fields: { fecha: string; turno?: string; creatorId?: string },
) {
  const [row] = await app.db
    .insert(events)
    .values({
      name: 'Evento directo',
      fecha: fields.fecha,
      turno: fields.turno ?? 'Vespertino',
      placeId: w.place.id,
      packageId: w.pkg.id,
      packageName: w.pkg.name,
      customerId: w.customer.id,
      creatorId: fields.creatorId ?? w.admin.id,
      personas: 60,
      precioPaqueteCentavos: w.pkg.basicoCentavos,
      precioTotalCentavos: w.pkg.basicoCentavos,
      fechaDeRegistro: todayInMexicoCity(),
    })
    .returning();
  return row;
}
