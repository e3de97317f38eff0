import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { eventBody, postEvent, setupWorld } from './events.fixtures.ts';

describe('docs/architecture.md#one-event-per-slot: one live event per branch, date and turno', () => {
  const { t, w } = setupWorld();

  it('10 concurrent bookings of one slot → exactly one 201, nine 409 and one row', async () => {
    const body = eventBody(w);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postEvent(t.app, i % 2 ? w.admin : w.superAdmin, { ...body, name: `Fiesta ${i}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json()).toEqual({ ok: false, msg: 'Esta fecha ya está ocupada, elige otra fecha o turno' });
    }
    const rows = await t.app.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.placeId, w.place.id),
          eq(events.fecha, body.fecha!.replaceAll('/', '-')),
          isNull(events.deletedAt),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});
