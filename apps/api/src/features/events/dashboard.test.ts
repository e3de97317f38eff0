import { monthRange, todayInMexicoCity } from '@salones/shared/dates';
import { type DashboardDto, EVENT_DASHBOARD_PATH } from '@salones/shared/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { eventBody, inDays, insertEventRow, postEvent, setupWorld } from './events.fixtures.ts';

describe(`GET ${EVENT_DASHBOARD_PATH} — docs/product.md#2-screens-and-routes dashboard, Mexico City dates`, () => {
  const { t, w } = setupWorld();
  const today = todayInMexicoCity();
  const fechas: string[] = [];
  beforeAll(async () => {
    // Today and yesterday cannot be booked through the API (docs/product.md#5-validation-rules), so they go
    // in directly.
    await insertEventRow(t.app, w, { fecha: today });
    await insertEventRow(t.app, w, { fecha: inDays(-1) });
    const book = async (as: typeof w.admin, days: number) => {
      const res = await postEvent(t.app, as, eventBody(w, { fecha: inDays(days) }));
      expect(res.statusCode).toBe(201);
      return res.json().evento;
    };
    await book(w.admin, 15);
    await book(w.superAdmin, 16);
    const gone = await book(w.superAdmin, 3);
    await call(t.app, { method: 'DELETE', url: `/api/event/${gone.uid}`, as: w.superAdmin });
    fechas.push(today, inDays(-1), inDays(15), inDays(16));
  });

  const load = async (as: typeof w.admin): Promise<DashboardDto> => {
    const res = await call(t.app, { url: EVENT_DASHBOARD_PATH, as });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const dates = (list: { fecha: string }[]) => list.map((e) => e.fecha);

  it('buckets live events into today, the next 15 days (inclusive) and this month', async () => {
    const d = await load(w.admin);
    expect(dates(d.today)).toEqual([today]);
    expect(dates(d.next15)).toEqual([today, inDays(15)]);
    const month = monthRange(today);
    expect(dates(d.thisMonth)).toEqual(fechas.filter((f) => f >= month.from && f <= month.to).sort());
    expect(d.today[0]).toMatchObject({
      lugar: { uid: w.place.id },
      userName: 'Ana',
      abonos: [],
      adicionales: [],
    });
  });

  it('counts live events and role-user accounts', async () => {
    const d = await load(w.admin);
    expect(d.eventsCount).toBe(4);
    expect(d.usersCount).toBe(1);
  });

  it('shows total earnings (live events only) to super_admin alone', async () => {
    expect('totalEarnings' in (await load(w.admin))).toBe(false);
    expect((await load(w.superAdmin)).totalEarnings).toBe(2000);
  });

  it('lists admins with their branch and the live events they created', async () => {
    const forAdmin = await load(w.admin);
    expect(forAdmin.admins).toEqual([
      {
        uid: w.admin.id,
        _id: w.admin.id,
        name: 'Beto',
        lastname: 'Admin',
        lugar: { uid: w.place.id, sucursal: w.place.sucursal },
        eventsCount: 3,
      },
    ]);
    const forSuper = await load(w.superAdmin);
    expect(forSuper.admins.find((a) => a.uid === w.superAdmin.id)).toMatchObject({
      lugar: null,
      eventsCount: 1,
    });
    expect(forSuper.admins.length).toBeGreaterThan(forAdmin.admins.length);
  });
});
