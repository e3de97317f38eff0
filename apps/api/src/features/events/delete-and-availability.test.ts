import { todayInMexicoCity } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { PRINCIPAL_SALON } from '@salones/shared/salones';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { call } from '../../test/helper.ts';
import { createEventVia, inDays, insertEventRow, setupWorld } from './events.fixtures.ts';

describe('DELETE /api/event/{id} and POST /api/event/fecha — soft delete frees the slot', () => {
  const { t, w } = setupWorld();

  const check = (payload: object) => call(t.app, { method: 'POST', url: '/api/event/fecha', payload });

  it('answers availability without a token', async () => {
    const e = await createEventVia(t.app, w);
    const slash = e.fecha.replaceAll('-', '/');
    const taken = await check({ lugar: w.place.id, turno: e.turno, fecha: slash });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ ok: false, msg: 'Esta fecha ya está ocupada, elige otra fecha o turno' });
    const free = await check({ lugar: w.place.id, turno: 'Vespertino', fecha: slash });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({
      ok: true,
      fecha: e.fecha,
      msg: 'Esta fecha está disponible',
      salones: [expect.objectContaining(PRINCIPAL_SALON)],
    });
  });

  it('checks availability input: incomplete, past date, unknown branch', async () => {
    expect((await check({ lugar: w.place.id, turno: 'Matutino' })).json()).toEqual({
      ok: false,
      msg: 'Complete todos los campos. ',
    });
    expect((await check({ lugar: w.place.id, fecha: inDays(5) })).json().msg).toBe(
      'Complete todos los campos. ',
    );
    expect(
      (await check({ lugar: w.place.id, turno: 'Matutino', fecha: todayInMexicoCity() })).json().msg,
    ).toBe(MSG.dateNotAfterToday);
    expect((await check({ lugar: w.place.id, turno: 'Noche', fecha: inDays(5) })).statusCode).toBe(400);
    expect(
      (await check({ lugar: '00000000-0000-4000-8000-000000000000', turno: 'Matutino', fecha: inDays(5) }))
        .statusCode,
    ).toBe(404);
  });

  it('super_admin deletes softly: history stays, the slot frees, lists drop it', async () => {
    const e = await createEventVia(t.app, w);
    const res = await call(t.app, { method: 'DELETE', url: `/api/event/${e.uid}`, as: w.superAdmin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      msg: 'Evento eliminado',
      evento: { uid: e.uid, abonado: 1000 },
    });
    const [row] = await t.app.db.select().from(events).where(eq(events.id, e.uid));
    expect(row.deletedAt).not.toBeNull();
    expect((await check({ lugar: w.place.id, turno: e.turno, fecha: e.fecha })).statusCode).toBe(200);
    const all = await call(t.app, { url: '/api/event', as: w.admin });
    expect(all.json().evento.map((x: { uid: string }) => x.uid)).not.toContain(e.uid);
    const mine = await call(t.app, { url: `/api/event/${w.customer.id}`, as: w.customer });
    expect(mine.json().evento.map((x: { uid: string }) => x.uid)).not.toContain(e.uid);
    expect((await call(t.app, { url: `/api/event/obtener/${e.uid}`, as: w.admin })).statusCode).toBe(404);
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/event/${e.uid}`, as: w.superAdmin })).statusCode,
    ).toBe(404);
    const rebook = await call(t.app, {
      method: 'POST',
      url: '/api/event',
      as: w.admin,
      payload: {
        user: w.customer.id,
        lugar: w.place.id,
        paquete: w.pkg.id,
        name: 'Nueva',
        fecha: e.fecha,
        turno: e.turno,
        personas: 60,
        abonos: [{ abono: 500 }],
      },
    });
    expect(rebook.statusCode).toBe(201);
  });

  it('lists all live events ordered by date, with from/to filters', async () => {
    await insertEventRow(t.app, w, { fecha: inDays(-2) });
    const res = await call(t.app, { url: `/api/event?from=${inDays(-5)}&to=${inDays(-1)}`, as: w.admin });
    expect(res.json().evento.map((x: { fecha: string }) => x.fecha)).toEqual([inDays(-2)]);
    const all = (await call(t.app, { url: '/api/event', as: w.admin }))
      .json()
      .evento.map((x: { fecha: string }) => x.fecha);
    expect(all).toEqual([...all].sort());
  });
});
