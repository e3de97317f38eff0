// The family accepts the contract's current terms before the first online payment of any event — also one booked
// by staff at the branch, which never went through 'Pagar anticipo' (docs/architecture.md#money-online).
import { describe, expect, it } from 'vitest';
import { onlinePayments } from '../../db/schema/index.ts';
import { call } from '../../test/helper.ts';
import { createEventVia } from '../../test/world.ts';
import { payEvent, setupPaymentsWorld } from './payments.test-support.ts';

const x = setupPaymentsWorld();
const { t, w, stripe } = x;
const acceptForEvent = (evento: string, version: number) =>
  call(t.app, { method: 'POST', url: '/api/terminos/aceptar', payload: { version, evento }, as: w.customer });
const sessionsAsked = () => stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').length;

describe('the contract before paying an event online', () => {
  it('an event booked by staff: refused with the reason until the family accepts; then paid online', async () => {
    const evento = await createEventVia(t.app, w); // $10,000, $1,000 paid at the branch
    const asked = sessionsAsked();
    const refused = await payEvent(x, w.customer, evento.uid, 1000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('Primero lee y acepta el contrato vigente');
    expect(sessionsAsked()).toBe(asked); // no checkout was opened
    expect(await t.app.db.select().from(onlinePayments)).toHaveLength(0);
    // the family's screen asks whether it is still to accept
    const none = await call(t.app, { url: `/api/event/${evento.uid}/aceptacion`, as: w.customer });
    expect(none.json().aceptacion).toBeNull();

    expect((await acceptForEvent(evento.uid, 1)).statusCode).toBe(201);
    const paid = await payEvent(x, w.customer, evento.uid, 1000);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().pago).toMatchObject({ tipo: 'saldo', estado: 'abierto', monto: 1000 });
    const accepted = await call(t.app, { url: `/api/event/${evento.uid}/aceptacion`, as: w.customer });
    expect(accepted.json().aceptacion).toMatchObject({ version: 1, nombre: 'Ana López' });
  });

  it('accepted once, a later version does not stop the next payment of the same event', async () => {
    const evento = await createEventVia(t.app, w);
    expect((await acceptForEvent(evento.uid, 1)).statusCode).toBe(201);
    const published = await call(t.app, {
      method: 'PUT',
      url: '/api/terminos',
      payload: { texto: 'Cláusula única, versión nueva.' },
      as: w.superAdmin,
    });
    expect(published.json().terminos.version).toBe(2);
    expect((await payEvent(x, w.customer, evento.uid, 2000)).statusCode).toBe(201);
    // a new event needs the version current now
    const next = await createEventVia(t.app, w);
    expect((await acceptForEvent(next.uid, 1)).statusCode).toBe(409);
    expect((await payEvent(x, w.customer, next.uid, 2000)).statusCode).toBe(409);
    expect((await acceptForEvent(next.uid, 2)).statusCode).toBe(201);
    expect((await payEvent(x, w.customer, next.uid, 2000)).statusCode).toBe(201);
  });
});
