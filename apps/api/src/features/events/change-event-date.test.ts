import { todayInMexicoCity } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { createEventVia, inDays, setupWorld } from './events.fixtures.ts';

describe('PUT /api/event/adicionales/date/{id} — docs/product.md#5-validation-rules change date', () => {
  const { t, w } = setupWorld();

  const move = (id: string, payload: object) =>
    call(t.app, { method: 'PUT', url: `/api/event/adicionales/date/${id}`, payload, as: w.admin });

  it('moves an event to a free later date', async () => {
    const e = await createEventVia(t.app, w);
    const res = await move(e.uid, {
      fecha: inDays(200).replaceAll('-', '/'),
      turno: 'Vespertino',
      lugar: w.place.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      msg: 'Fecha actualizada',
      evento: { fecha: inDays(200), turno: 'Vespertino' },
    });
  });

  it('refuses today or earlier, missing fields and a taken slot', async () => {
    const e = await createEventVia(t.app, w);
    expect((await move(e.uid, { fecha: todayInMexicoCity(), turno: 'Matutino' })).json().msg).toBe(
      MSG.dateNotAfterToday,
    );
    expect((await move(e.uid, { fecha: inDays(3) })).json().msg).toBe(MSG.consultDateRequired);
    const other = await createEventVia(t.app, w);
    const taken = await move(e.uid, { fecha: other.fecha, turno: other.turno, lugar: w.place.id });
    expect(taken.statusCode).toBe(409);
  });
});
