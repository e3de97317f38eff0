import { todayInMexicoCity } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { createEventVia, setupWorld } from './events.fixtures.ts';

describe('PUT /api/event/abono/{id} — docs/product.md#5-validation-rules single payment rules', () => {
  const { t, w } = setupWorld();

  const pay = (id: string, abonos: object) =>
    call(t.app, { method: 'PUT', url: `/api/event/abono/${id}`, payload: { abonos }, as: w.admin });

  it('adds a payment and answers addAbono with the new debt', async () => {
    const e = await createEventVia(t.app, w); // total $10,000, paid $1,000
    const res = await pay(e.uid, {
      abono: 2500.5,
      metodo: 'Transferencia Electrónica',
      recibio: w.superAdmin.id,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('Abono agregado');
    expect(body.addAbono).toMatchObject({ abonado: 3500.5, adeudo: 6499.5, precioTotal: 10000 });
    expect(body.addAbono.abonos[1]).toMatchObject({
      abono: 2500.5,
      metodo: 'Transferencia Electrónica',
      fechadePago: todayInMexicoCity(),
      recibio: w.superAdmin.id,
      recibioName: 'Carla Master',
    });
  });

  it('refuses a payment below $500', async () => {
    const e = await createEventVia(t.app, w);
    const res = await pay(e.uid, { abono: 499.99 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.abonoMinSingle);
  });

  it('refuses a payment larger than the debt', async () => {
    const e = await createEventVia(t.app, w);
    const res = await pay(e.uid, { abono: 9000.01 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('El abono es mayor que el adeudo del evento');
    expect((await pay(e.uid, { abono: 9000 })).json().addAbono.adeudo).toBe(0);
  });

  it('accepts exactly the remaining debt when it is below $500, and nothing else', async () => {
    const e = await createEventVia(t.app, w, { abonos: [{ abono: 9700 }] }); // owes $300
    expect((await pay(e.uid, { abono: 299.99 })).json().msg).toBe(MSG.abonoMinSingle);
    expect((await pay(e.uid, { abono: 500 })).json().msg).toBe('El abono es mayor que el adeudo del evento');
    const res = await pay(e.uid, { abono: 300 });
    expect(res.statusCode).toBe(200);
    expect(res.json().addAbono).toMatchObject({ abonado: 10000, adeudo: 0 });
    expect((await pay(e.uid, { abono: 500 })).statusCode).toBe(400);
  });

  it('validates amount, method and date, and 404s an unknown or malformed event', async () => {
    const e = await createEventVia(t.app, w);
    expect((await pay(e.uid, {})).json().msg).toBe('No se agrego una cantidad');
    expect((await pay(e.uid, { abono: 600, metodo: 'Bitcoin' })).json().msg).toBe(
      'No seleccionaste ninguna forma de pago',
    );
    expect((await pay(e.uid, { abono: 600, fechadePago: '2026-02-30' })).json().msg).toBe(
      'La fecha no es válida',
    );
    expect((await pay('00000000-0000-4000-8000-000000000000', { abono: 600 })).statusCode).toBe(404);
    expect((await pay('no-es-un-id', { abono: 600 })).statusCode).toBe(400);
  });

  it('concurrent payments never exceed the debt', async () => {
    const e = await createEventVia(t.app, w, { abonos: [{ abono: 9000 }] }); // owes $1,000
    const answers = await Promise.all([pay(e.uid, { abono: 600 }), pay(e.uid, { abono: 600 })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const one = await call(t.app, { url: `/api/event/obtener/${e.uid}`, as: w.admin });
    expect(one.json().eventoData).toMatchObject({ abonado: 9600, adeudo: 400 });
  });
});
