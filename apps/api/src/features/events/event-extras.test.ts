import { describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { createEventVia, insertProduct, setupWorld } from './events.fixtures.ts';

describe('extras (adicionales) — docs/product.md#4-states-and-transitions: total = price × pieces; event totals follow', () => {
  const { t, w } = setupWorld();

  const put = (url: string, payload: object) => call(t.app, { method: 'PUT', url, payload, as: w.admin });
  const add = (id: string, adicionales: object) => put(`/api/event/adicional/${id}`, { adicionales });

  it('adds an extra (piezas default 1), and a product sets its own price', async () => {
    const product = await insertProduct(t.app, 12_345);
    const e = await createEventVia(t.app, w);
    const first = await add(e.uid, { nombre: 'Mesa de dulces', precio: 800 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ok: true, msg: 'Adicional agregado' });
    expect(first.json().addAdicional.adicionales[0]).toMatchObject({
      nombre: 'Mesa de dulces',
      piezas: 1,
      precio: 800,
      total: 800,
    });
    const second = await add(e.uid, {
      nombre: 'Piñata',
      piezas: 3,
      precio: 1,
      idProducto: product.id,
      total: 1,
    });
    const dto = second.json().addAdicional;
    expect(dto.adicionales[1]).toMatchObject({ precio: 123.45, total: 370.35, idProducto: product.id });
    expect(dto).toMatchObject({ precio: 11170.35, precioTotal: 11170.35, adeudo: 10170.35 });
  });

  it('validates name, pieces and price', async () => {
    const e = await createEventVia(t.app, w);
    expect((await add(e.uid, { precio: 10 })).json().msg).toBe('Ingrese el nombre del adicional');
    expect((await add(e.uid, { nombre: 'X', precio: 10, piezas: 0 })).statusCode).toBe(400);
    expect((await add(e.uid, { nombre: 'X', precio: 10, piezas: 1.5 })).statusCode).toBe(400);
    expect((await add(e.uid, { nombre: 'X' })).json().msg).toBe('Ingrese el precio del adicional');
  });

  it('edits one extra (body adicional or adicionales) and recomputes the totals', async () => {
    const e = await createEventVia(t.app, w);
    const added = (await add(e.uid, { nombre: 'Globos', piezas: 10, precio: 20 })).json().addAdicional;
    const extraId = added.adicionales[0].uid;
    const res = await put(`/api/event/adicionales/actualizar/${e.uid}`, {
      adicional: { _id: extraId, nombre: 'Globos metálicos', piezas: 5, precio: 50 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, evento: { precioTotal: 10250, adeudo: 9250 } });
    expect(res.json().evento.adicionales).toEqual([
      expect.objectContaining({ nombre: 'Globos metálicos', piezas: 5, total: 250 }),
    ]);
    const alt = await put(`/api/event/adicionales/actualizar/${e.uid}`, {
      adicionales: { _id: extraId, nombre: 'Globos', piezas: 1, precio: 5 },
    });
    expect(alt.json().evento.precioTotal).toBe(10005);
  });

  it('removes one extra and recomputes the totals', async () => {
    const e = await createEventVia(t.app, w);
    const added = (await add(e.uid, { nombre: 'Show', precio: 1500 })).json().addAdicional;
    const res = await put(`/api/event/adicionales/eliminar/${e.uid}`, { _id: added.adicionales[0].uid });
    expect(res.statusCode).toBe(200);
    expect(res.json().evento).toMatchObject({ adicionales: [], precioTotal: 10000 });
    expect(
      (await put(`/api/event/adicionales/eliminar/${e.uid}`, { _id: added.adicionales[0].uid })).statusCode,
    ).toBe(404);
  });

  it('refuses an edit or removal that would leave the total below what is paid', async () => {
    const e = await createEventVia(t.app, w, { abonos: [{ abono: 10000 }] });
    const added = (await add(e.uid, { nombre: 'Show', precio: 1500 })).json().addAdicional;
    await call(t.app, {
      method: 'PUT',
      url: `/api/event/abono/${e.uid}`,
      payload: { abonos: { abono: 1500 } },
      as: w.admin,
    });
    const extraId = added.adicionales[0].uid;
    const edit = await put(`/api/event/adicionales/actualizar/${e.uid}`, {
      adicional: { _id: extraId, nombre: 'Show', precio: 1499.99 },
    });
    expect(edit.json()).toEqual({ ok: false, msg: 'El total no puede ser menor a lo ya abonado' });
    const remove = await put(`/api/event/adicionales/eliminar/${e.uid}`, { _id: extraId });
    expect(remove.statusCode).toBe(400);
    const one = await call(t.app, { url: `/api/event/obtener/${e.uid}`, as: w.admin });
    expect(one.json().eventoData).toMatchObject({ precioTotal: 11500, adeudo: 0 });
  });

  it('does not touch an extra of another event', async () => {
    const a = await createEventVia(t.app, w);
    const b = await createEventVia(t.app, w);
    const extraOfB = (await add(b.uid, { nombre: 'Pastel', precio: 600 })).json().addAdicional.adicionales[0]
      .uid;
    expect((await put(`/api/event/adicionales/eliminar/${a.uid}`, { _id: extraOfB })).statusCode).toBe(404);
  });
});
