// docs/decisions/005: the database decides who holds a slot — among concurrent requests, and
// between a request and a staff booking — on PGlite and on PostgreSQL.
import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequests, events, slotClaims } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import {
  createEventVia,
  eventBody,
  makeWorld,
  manyCustomers,
  postEvent,
  type World,
} from '../../test/world.ts';
import { createRequestVia, freshDate, postRequest, requestBody } from './booking-requests.fixtures.ts';

describe('who holds a slot: the database decides', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        BOOKING_SWEEP_INTERVAL_MS: '0',
        // On a busy CI machine 100 requests may wait in the embedded database's line longer than its
        // default 5 s, and its 503 (a separate, tested guard) would hide what this file checks.
        EMBEDDED_DB_MAX_WAIT_MS: '60000',
      },
    );
    w = await makeWorld(t.app);
  });
  afterAll(() => t?.close());

  const claimsAt = (fecha: string, turno: string) =>
    t.app.db
      .select()
      .from(slotClaims)
      .where(
        and(eq(slotClaims.placeId, w.place.id), eq(slotClaims.fecha, fecha), eq(slotClaims.turno, turno)),
      );

  it('100 concurrent requests for one slot: exactly one holds it, 99 hear 409, no 5xx', async () => {
    const customers = await manyCustomers(t, 100);
    const body = requestBody(w);
    const answers = await Promise.all(customers.map((c) => postRequest(t.app, c, body)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json()).toEqual({ ok: false, msg: BOOKING_MSG.slotTaken });
    }
    const stored = await t.app.db.select().from(bookingRequests).where(eq(bookingRequests.fecha, body.fecha));
    expect(stored).toHaveLength(1);
    const claims = await claimsAt(body.fecha, body.turno);
    expect(claims.map((c) => c.requestId)).toEqual([stored[0].id]);
  });

  it('a request and a staff booking racing for one slot: exactly one wins, every time', async () => {
    const [customer] = await manyCustomers(t, 1);
    const rounds = 8;
    const outcomes = await Promise.all(
      Array.from({ length: rounds }, async (_, i) => {
        const fecha = freshDate();
        const turno = i % 2 ? 'Matutino' : 'Vespertino';
        const [req, evt] = await Promise.all([
          postRequest(t.app, customer, requestBody(w, { fecha, turno })),
          postEvent(t.app, w.admin, eventBody(w, { fecha, turno })),
        ]);
        return { fecha, turno, codes: [req.statusCode, evt.statusCode], requestWon: req.statusCode === 201 };
      }),
    );
    // the customer may hold at most 3; rounds past that lose their request to the rule, not to a 5xx
    for (const o of outcomes) {
      expect(o.codes.every((c) => c < 500)).toBe(true);
      expect(o.codes.filter((c) => c === 201)).toHaveLength(1);
      const claims = await claimsAt(o.fecha, o.turno);
      expect(claims).toHaveLength(1);
      const live = await t.app.db
        .select()
        .from(events)
        .where(and(eq(events.placeId, w.place.id), eq(events.fecha, o.fecha), isNull(events.deletedAt)));
      expect(live).toHaveLength(o.requestWon ? 0 : 1);
      expect(Boolean(claims[0].requestId)).toBe(o.requestWon);
    }
  });

  it('a live hold refuses a staff booking and an event moved onto it; both hear the Spanish 409', async () => {
    const [customer] = await manyCustomers(t, 1);
    const held = await createRequestVia(t.app, customer, w);
    const booking = await postEvent(t.app, w.admin, eventBody(w, { fecha: held.fecha, turno: held.turno }));
    expect({ status: booking.statusCode, body: booking.json() }).toEqual({
      status: 409,
      body: { ok: false, msg: BOOKING_MSG.slotTaken },
    });
    const evento = await createEventVia(t.app, w);
    const moved = await call(t.app, {
      method: 'PUT',
      url: `/api/event/adicionales/date/${evento.uid}`,
      payload: { fecha: held.fecha, turno: held.turno },
      as: w.admin,
    });
    expect({ status: moved.statusCode, msg: moved.json().msg }).toEqual({
      status: 409,
      msg: BOOKING_MSG.slotTaken,
    });
    // the event kept its slot and its claim
    expect(await claimsAt(evento.fecha, evento.turno)).toMatchObject([{ eventId: evento.uid }]);
    // and a deleted event frees its slot for a request
    const del = await call(t.app, { method: 'DELETE', url: `/api/event/${evento.uid}`, as: w.superAdmin });
    expect(del.statusCode).toBe(200);
    expect(await claimsAt(evento.fecha, evento.turno)).toEqual([]);
    const [other] = await manyCustomers(t, 1);
    const after = await postRequest(
      t.app,
      other,
      requestBody(w, { fecha: evento.fecha, turno: evento.turno }),
    );
    expect(after.statusCode).toBe(201);
  });
});
