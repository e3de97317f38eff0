// On the event's screen, its online payments (GET /api/pagos?evento=) and the contract
// acceptance that came with it (GET /api/event/{id}/aceptacion) — version, who, when.
import { describe, expect, it } from 'vitest';
import { call, createUser } from '../../test/helper.ts';
import { insertEvent } from '../../test/world.ts';
import { openAnticipo, paymentRow, setupPaymentsWorld } from './payments.test-support.ts';

const x = setupPaymentsWorld();
const { t, w, stripe } = x;

describe("the event's online payments and contract acceptance", () => {
  it('lists only that event’s payments, with method, state and reference; the acceptance with its signer', async () => {
    const mine = await openAnticipo(x);
    await stripe.pay(mine.sessionId, { method: 'oxxo' });
    await stripe.settle(mine.sessionId, true);
    const other = await openAnticipo(x);
    await stripe.pay(other.sessionId, { method: 'card' });
    const eventId = (await paymentRow(x, mine.pago.uid)).eventId!;

    const list = await call(t.app, { url: `/api/pagos?evento=${eventId}`, as: w.admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1 });
    const [pago] = list.json().pagos;
    expect(pago).toMatchObject({
      uid: mine.pago.uid,
      evento: eventId,
      estado: 'pagado',
      metodo: 'OXXO',
      tipo: 'anticipo',
    });
    expect(pago.referencia).toMatch(/^pi_/);

    const acc = await call(t.app, { url: `/api/event/${eventId}/aceptacion`, as: w.admin });
    expect(acc.statusCode).toBe(200);
    expect(acc.json().aceptacion).toMatchObject({ version: 1, nombre: 'Ana López' });
    expect(Date.parse(acc.json().aceptacion.aceptadoEl)).toBeLessThanOrEqual(Date.now());
  });

  it('an event booked at the branch has no acceptance; only its owner and staff read it; a bad id is a 400', async () => {
    const booked = await insertEvent(t.app, { placeId: w.place.id, customerId: w.customer.id });
    const none = await call(t.app, { url: `/api/event/${booked.id}/aceptacion`, as: w.superAdmin });
    expect(none.json()).toEqual({ ok: true, aceptacion: null });
    // the owner reads it too: before paying online (is the contract still to accept?) and on the contract page
    const owner = await call(t.app, { url: `/api/event/${booked.id}/aceptacion`, as: w.customer });
    expect(owner.json()).toEqual({ ok: true, aceptacion: null });
    const stranger = await createUser(t.app, { role: 'user' });
    expect((await call(t.app, { url: `/api/event/${booked.id}/aceptacion`, as: stranger })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, { url: '/api/event/abc/aceptacion', as: w.admin })).statusCode).toBe(400);
    const empty = await call(t.app, { url: `/api/pagos?evento=${booked.id}`, as: w.admin });
    expect(empty.json()).toMatchObject({ pagos: [], total: 0 });
  });
});
