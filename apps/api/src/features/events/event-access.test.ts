// docs/architecture.md#roles, docs/architecture.md#ownership: every role × endpoint pair, enforced by the
// API.

import { EVENT_DASHBOARD_PATH } from '@salones/shared/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { createEventVia, eventBody, inDays, setupWorld } from './events.fixtures.ts';

type Role = 'anonymous' | 'user' | 'admin' | 'super_admin';
interface Endpoint {
  name: string;
  /** builds a request that succeeds for a role allowed to make it */
  request: () => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }>;
  expected: Record<Role, number>;
}

describe('events API — role × endpoint', () => {
  const { t, w } = setupWorld();
  let stranger: TestUser;
  beforeAll(async () => {
    stranger = await createUser(t.app, { role: 'user' });
  });

  let moves = 0;
  const staffOnly = (ok: number) => ({ anonymous: 401, user: 403, admin: ok, super_admin: ok });
  const newEvent = () => createEventVia(t.app, w);
  const endpoints: Endpoint[] = [
    {
      name: 'POST /api/event',
      request: async () => ({ method: 'POST', url: '/api/event', payload: eventBody(w) }),
      expected: staffOnly(201),
    },
    {
      name: 'GET /api/event',
      request: async () => ({ method: 'GET', url: '/api/event' }),
      expected: staffOnly(200),
    },
    {
      name: 'GET dashboard',
      request: async () => ({ method: 'GET', url: EVENT_DASHBOARD_PATH }),
      expected: staffOnly(200),
    },
    {
      name: 'GET /api/event/obtener/admin/{adminId}',
      request: async () => ({ method: 'GET', url: `/api/event/obtener/admin/${w.admin.id}` }),
      expected: staffOnly(200),
    },
    {
      name: 'PUT /api/event/{id}',
      request: async () => ({
        method: 'PUT',
        url: `/api/event/${(await newEvent()).uid}`,
        payload: { comentarios: 'Hola' },
      }),
      expected: staffOnly(200),
    },
    {
      name: 'DELETE /api/event/{id}',
      request: async () => ({ method: 'DELETE', url: `/api/event/${(await newEvent()).uid}` }),
      expected: { anonymous: 401, user: 403, admin: 403, super_admin: 200 },
    },
    {
      name: 'PUT /api/event/abono/{id}',
      request: async () => ({
        method: 'PUT',
        url: `/api/event/abono/${(await newEvent()).uid}`,
        payload: { abonos: { abono: 500 } },
      }),
      expected: staffOnly(200),
    },
    {
      name: 'PUT /api/event/adicional/{id}',
      request: async () => ({
        method: 'PUT',
        url: `/api/event/adicional/${(await newEvent()).uid}`,
        payload: { adicionales: { nombre: 'Mesa', precio: 100 } },
      }),
      expected: staffOnly(200),
    },
    {
      name: 'PUT /api/event/adicionales/actualizar/{id}',
      request: async () => {
        const e = await createEventVia(t.app, w, { adicionales: [{ nombre: 'Mesa', precio: 100 }] });
        return {
          method: 'PUT',
          url: `/api/event/adicionales/actualizar/${e.uid}`,
          payload: { adicional: { _id: e.adicionales[0].uid, nombre: 'Mesa', precio: 90 } },
        };
      },
      expected: staffOnly(200),
    },
    {
      name: 'PUT /api/event/adicionales/eliminar/{id}',
      request: async () => {
        const e = await createEventVia(t.app, w, { adicionales: [{ nombre: 'Mesa', precio: 100 }] });
        return {
          method: 'PUT',
          url: `/api/event/adicionales/eliminar/${e.uid}`,
          payload: { _id: e.adicionales[0].uid },
        };
      },
      expected: staffOnly(200),
    },
    {
      name: 'PUT /api/event/adicionales/date/{id}',
      request: async () => ({
        method: 'PUT',
        url: `/api/event/adicionales/date/${(await newEvent()).uid}`,
        payload: { fecha: inDays(300 + ++moves), turno: 'Vespertino' },
      }),
      expected: staffOnly(200),
    },
    {
      name: 'POST /api/event/cotizacion (the staff quote)',
      request: async () => ({
        method: 'POST',
        url: '/api/event/cotizacion',
        payload: {
          lugar: w.place.id,
          paquete: w.pkg.id,
          turno: 'Matutino',
          fecha: inDays(700),
          personas: 80,
        },
      }),
      expected: staffOnly(200),
    },
    {
      name: 'POST /api/event/fecha (public)',
      request: async () => ({
        method: 'POST',
        url: '/api/event/fecha',
        payload: { lugar: w.place.id, turno: 'Matutino', fecha: inDays(700) },
      }),
      expected: { anonymous: 200, user: 200, admin: 200, super_admin: 200 },
    },
  ];

  const as = (role: Role) =>
    ({ anonymous: null, user: w.customer, admin: w.admin, super_admin: w.superAdmin })[role];
  for (const endpoint of endpoints) {
    for (const role of ['anonymous', 'user', 'admin', 'super_admin'] as const) {
      it(`${endpoint.name} as ${role} → ${endpoint.expected[role]}`, async () => {
        const res = await call(t.app, { ...(await endpoint.request()), as: as(role) });
        expect(res.statusCode, res.body).toBe(endpoint.expected[role]);
        if (res.statusCode >= 400) expect(res.json()).toEqual({ ok: false, msg: expect.any(String) });
      });
    }
  }

  describe('ownership (docs/architecture.md#ownership)', () => {
    it('a user reads their own events and event; staff read anyone’s', async () => {
      const e = await newEvent();
      for (const who of [w.customer, w.admin, w.superAdmin]) {
        const list = await call(t.app, { url: `/api/event/${w.customer.id}?limit=30`, as: who });
        expect(list.statusCode).toBe(200);
        expect(list.json().evento.map((x: { uid: string }) => x.uid)).toContain(e.uid);
        const one = await call(t.app, { url: `/api/event/obtener/${e.uid}`, as: who });
        expect(one.statusCode).toBe(200);
        expect(one.json().eventoData).toMatchObject({
          uid: e.uid,
          lugar: { uid: w.place.id },
          abonos: [expect.any(Object)],
          adicionales: [],
        });
      }
    });

    it('a user reading another user’s events or event gets 403', async () => {
      const e = await newEvent();
      const list = await call(t.app, { url: `/api/event/${w.customer.id}`, as: stranger });
      expect(list.statusCode).toBe(403);
      const one = await call(t.app, { url: `/api/event/obtener/${e.uid}`, as: stranger });
      expect(one.json()).toEqual({ ok: false, msg: 'No tienes permiso para ver este evento' });
      expect(one.statusCode).toBe(403);
      expect((await call(t.app, { url: `/api/event/${stranger.id}`, as: stranger })).json()).toEqual({
        ok: true,
        evento: [],
        nextCursor: null,
      });
    });

    it('anonymous reads of one user’s events or one event get 401', async () => {
      const e = await newEvent();
      expect((await call(t.app, { url: `/api/event/${w.customer.id}` })).statusCode).toBe(401);
      expect((await call(t.app, { url: `/api/event/obtener/${e.uid}` })).statusCode).toBe(401);
    });

    it('lists the events an admin created', async () => {
      const e = await newEvent();
      const res = await call(t.app, {
        url: `/api/event/obtener/admin/${w.admin.id}?limit=30`,
        as: w.superAdmin,
      });
      expect(res.json().eventoData.map((x: { uid: string }) => x.uid)).toContain(e.uid);
      const none = await call(t.app, {
        url: `/api/event/obtener/admin/${w.superAdmin.id}?limit=30`,
        as: w.admin,
      });
      expect(none.json().eventoData.map((x: { uid: string }) => x.uid)).not.toContain(e.uid);
    });

    it('malformed ids answer 400, unknown ones 404', async () => {
      expect((await call(t.app, { url: '/api/event/obtener/123', as: w.admin })).statusCode).toBe(400);
      expect(
        (await call(t.app, { url: '/api/event/obtener/00000000-0000-4000-8000-000000000000', as: w.admin }))
          .statusCode,
      ).toBe(404);
    });
  });
});
