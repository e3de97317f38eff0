// The reports at a chain's scale: they read totals the database keeps by trigger (migration 0008) — each
// event's paid_centavos, the payments per day, branch and method of live events and live events per day. After every kind of
// change (payments through the API and by hand, a branch and a date move, a soft and a hard delete) they must equal
// what the rows themselves add up to, and the reports must show it.
import { monthRange } from '@salones/shared/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPayments, events } from '../../db/schema/index.ts';
import { call } from '../../test/helper.ts';
import { createEventVia, inDays, insertPlace, setupWorld } from '../../test/world.ts';

describe('report totals kept by the database', () => {
  const { t, w } = setupWorld();

  /** what the kept totals say, and what the rows add up to */
  const kept = async () => {
    const paid = await t.app.db.execute<{ id: string; paid: string }>(
      sql`select id, paid_centavos as paid from events order by id`,
    );
    const days = await t.app.db.execute<{ k: string; pagos: number; centavos: string }>(sql`
      select fecha || '|' || place_id || '|' || metodo as k, pagos, centavos from payment_day_totals
      where pagos <> 0 or centavos <> 0 order by k`);
    const counts = await t.app.db.execute<{ k: string; n: number }>(
      sql`select fecha || '|' || turno || '|' || adeudos || '|' || adeudo_centavos as k, eventos as n
          from event_day_counts where eventos <> 0 or adeudos <> 0 or adeudo_centavos <> 0 order by k`,
    );
    return {
      paid: paid.rows.map((r) => [r.id, Number(r.paid)]),
      days: days.rows.map((r) => [r.k, Number(r.pagos), Number(r.centavos)]),
      counts: counts.rows.map((r) => [r.k, Number(r.n)]),
    };
  };
  const truth = async () => {
    const paid = await t.app.db.execute<{ id: string; paid: string }>(sql`
      select e.id, coalesce((select sum(amount_centavos) from event_payments where event_id = e.id), 0) as paid
      from events e order by e.id`);
    const days = await t.app.db.execute<{ k: string; pagos: string; centavos: string }>(sql`
      select p.fecha_de_pago || '|' || e.place_id || '|' || p.metodo as k, count(*) as pagos,
             sum(p.amount_centavos) as centavos
      from event_payments p join events e on e.id = p.event_id and e.deleted_at is null
      group by p.fecha_de_pago, e.place_id, p.metodo order by k`);
    const counts = await t.app.db.execute<{ k: string; n: string }>(sql`
      select fecha || '|' || turno || '|' || count(*) filter (where precio_total_centavos > paid) || '|' ||
             coalesce(sum(greatest(precio_total_centavos - paid, 0)), 0) as k, count(*) as n
      from (select e.*, coalesce((select sum(amount_centavos) from event_payments where event_id = e.id), 0) as paid
            from events e where deleted_at is null) live
      group by fecha, turno order by k`);
    return {
      paid: paid.rows.map((r) => [r.id, Number(r.paid)]),
      days: days.rows.map((r) => [r.k, Number(r.pagos), Number(r.centavos)]),
      counts: counts.rows.map((r) => [r.k, Number(r.n)]),
    };
  };
  const expectInStep = async (step: string) => {
    const [k, tr] = [await kept(), await truth()];
    expect(k, step).toEqual(tr);
    return tr;
  };
  const pay = async (eventId: string, abono: number, metodo: string) => {
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/event/abono/${eventId}`,
      as: w.admin,
      payload: { abonos: { abono, metodo, recibio: w.admin.id } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const report = async (path: string) => {
    const { from, to } = monthRange(inDays(0));
    const res = await call(t.app, {
      url: `/api/reportes/${path}?desde=${from}&hasta=${to}`,
      as: w.superAdmin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('equal the rows after payments, edits, a branch move and deletes — and the reports show them', async () => {
    const a = await createEventVia(t.app, w, { abonos: [{ abono: 1500, metodo: 'Pago en efectivo' }] });
    const b = await createEventVia(t.app, w);
    await pay(b.uid, 700, 'Tarjeta de crédito');
    await pay(b.uid, 800, 'Tarjeta de crédito');
    const start = await expectInStep('after the API payments');
    expect(start.days.length).toBeGreaterThan(0);
    const earnings = await report('ganancias');
    const methods = await report('pagos');
    expect(earnings.total).toBe(methods.total);
    expect(earnings.total).toBe(start.days.reduce((s, [, , c]) => s + Number(c), 0) / 100);
    expect(methods.filas.find((f: { metodo: string }) => f.metodo === 'Tarjeta de crédito')).toMatchObject({
      pagos: 2,
      cobrado: 1500,
    });

    // a discount lowers the total: what the day's events owe follows
    await t.app.db.execute(
      sql`update ${events} set precio_total_centavos = precio_total_centavos - 10000 where id = ${b.uid}`,
    );
    await expectInStep('after a discount');

    // a payment edited by hand: amount, method, date and even its event
    const [first] = await t.app.db
      .select({ id: eventPayments.id })
      .from(eventPayments)
      .where(sql`${eventPayments.eventId} = ${b.uid}`)
      .limit(1);
    await t.app.db.execute(sql`update ${eventPayments} set amount_centavos = 12345, metodo = 'PayPal',
      fecha_de_pago = fecha_de_pago - 1 where id = ${first.id}`);
    await expectInStep('after a payment was edited');
    await t.app.db.execute(sql`update ${eventPayments} set event_id = ${a.uid} where id = ${first.id}`);
    await expectInStep('after a payment moved to another event');

    // the event changes branch: its payments' day totals move with it
    const moved = await insertPlace(t.app, 'Sur');
    await t.app.db.execute(sql`update ${events} set place_id = ${moved.id} where id = ${b.uid}`);
    await expectInStep('after a branch move');
    // and date and turno, through the API: the day counts move
    const change = await call(t.app, {
      method: 'PUT',
      url: `/api/event/adicionales/date/${a.uid}`,
      as: w.admin,
      payload: { fecha: inDays(45), turno: a.turno === 'Matutino' ? 'Vespertino' : 'Matutino' },
    });
    expect(change.statusCode, change.body).toBe(200);
    const afterMove = await expectInStep('after a date change');
    expect(afterMove.counts.some(([k]) => String(k).startsWith(inDays(45)))).toBe(true);
    const occupancy = await call(t.app, {
      url: `/api/reportes/ocupacion?desde=${inDays(0)}&hasta=${inDays(60)}`,
      as: w.superAdmin,
    });
    expect(occupancy.json().filas.reduce((n: number, f: { eventos: number }) => n + f.eventos, 0)).toBe(
      afterMove.counts
        .filter(([k]) => String(k).slice(0, 10) >= inDays(0) && String(k).slice(0, 10) <= inDays(60))
        .reduce((n, [, c]) => n + Number(c), 0),
    );

    // deleted (soft, through the API): its payments leave the day totals, paid_centavos stays
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/event/${a.uid}`, as: w.superAdmin })).statusCode,
    ).toBe(200);
    const afterDelete = await expectInStep('after a soft delete');
    expect(afterDelete.paid.find(([id]) => id === a.uid)?.[1]).toBeGreaterThan(0);
    expect((await report('ganancias')).total).toBe(
      afterDelete.days.reduce((s, [, , c]) => s + Number(c), 0) / 100,
    );
    // a payment of a deleted event removed, then the event restored
    await t.app.db.execute(sql`delete from ${eventPayments} where id = ${first.id}`);
    await t.app.db.execute(sql`update ${events} set deleted_at = null where id = ${a.uid}`);
    await expectInStep('after a restore');

    // a hard delete: the cascade's payments are subtracted once
    await t.app.db.execute(sql`delete from ${events} where id = ${b.uid}`);
    await expectInStep('after a hard delete');
  });

  it('lists an event under saldos pendientes until its payments cover its total', async () => {
    const e = await createEventVia(t.app, w, { abonos: [{ abono: 1000, metodo: 'Pago en efectivo' }] });
    const owes = async () => {
      const { from, to } = { from: e.fecha, to: e.fecha };
      const res = await call(t.app, {
        url: `/api/reportes/adeudos?desde=${from}&hasta=${to}`,
        as: w.superAdmin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().filas.find((f: { uid: string }) => f.uid === e.uid);
    };
    expect(await owes()).toMatchObject({ abonado: 1000, adeudo: e.precioTotal - 1000 });
    await pay(e.uid, e.precioTotal - 1000, 'Pago en efectivo');
    expect(await owes()).toBeUndefined();
    await expectInStep('after paying in full');
  });
});
