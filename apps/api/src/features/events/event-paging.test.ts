// Nothing unbounded (docs/architecture.md#nothing-unbounded): the event lists are keyset-paged (default,
// maximum, cursor), bad paging parameters are a Spanish 400, and the dashboard's figures come from the
// database (place_totals kept by triggers) and its lists are one page with the way to the next.
import { monthRange } from '@salones/shared/dates';
import { EVENT_DASHBOARD_ADMINS_PATH, EVENT_DASHBOARD_PATH, type EventDto } from '@salones/shared/events';
import { ADMINS_PAGE, EVENT_PAGE, PAGING_MSG } from '@salones/shared/paging';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { createEventVia, inDays, insertEventRow, insertPlace, setupWorld } from './events.fixtures.ts';

const EVENTS = 45; // more than two default pages
type Page = { ok: true; evento: EventDto[]; nextCursor: string | null };

describe('event lists: paging', () => {
  const { t, w } = setupWorld();
  let stranger: TestUser;
  beforeAll(async () => {
    stranger = await createUser(t.app, { role: 'user' });
    // today, the past and the future; two turnos per day (inserted in scrambled order)
    for (let i = 0; i < EVENTS; i++) {
      const k = (i * 17) % EVENTS;
      await insertEventRow(t.app, w, {
        fecha: inDays(Math.floor(k / 2) - 10),
        turno: k % 2 ? 'Vespertino' : 'Matutino',
      });
    }
  });

  const get = async (url: string, as = w.admin) => {
    const res = await call(t.app, { url, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  /** follows nextCursor to the end */
  const all = async (url: string) => {
    const pages: Page[] = [await get(url)];
    while (pages.at(-1)!.nextCursor) {
      const sep = url.includes('?') ? '&' : '?';
      pages.push(await get(`${url}${sep}cursor=${pages.at(-1)!.nextCursor}`));
    }
    return pages;
  };
  const order = (e: EventDto) => `${e.fecha} ${e.turno}`;

  it(`answers ${EVENT_PAGE.defaultLimit} events by default, in date and turno order, and a cursor to the rest`, async () => {
    const pages = await all('/api/event');
    expect(pages.map((p) => p.evento.length)).toEqual([20, 20, 5]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const listed = pages.flatMap((p) => p.evento);
    expect(new Set(listed.map((e) => e.uid)).size).toBe(EVENTS);
    expect(listed.map(order)).toEqual(listed.map(order).sort());
    expect(pages[0].nextCursor).toBe(pages[0].evento.at(-1)!.uid);
  });

  it(`accepts a limit up to ${EVENT_PAGE.maxLimit}; the pages of any size cover the list once`, async () => {
    const big = await get(`/api/event?limit=${EVENT_PAGE.maxLimit}`);
    expect(big.evento).toHaveLength(EVENT_PAGE.maxLimit);
    const small = (await all('/api/event?limit=7')).flatMap((p) => p.evento);
    const whole = (await all('/api/event')).flatMap((p) => p.evento);
    expect(small.map((e) => e.uid)).toEqual(whole.map((e) => e.uid));
  });

  it('pages within from…to (the dashboard cards’ "Ver más")', async () => {
    const from = inDays(0);
    const to = inDays(5);
    const pages = await all(`/api/event?from=${from}&to=${to}&limit=4`);
    const listed = pages.flatMap((p) => p.evento);
    expect(listed.length).toBe(12);
    expect(listed.every((e) => e.fecha >= from && e.fecha <= to)).toBe(true);
  });

  it('?lugar= keeps one branch’s events (the staff calendar)', async () => {
    const other = await insertPlace(t.app, 'Oriente');
    const elsewhere = { ...w, customer: stranger, place: { ...w.place, id: other.id } };
    await insertEventRow(t.app, elsewhere, {
      fecha: inDays(2),
      turno: 'Matutino',
      creatorId: w.superAdmin.id,
    });
    await insertEventRow(t.app, elsewhere, {
      fecha: inDays(3),
      turno: 'Matutino',
      creatorId: w.superAdmin.id,
    });
    const theirs = (await all(`/api/event?lugar=${other.id}&limit=1`)).flatMap((p) => p.evento);
    expect(theirs.map((e) => [e.fecha, e.lugar.uid])).toEqual([
      [inDays(2), other.id],
      [inDays(3), other.id],
    ]);
    const ours = (await all(`/api/event?lugar=${w.place.id}&limit=30`)).flatMap((p) => p.evento);
    expect(ours).toHaveLength(EVENTS);
    const bad = await call(t.app, { url: '/api/event?lugar=xyz', as: w.admin });
    expect(bad.statusCode).toBe(400);
  });

  it('a deleted event leaves the list; a page after it still follows on', async () => {
    const first = await get('/api/event?limit=3');
    await t.app.db.execute(sql`update ${events} set deleted_at = now() where id = ${first.nextCursor}`);
    const next = await get(`/api/event?limit=3&cursor=${first.nextCursor}`);
    expect(next.evento.map(order)[0] >= first.evento.map(order)[2]).toBe(true);
    expect(next.evento.map((e) => e.uid)).not.toContain(first.nextCursor);
    await t.app.db.execute(sql`update ${events} set deleted_at = null where id = ${first.nextCursor}`);
  });

  it('pages the events of one customer and of one seller the same way', async () => {
    const mine = await all(`/api/event/${w.customer.id}?limit=30`);
    expect(mine.map((p) => p.evento.length)).toEqual([30, 15]);
    const sold = await call(t.app, { url: `/api/event/obtener/admin/${w.admin.id}?limit=30`, as: w.admin });
    expect(sold.json().eventoData).toHaveLength(30);
    expect(sold.json().nextCursor).toBe(sold.json().eventoData[29].uid);
    const rest = await call(t.app, {
      url: `/api/event/obtener/admin/${w.admin.id}?limit=30&cursor=${sold.json().nextCursor}`,
      as: w.admin,
    });
    expect(rest.json()).toMatchObject({ nextCursor: null, eventoData: { length: 15 } });
    // a role user still reads only their own (docs/architecture.md#ownership), paged or not
    expect((await call(t.app, { url: `/api/event/${w.customer.id}?limit=5`, as: stranger })).statusCode).toBe(
      403,
    );
  });

  it.each([
    ['limit=0', PAGING_MSG.limitInvalid],
    [`limit=${EVENT_PAGE.maxLimit + 1}`, PAGING_MSG.limitInvalid],
    ['limit=abc', PAGING_MSG.limitInvalid],
    ['limit=2.5', PAGING_MSG.limitInvalid],
    ['cursor=xyz', PAGING_MSG.cursorInvalid],
    ['cursor=', PAGING_MSG.cursorInvalid],
  ])('?%s → 400 "%s"', async (query, msg) => {
    for (const url of [`/api/event?${query}`, `/api/event/${w.customer.id}?${query}`]) {
      const res = await call(t.app, { url, as: w.admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ ok: false, msg });
    }
  });
});

describe('dashboard at scale', () => {
  const { t, w } = setupWorld();
  const load = async (as = w.superAdmin) => {
    const res = await call(t.app, { url: EVENT_DASHBOARD_PATH, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** what the dashboard's cards must equal: counted and summed from the rows themselves */
  const truth = async () => {
    const { rows } = await t.app.db.execute<{ live: string; paid: string }>(sql`
      select (select count(*) from events where deleted_at is null) as live,
             (select coalesce(sum(p.amount_centavos), 0) from event_payments p
              join events e on e.id = p.event_id where e.deleted_at is null) as paid`);
    return { eventsCount: Number(rows[0].live), totalEarnings: Number(rows[0].paid) / 100 };
  };

  it('shows the first page of each card, its total and the cursor to the next', async () => {
    const today = inDays(0);
    const other = await insertPlace(t.app, 'Norte');
    // more events today than a card's page: branches × turnos
    const places = [w.place.id, other.id];
    for (const placeId of places) {
      for (const turno of ['Matutino', 'Vespertino']) {
        await insertEventRow(t.app, { ...w, place: { ...w.place, id: placeId } }, { fecha: today, turno });
      }
    }
    for (let i = 0; i < EVENT_PAGE.dashboard; i++) await insertEventRow(t.app, w, { fecha: inDays(i + 1) });
    const d = await load();
    expect(d.today).toHaveLength(4);
    expect(d.buckets.today).toMatchObject({ from: today, to: today, total: 4, nextCursor: null });
    expect(d.next15).toHaveLength(EVENT_PAGE.dashboard);
    expect(d.buckets.next15.total).toBe(4 + EVENT_PAGE.dashboard);
    expect(d.buckets.next15.nextCursor).toBe(d.next15.at(-1).uid);
    const more = await call(t.app, {
      url: `/api/event?from=${d.buckets.next15.from}&to=${d.buckets.next15.to}&cursor=${d.buckets.next15.nextCursor}`,
      as: w.admin,
    });
    expect(more.json().evento).toHaveLength(4);
    expect(more.json().nextCursor).toBeNull();
  });

  it('counts events and sums earnings like the rows do, through payments, deletes and branch changes', async () => {
    const a = await createEventVia(t.app, w, { abonos: [{ abono: 1500, metodo: 'Pago en efectivo' }] });
    const b = await createEventVia(t.app, w);
    const pay = await call(t.app, {
      method: 'PUT',
      url: `/api/event/abono/${b.uid}`,
      as: w.admin,
      payload: { abonos: { abono: 700, metodo: 'Pago en efectivo', recibio: w.admin.id } },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    let d = await load();
    expect({ eventsCount: d.eventsCount, totalEarnings: d.totalEarnings }).toEqual(await truth());
    expect(d.totalEarnings).toBeGreaterThanOrEqual(1500 + 1000 + 700);

    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/event/${a.uid}`, as: w.superAdmin })).statusCode,
    ).toBe(200);
    const moved = await insertPlace(t.app, 'Sur');
    await t.app.db.execute(sql`update ${events} set place_id = ${moved.id} where id = ${b.uid}`);
    d = await load();
    expect({ eventsCount: d.eventsCount, totalEarnings: d.totalEarnings }).toEqual(await truth());
    // a hard delete (payments go with the event, by cascade) is subtracted once
    await t.app.db.execute(sql`delete from ${events} where id = ${b.uid}`);
    d = await load();
    expect({ eventsCount: d.eventsCount, totalEarnings: d.totalEarnings }).toEqual(await truth());
  });

  it(`pages the admins table (${ADMINS_PAGE.defaultLimit} a page) with their live events counted`, async () => {
    for (let i = 0; i < ADMINS_PAGE.defaultLimit + 3; i++) {
      await createUser(t.app, {
        role: 'admin',
        name: `Zeta${String(i).padStart(2, '0')}`,
        lastname: 'Admin',
      });
    }
    const d = await load();
    expect(d.admins).toHaveLength(ADMINS_PAGE.defaultLimit);
    const admins = d.adminsTotal as number;
    const { rows } = await t.app.db.execute<{ role: string; n: string }>(
      sql`select role, count(*) as n from users where role <> 'user' group by role`,
    );
    const byRole = Object.fromEntries(rows.map((r) => [r.role, Number(r.n)]));
    expect(admins).toBe(byRole.admin + byRole.super_admin);
    expect(byRole.admin).toBe(ADMINS_PAGE.defaultLimit + 3 + 1); // and w.admin
    const page2 = await call(t.app, { url: `${EVENT_DASHBOARD_ADMINS_PATH}?page=2`, as: w.superAdmin });
    expect(page2.json().total).toBe(admins);
    expect(page2.json().admins).toHaveLength(admins - ADMINS_PAGE.defaultLimit);
    const beto = [...d.admins, ...page2.json().admins].find((x: { uid: string }) => x.uid === w.admin.id);
    expect(beto.eventsCount).toBe((await truth()).eventsCount);
    // an admin never sees super_admins
    const forAdmin = await call(t.app, { url: `${EVENT_DASHBOARD_ADMINS_PATH}?page=2`, as: w.admin });
    expect(forAdmin.json().total).toBe(byRole.admin);
    const bad = await call(t.app, { url: `${EVENT_DASHBOARD_ADMINS_PATH}?limit=500`, as: w.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^El límite debe ser un número entero entre 1 y/);
    expect((await call(t.app, { url: EVENT_DASHBOARD_ADMINS_PATH })).statusCode).toBe(401);
  });

  it("counts each card's events and the customer accounts as the rows do, and lists each card as GET /api/event does", async () => {
    // a branch of its own: its slots are free whatever the other tests booked
    const oriente = await insertPlace(t.app, 'Oriente');
    const there = { ...w, place: { ...w.place, id: oriente.id } };
    const month = monthRange(inDays(0));
    // each card's edges and just past them, in both turnos
    const days = [...new Set([...[-1, 0, 1, 15, 16, 45].map(inDays), month.from, month.to])];
    const made: { id: string; fecha: string }[] = [];
    for (const fecha of days) {
      for (const turno of ['Matutino', 'Vespertino'])
        made.push(await insertEventRow(t.app, there, { fecha, turno }));
    }
    const on = (days: number, i = 0) => made.filter((e) => e.fecha === inDays(days))[i];
    const before = await load();
    // a delete through the API, one by hand, a hard delete and a date moved out of every card
    const deleted = await call(t.app, { method: 'DELETE', url: `/api/event/${on(15).id}`, as: w.superAdmin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.app.db.execute(sql`update ${events} set deleted_at = now() where id = ${on(1).id}`);
    await t.app.db.execute(sql`delete from ${events} where id = ${on(0, 1).id}`);
    await t.app.db.execute(sql`update ${events} set fecha = ${inDays(46)} where id = ${on(0).id}`);
    // customer accounts made, one made staff, one gone
    const customers = [];
    for (let i = 0; i < 3; i++) customers.push(await createUser(t.app, { role: 'user' }));
    await t.app.db.execute(sql`update users set role = 'admin' where id = ${customers[0].id}`);
    await t.app.db.execute(sql`delete from users where id = ${customers[1].id}`);

    const d = await load();
    const counted = async (query: ReturnType<typeof sql>) =>
      Number((await t.app.db.execute<{ n: string }>(query)).rows[0].n);
    for (const card of ['today', 'next15', 'thisMonth'] as const) {
      const { from, to } = d.buckets[card];
      const live = sql`select count(*) as n from ${events} where deleted_at is null and fecha between ${from} and ${to}`;
      expect(d.buckets[card].total, card).toBe(await counted(live));
      // and its events are GET /api/event's first page of the same dates, in the same order
      const list = await call(t.app, {
        url: `/api/event?from=${from}&to=${to}&limit=${EVENT_PAGE.dashboard}`,
        as: w.admin,
      });
      expect(
        d[card].map((e: EventDto) => e.uid),
        card,
      ).toEqual(list.json().evento.map((e: EventDto) => e.uid));
      expect(d.buckets[card].nextCursor, card).toBe(list.json().nextCursor);
    }
    expect(d.buckets.today.total).toBe(before.buckets.today.total - 2);
    expect(d.buckets.next15.total).toBe(before.buckets.next15.total - 4);
    expect(d.usersCount).toBe(await counted(sql`select count(*) as n from users where role = 'user'`));
    expect(d.usersCount).toBe(before.usersCount + 1);
    expect({ eventsCount: d.eventsCount, totalEarnings: d.totalEarnings }).toEqual(await truth());
  });
});
