import { MSG } from '@salones/shared/messages';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { createEventVia, inDays, insertPackage, insertPlace, setupWorld } from './events.fixtures.ts';

describe('PUT /api/event/{id} — docs/product.md#5-validation-rules event edit', () => {
  const { t, w } = setupWorld();

  const edit = (id: string, payload: object) =>
    call(t.app, { method: 'PUT', url: `/api/event/${id}`, payload, as: w.admin });

  it('updates the editable fields and recomputes package price and total', async () => {
    const e = await createEventVia(t.app, w);
    const res = await edit(e.uid, {
      ...e,
      name: 'Fiesta de Leo',
      personas: 130,
      descuento: 500,
      piñata: 'Dino',
      comentarios: 'Nuevo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, msg: 'Evento actualizado' });
    expect(res.json().evento).toMatchObject({
      name: 'Fiesta de Leo',
      personas: 130,
      precioPaquete: 15000,
      descuento: 500,
      precioTotal: 14500,
      adeudo: 13500,
      piñata: 'Dino',
      comentarios: 'Nuevo',
    });
  });

  it('applies only the mandatory-fields rule: a past date and no payment rules are fine', async () => {
    const e = await createEventVia(t.app, w);
    for (const key of ['name', 'fecha', 'turno', 'paquete', 'personas', 'lugar']) {
      const res = await edit(e.uid, { [key]: '' });
      expect(res.json()).toEqual({ ok: false, msg: MSG.eventMandatory });
    }
    const past = await edit(e.uid, { fecha: inDays(-30).replaceAll('-', '/') });
    expect(past.statusCode).toBe(200);
    expect(past.json().evento.fecha).toBe(inDays(-30));
  });

  it('refuses a total below what is already paid, and a taken slot', async () => {
    const e = await createEventVia(t.app, w, { abonos: [{ abono: 9000 }] });
    expect((await edit(e.uid, { descuento: 1000.01 })).json()).toEqual({
      ok: false,
      msg: 'El total no puede ser menor a lo ya abonado',
    });
    const other = await createEventVia(t.app, w);
    const res = await edit(e.uid, { fecha: other.fecha, turno: other.turno });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Esta fecha ya está ocupada, elige otra fecha o turno');
  });

  it('moves to another branch only with one of its packages', async () => {
    const e = await createEventVia(t.app, w);
    const place = await insertPlace(t.app, 'Sur');
    const pkg = await insertPackage(t.app, place.id, { basico: 800_000, grande: 900_000 });
    expect((await edit(e.uid, { lugar: place.id })).json().msg).toBe(
      'El paquete no pertenece a esta sucursal',
    );
    const res = await edit(e.uid, { lugar: place.id, paquete: pkg.id });
    expect(res.json().evento).toMatchObject({
      lugar: { uid: place.id },
      paquete: { uid: pkg.id },
      precioPaquete: 8000,
    });
  });
});
