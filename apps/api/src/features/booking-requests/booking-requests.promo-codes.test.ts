// A request that carries a promo code took one use of it; cancelled by the customer, rejected by
// staff or expired (the sweep), it gives the use back in the same transaction.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequests, promoCodes } from '../../db/schema/index.ts';
import { buildTestApp, call, createUser, type TestApp } from '../../test/helper.ts';
import { makeWorld, type World } from '../../test/world.ts';
import { cancelRequest, postRequest, rejectRequest, requestBody } from './booking-requests.fixtures.ts';
import { sweepExpiredRequests } from './sweep-expired-requests.ts';

describe('a promo code’s use given back', () => {
  const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const today = todayInMexicoCity(NOW);
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await buildTestApp({ now: () => NOW }, { BOOKING_SWEEP_INTERVAL_MS: '0' });
    w = await makeWorld(t.app);
  });
  afterAll(() => t?.close());

  it('when the request is cancelled, rejected or expires', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/promociones',
      as: w.superAdmin,
      payload: { codigo: 'DEVUELVE', porcentaje: 5, desde: today, hasta: addDays(today, 3), usosMaximos: 10 },
    });
    const promoId = created.json().promocion.uid;
    const usos = async () =>
      (await t.app.db.select().from(promoCodes).where(eq(promoCodes.id, promoId)))[0].usos;
    const send = async () => {
      const customer = await createUser(t.app);
      const res = await postRequest(t.app, customer, requestBody(w, { codigo: 'devuelve' }));
      expect(res.statusCode).toBe(201);
      return { customer, id: res.json().solicitud.uid as string };
    };
    const a = await send();
    const b = await send();
    const c = await send();
    expect(await usos()).toBe(3);

    expect((await cancelRequest(t.app, a.customer, a.id)).statusCode).toBe(200);
    expect(await usos()).toBe(2);
    expect((await rejectRequest(t.app, w.superAdmin, b.id, { motivo: 'Sin fecha' })).statusCode).toBe(200);
    expect(await usos()).toBe(1);
    await t.app.db
      .update(bookingRequests)
      .set({ holdUntil: new Date(NOW.getTime() - 1000) })
      .where(eq(bookingRequests.id, c.id));
    expect(await sweepExpiredRequests({ ...t.app, log: t.app.log })).toEqual({ ran: true, expired: 1 });
    expect(await usos()).toBe(0);
  });
});
