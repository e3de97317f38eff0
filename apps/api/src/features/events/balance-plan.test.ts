// Each event's plan — the balance due BALANCE_DUE_DAYS before the date (never before the day it was
// booked), past due once that day went by while owed — in the event answers the family (/pedidos, the contract)
// and staff read.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { describe, expect, it } from 'vitest';
import { eventPayments } from '../../db/schema/index.ts';
import { call } from '../../test/helper.ts';
import { createEventVia, insertEvent, setupWorld } from '../../test/world.ts';

describe('the payment plan on events (BALANCE_DUE_DAYS 10)', () => {
  const { t, w } = setupWorld({}, { BALANCE_DUE_DAYS: '10' });
  const today = todayInMexicoCity();
  // booked long ago (insertEvent's fechaDeRegistro), so the rule's day stands even when it went by
  const event = (fecha: string, turno = 'Matutino') =>
    insertEvent(t.app, {
      placeId: w.place.id,
      customerId: w.customer.id,
      fecha,
      turno,
      precioPaqueteCentavos: 1_000_000,
      precioTotalCentavos: 1_000_000,
    });

  it('GET /api/event/obtener/{id} and the customer list carry the due date; past due only while owed', async () => {
    const onTime = await event(addDays(today, 40));
    const late = await event(addDays(today, 5));
    const paid = await event(addDays(today, 6));
    await t.app.db
      .insert(eventPayments)
      .values({ eventId: paid.id, amountCentavos: 1_000_000, fechaDePago: today });

    const one = async (id: string) =>
      (await call(t.app, { url: `/api/event/obtener/${id}`, as: w.customer })).json().eventoData;
    const onRule = { alReservar: false };
    expect((await one(onTime.id)).plan).toEqual({
      saldoVenceEl: addDays(today, 30),
      vencido: false,
      ...onRule,
    });
    expect((await one(late.id)).plan).toEqual({ saldoVenceEl: addDays(today, -5), vencido: true, ...onRule });
    expect((await one(paid.id)).plan).toEqual({
      saldoVenceEl: addDays(today, -4),
      vencido: false,
      ...onRule,
    });

    // /pedidos reads the customer's list; staff's list reads the same plan
    for (const [url, as] of [
      [`/api/event/${w.customer.id}`, w.customer],
      [`/api/event?from=${today}&to=${addDays(today, 60)}`, w.superAdmin],
    ] as const) {
      const res = await call(t.app, { url, as });
      expect(res.statusCode).toBe(200);
      const byId = new Map(res.json().evento.map((e: { uid: string; plan: unknown }) => [e.uid, e.plan]));
      expect(byId.get(late.id)).toEqual({
        saldoVenceEl: addDays(today, -5),
        vencido: true,
        alReservar: false,
      });
      expect(byId.get(onTime.id)).toEqual({
        saldoVenceEl: addDays(today, 30),
        vencido: false,
        alReservar: false,
      });
    }
  });

  it('an event booked 10 days ahead or fewer is due on the day of booking — never before it, not past due', async () => {
    for (const days of [10, 4]) {
      const booked = await createEventVia(t.app, w, { fecha: addDays(today, days) });
      const res = await call(t.app, { url: `/api/event/obtener/${booked.uid}`, as: w.customer });
      expect(res.json().eventoData.plan).toEqual({ saldoVenceEl: today, vencido: false, alReservar: true });
    }
    // the debts report reads the same rule: due today, not 'Vencido'
    const report = await call(t.app, {
      url: `/api/reportes/adeudos?desde=${today}&hasta=${addDays(today, 10)}`,
      as: w.superAdmin,
    });
    const booked = report.json().filas.filter((f: { fecha: string }) => f.fecha === addDays(today, 4));
    expect(
      booked.map((f: { saldoVenceEl: string; vencido: boolean }) => [f.saldoVenceEl, f.vencido]),
    ).toEqual([[today, false]]);
    const ahead = await createEventVia(t.app, w, { fecha: addDays(today, 11) });
    const res = await call(t.app, { url: `/api/event/obtener/${ahead.uid}`, as: w.customer });
    expect(res.json().eventoData.plan).toEqual({
      saldoVenceEl: addDays(today, 1),
      vencido: false,
      alReservar: false,
    });
  });
});
