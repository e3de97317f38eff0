// The data most API tests start from — a branch with a package, a customer, its admin and a super_admin;
// catalogue rows are inserted directly — and the hooks that build it once per describe block.
import { randomBytes } from 'node:crypto';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import type { EventCreateRequest } from '@salones/shared/events';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import { events, packages, places, products, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from './helper.ts';

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

/** `n` active customers inserted at once (one password hash for all), each with a session token. */
export async function manyCustomers(t: TestApp, n: number): Promise<TestUser[]> {
  const passwordHash = await hashPassword('secreto123');
  const tag = randomBytes(3).toString('hex');
  const rows = await t.app.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Cliente ${i}`,
        email: `cliente${i}-${tag}@example.com`,
        phone: '5512345678',
        passwordHash,
        active: true,
      })),
    )
    .returning();
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      email: r.email,
      password: 'secreto123',
      role: 'user' as const,
      token: await t.app.tokens.sign({ id: r.id, sessionVersion: r.sessionVersion }),
    })),
  );
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

/**
 * The real app on a fresh database for the calling describe block (or file): registers its beforeAll and
 * afterAll, and returns an object that is filled in before the first test runs.
 */
export function setupTestApp(overrides: Partial<Config> = {}, env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(overrides, env));
  });
  afterAll(() => t.close?.());
  return t;
}

/** An admin (of no branch), a super_admin and a role user of `t`'s app, filled in before the first test. */
export function setupAccounts(t: TestApp): { admin: TestUser; superAdmin: TestUser; user: TestUser } {
  const accounts = { admin: {} as TestUser, superAdmin: {} as TestUser, user: {} as TestUser };
  beforeAll(async () => {
    const [admin, superAdmin, user] = await Promise.all([
      createUser(t.app, { role: 'admin' }),
      createUser(t.app, { role: 'super_admin' }),
      createUser(t.app, { role: 'user' }),
    ]);
    Object.assign(accounts.admin, admin);
    Object.assign(accounts.superAdmin, superAdmin);
    Object.assign(accounts.user, user);
  });
  return accounts;
}

/** `setupTestApp` and the `World` in it (`makeWorld`), both filled in before the first test. */
export function setupWorld(overrides: Partial<Config> = {}, env: Record<string, string> = {}) {
  const t = setupTestApp(overrides, env);
  const w = {} as World;
  beforeAll(async () => {
    Object.assign(w, await makeWorld(t.app));
  });
  return { t, w };
}

// The dates a test file books on: events from 11 days ahead, booking requests from 21 (past the balance's 15-day
// due date, so a request pays an anticipo); each call takes a new day, so two never clash. A test file starts
// from the first again (test/file-setup.ts), whatever the files its worker ran before.
const FIRST_DAYS = { event: 10, request: 20 };
let daysAhead = { ...FIRST_DAYS };
export const nextEventDate = () => inDays(++daysAhead.event);
export const nextRequestDate = () => inDays(++daysAhead.request);
export function restartTestDates() {
  daysAhead = { ...FIRST_DAYS };
}

/** A valid creation body on a fresh future date (each call uses a new date, so slots never clash). */
export function eventBody(w: World, overrides: Partial<EventCreateRequest> = {}): EventCreateRequest {
  return {
    user: w.customer.id,
    lugar: w.place.id,
    paquete: w.pkg.id,
    name: 'Cumpleaños de Sofía',
    fecha: nextEventDate().replaceAll('-', '/'),
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

/**
 * An event row inserted directly — past dates, cancelled events, events without a package: what the API
 * refuses or the test does not need to book. A birthday on 2030-05-01 unless `fields` say otherwise.
 */
export async function insertEvent(
  app: FastifyInstance,
  fields: Pick<typeof events.$inferInsert, 'placeId' | 'customerId'> & Partial<typeof events.$inferInsert>,
) {
  const [row] = await app.db
    .insert(events)
    .values({
      name: 'Cumpleaños',
      fecha: '2030-05-01',
      turno: 'Matutino',
      packageName: 'Paquete',
      personas: 80,
      precioPaqueteCentavos: 100_000,
      precioTotalCentavos: 100_000,
      fechaDeRegistro: '2030-01-01',
      ...fields,
    })
    .returning();
  return row;
}

/** The API refuses past and today's dates, so such events of the world are inserted directly. */
export function insertEventRow(
  app: FastifyInstance,
  w: World,
  fields: { fecha: string; turno?: string; creatorId?: string },
) {
  return insertEvent(app, {
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
  });
}
