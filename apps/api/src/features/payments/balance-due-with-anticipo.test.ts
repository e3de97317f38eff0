// The payment plan (docs/architecture.md#money-online): a party 15 days away or fewer (BALANCE_DUE_DAYS) has
// its balance due with the anticipo — the quote, 'Pagar anticipo' and the checkout ask for the whole total,
// say why, and no due date earlier than the day of booking is ever shown; further ahead, 30 % now and the
// rest 15 days before.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { describe, expect, it } from 'vitest';
import { call, createUser } from '../../test/helper.ts';
import {
  accept,
  createRequestVia,
  getEvent,
  paymentRow,
  payRequest,
  setupPaymentsWorld,
} from './payments.test-support.ts';

const x = setupPaymentsWorld();
const { t, w, stripe } = x;
const today = todayInMexicoCity();
const summary = (as: { token: string }, id: string) =>
  call(t.app, { method: 'GET', url: `/api/solicitud/${id}/pago`, as });

describe('the balance due with the anticipo (a party 15 days away or fewer)', () => {
  it('the quote asks for the whole total now, due today, and says so', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/cotizacion',
      payload: {
        lugar: w.place.id,
        paquete: w.pkg.id,
        fecha: addDays(today, 12),
        turno: 'Matutino',
        personas: 120,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cotizacion).toMatchObject({
      total: 15_000,
      anticipo: 15_000,
      saldo: 0,
      venceSaldo: today,
      saldoAlReservar: true,
      diasSaldo: 15,
    });
  });

  it("'Pagar anticipo' shows the whole total due today; the checkout charges it; the event is paid in full", async () => {
    const customer = await createUser(t.app, { role: 'user', name: 'Mariana', lastname: 'López' });
    // exactly 15 days ahead: the rule's day would be today — due with the anticipo too
    const solicitud = await createRequestVia(t.app, customer, w, { fecha: addDays(today, 15) });
    const plan = (await summary(customer, solicitud.uid)).json().plan;
    expect(plan).toEqual({
      total: 15_000,
      anticipo: 15_000,
      saldo: 0,
      saldoVenceEl: today,
      alReservar: true,
      diasSaldo: 15,
    });
    await accept(x, customer, solicitud.uid);
    const res = await payRequest(x, customer, solicitud.uid);
    expect(res.json().pago.monto).toBe(15_000);
    const row = await paymentRow(x, res.json().pago.uid);
    expect(stripe.sessions.get(row.sessionId)).toMatchObject({ amount_total: 1_500_000 });
    await stripe.pay(row.sessionId, { method: 'card' });
    const evento = await getEvent(x, (await paymentRow(x, row.id)).eventId!);
    expect({ adeudo: evento.adeudo, plan: evento.plan }).toEqual({
      adeudo: 0,
      plan: { saldoVenceEl: today, vencido: false, alReservar: true },
    });
  });

  it('16 days ahead: 30 % now and the rest 15 days before the party', async () => {
    const customer = await createUser(t.app, { role: 'user' });
    const fecha = addDays(today, 16);
    const solicitud = await createRequestVia(t.app, customer, w, { fecha });
    expect((await summary(customer, solicitud.uid)).json().plan).toEqual({
      total: 15_000,
      anticipo: 4500,
      saldo: 10_500,
      saldoVenceEl: addDays(fecha, -15),
      alReservar: false,
      diasSaldo: 15,
    });
  });
});
