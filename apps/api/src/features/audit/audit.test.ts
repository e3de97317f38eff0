// Every audited change writes exactly one entry (who, when, before → after) in the same
// transaction as the change; the trail is read by staff (one event) and super_admin (all, filtered, paged)
// and cannot be edited.
import { randomUUID } from 'node:crypto';
import { AUDIT_MSG, AUDIT_PAGE, type AuditEntryDto } from '@salones/shared/audit';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { createEventVia, eventBody, inDays, postEvent, setupWorld } from '../../test/world.ts';

describe('audit trail', () => {
  const { t, w } = setupWorld();

  const history = async (eventId: string, as: TestUser = w.admin) => {
    const res = await call(t.app, { url: `/api/event/${eventId}/historial`, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().entries as AuditEntryDto[];
  };
  const put = async (url: string, payload: object, as: TestUser = w.admin) =>
    call(t.app, { method: 'PUT', url, payload, as });
  /** PUT /api/usuarios/{id} needs the name and e-mail every time */
  const editUser = (u: TestUser, changes: object) =>
    put(`/api/usuarios/${u.id}`, { name: 'Rita', lastname: 'Sol', email: u.email, ...changes }, w.superAdmin);
  const count = async () =>
    (await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`)).rows[0].n;

  describe('each kind of change writes one entry with its before and after', () => {
    it('a booking: what was booked, then each payment given in the wizard, by whom', async () => {
      const e = await createEventVia(t.app, w, {
        abonos: [
          { abono: 1000, metodo: 'Pago en efectivo' },
          { abono: 750.25, metodo: 'Tarjeta de crédito', fechadePago: todayInMexicoCity() },
        ],
        adicionales: [{ nombre: 'Mesa', piezas: 2, precio: 150 }],
        descuento: 100,
        comentarios: 'Globos azules',
      });
      const entries = await history(e.uid);
      // newest first: the second payment, the first, the booking
      expect(entries.map((x) => x.tipo)).toEqual(['payment', 'payment', 'event_created']);
      const author = { uid: w.admin.id, nombre: 'Beto Admin' };
      expect(entries[2]).toMatchObject({
        tipo: 'event_created',
        autor: author,
        evento: { uid: e.uid, nombre: 'Cumpleaños de Sofía', fecha: e.fecha },
        antes: null,
        despues: {
          name: 'Cumpleaños de Sofía',
          cliente: 'Ana López',
          fecha: e.fecha,
          turno: 'Matutino',
          lugar: e.lugar.sucursal,
          paquete: e.paqueteName,
          personas: 80,
          entrada: '14:00',
          salida: '19:00',
          precioPaquete: 10_000,
          adicionales: 'Mesa × 2',
          descuento: 100,
          precioTotal: 10_200,
          comentarios: 'Globos azules',
        },
      });
      expect(entries[1]).toMatchObject({
        tipo: 'payment',
        autor: author,
        antes: { adeudo: 10_200 },
        despues: { abono: 1000, metodo: 'Pago en efectivo', fechadePago: todayInMexicoCity(), adeudo: 9200 },
      });
      expect(entries[0]).toMatchObject({
        tipo: 'payment',
        antes: { adeudo: 9200 },
        despues: { abono: 750.25, metodo: 'Tarjeta de crédito', adeudo: 8449.75 },
      });
      // the whole log finds them too, filtered by kind
      const created = await call(t.app, {
        url: `/api/audit?evento=${e.uid}&tipo=event_created`,
        as: w.superAdmin,
      });
      expect(created.json()).toMatchObject({ total: 1 });
    });

    it('a payment: amount, method, date and the debt before → after, by whom', async () => {
      // package $10,000, paid $1,000 at creation: debt $9,000
      const e = await createEventVia(t.app, w);
      expect((await history(e.uid)).map((x) => x.tipo)).toEqual(['payment', 'event_created']);
      const res = await put(`/api/event/abono/${e.uid}`, { abonos: { abono: 2500.5, metodo: 'PayPal' } });
      expect(res.statusCode, res.body).toBe(200);
      const entries = await history(e.uid);
      expect(entries).toHaveLength(3);
      expect(entries[0]).toMatchObject({
        tipo: 'payment',
        autor: { uid: w.admin.id, nombre: 'Beto Admin' },
        evento: { uid: e.uid, nombre: 'Cumpleaños de Sofía', fecha: e.fecha },
        cuenta: null,
        antes: { adeudo: 9000 },
        despues: { abono: 2500.5, metodo: 'PayPal', fechadePago: todayInMexicoCity(), adeudo: 6499.5 },
      });
      expect(Date.now() - Date.parse(entries[0].fecha)).toBeLessThan(60_000);
    });

    it('extras: added, edited and removed, with the event total before → after', async () => {
      const e = await createEventVia(t.app, w);
      await put(`/api/event/adicional/${e.uid}`, { adicionales: { nombre: 'Mesa', piezas: 2, precio: 150 } });
      const [added] = await history(e.uid);
      expect(added).toMatchObject({
        tipo: 'extra_added',
        antes: { precioTotal: 10_000 },
        despues: { nombre: 'Mesa', piezas: 2, precio: 150, total: 300, precioTotal: 10_300 },
      });
      const extraId = (await call(t.app, { url: `/api/event/obtener/${e.uid}`, as: w.admin })).json()
        .eventoData.adicionales[0].uid;
      await put(`/api/event/adicionales/actualizar/${e.uid}`, {
        adicional: { _id: extraId, nombre: 'Mesa redonda', piezas: 3, precio: 150 },
      });
      await put(`/api/event/adicionales/eliminar/${e.uid}`, { _id: extraId });
      const entries = await history(e.uid);
      expect(entries.map((x) => x.tipo)).toEqual([
        'extra_removed',
        'extra_edited',
        'extra_added',
        'payment',
        'event_created',
      ]);
      expect(entries[1]).toMatchObject({
        antes: { nombre: 'Mesa', piezas: 2, total: 300, precioTotal: 10_300 },
        despues: { nombre: 'Mesa redonda', piezas: 3, total: 450, precioTotal: 10_450 },
      });
      expect(entries[0]).toMatchObject({
        antes: { nombre: 'Mesa redonda', precioTotal: 10_450 },
        despues: { precioTotal: 10_000 },
      });
      expect(entries[0].despues).not.toHaveProperty('nombre');
    });

    it('an edit records only the fields it changed; a discount change is an entry of its own', async () => {
      const e = await createEventVia(t.app, w, { comentarios: 'Globos azules' });
      await put(`/api/event/${e.uid}`, { comentarios: 'Globos rojos', pastel: 'Chocolate' });
      // the booking wrote two entries (the event, its first payment)
      let entries = await history(e.uid);
      expect(entries).toHaveLength(3);
      expect(entries[0]).toMatchObject({
        tipo: 'event_edited',
        antes: { comentarios: 'Globos azules', pastel: '' },
        despues: { comentarios: 'Globos rojos', pastel: 'Chocolate' },
      });
      expect(Object.keys(entries[0].despues!).sort()).toEqual(['comentarios', 'pastel']);

      await put(`/api/event/${e.uid}`, { descuento: 800 });
      entries = await history(e.uid);
      expect(entries).toHaveLength(4);
      expect(entries[0]).toMatchObject({
        tipo: 'discount',
        antes: { descuento: 0, precioTotal: 10_000 },
        despues: { descuento: 800, precioTotal: 9_200 },
      });

      await put(`/api/event/${e.uid}`, { name: 'Fiesta de Sofía', descuento: 500 });
      entries = await history(e.uid);
      // one change, two entries, newest first in the order written (clock time, then insertion order)
      expect(entries.slice(0, 2).map((x) => x.tipo)).toEqual(['discount', 'event_edited']);
      expect(entries.find((x) => x.tipo === 'event_edited')).toMatchObject({
        antes: { name: 'Cumpleaños de Sofía' },
        despues: { name: 'Fiesta de Sofía' },
      });

      // the same values again: nothing changed, nothing written
      await put(`/api/event/${e.uid}`, { name: 'Fiesta de Sofía', descuento: 500 });
      expect(await history(e.uid)).toHaveLength(6);
    });

    it('a date change: date, turno and branch before → after', async () => {
      const e = await createEventVia(t.app, w);
      const fecha = inDays(400);
      const res = await put(`/api/event/adicionales/date/${e.uid}`, { fecha, turno: 'Vespertino' });
      expect(res.statusCode, res.body).toBe(200);
      const [entry] = await history(e.uid);
      expect(entry).toMatchObject({
        tipo: 'date_changed',
        antes: { fecha: e.fecha, turno: 'Matutino' },
        despues: { fecha, turno: 'Vespertino' },
      });
      expect(entry.despues).not.toHaveProperty('lugar');
    });

    it('a deletion (super_admin): what the event was; its history stays readable', async () => {
      const e = await createEventVia(t.app, w);
      const res = await call(t.app, { method: 'DELETE', url: `/api/event/${e.uid}`, as: w.superAdmin });
      expect(res.statusCode).toBe(200);
      const entries = await history(e.uid);
      expect(entries).toHaveLength(3);
      expect(entries[0]).toMatchObject({
        tipo: 'event_deleted',
        autor: { uid: w.superAdmin.id, nombre: 'Carla Master' },
        antes: {
          name: 'Cumpleaños de Sofía',
          fecha: e.fecha,
          turno: 'Matutino',
          precioTotal: 10_000,
          abonado: 1000,
        },
        despues: null,
      });
    });

    it('accounts: a role change, an activation change (one entry each), a deletion; other edits none', async () => {
      const u = await createUser(t.app, { role: 'user', name: 'Rita', lastname: 'Sol' });
      const byAccount = async () =>
        (await call(t.app, { url: `/api/audit?limit=100`, as: w.superAdmin }))
          .json()
          .entries.filter((x: AuditEntryDto) => x.cuenta?.uid === u.id) as AuditEntryDto[];
      expect((await editUser(u, { phone: '5512345678' })).statusCode).toBe(200);
      expect(await byAccount()).toEqual([]);
      await editUser(u, { role: 'admin' });
      await editUser(u, { role: 'super_admin', active: false });
      const entries = await byAccount();
      expect(entries.map((x) => [x.tipo, x.antes, x.despues])).toEqual(
        expect.arrayContaining([
          ['account_role', { role: 'user' }, { role: 'admin' }],
          ['account_role', { role: 'admin' }, { role: 'super_admin' }],
          ['account_active', { active: true }, { active: false }],
        ]),
      );
      expect(entries).toHaveLength(3);
      expect(entries[0].cuenta!.nombre).toMatch(/^Rita Sol \(/);
      expect(entries[0].evento).toBeNull();

      const res = await call(t.app, { method: 'DELETE', url: `/api/usuarios/${u.id}`, as: w.superAdmin });
      expect(res.statusCode, res.body).toBe(200);
      const [deleted] = await byAccount();
      expect(deleted).toMatchObject({
        tipo: 'account_deleted',
        antes: { role: 'super_admin', active: false, email: u.email },
        despues: null,
      });
    });
  });

  describe('same transaction', () => {
    it('a refused change writes no entry', async () => {
      const e = await createEventVia(t.app, w);
      const before = await count();
      expect((await put(`/api/event/abono/${e.uid}`, { abonos: { abono: 50_000 } })).statusCode).toBe(400);
      expect((await put(`/api/event/${e.uid}`, { descuento: 20_000 })).statusCode).toBe(400);
      expect((await editUser(w.superAdmin, { role: 'user' })).statusCode).toBe(400);
      expect(await count()).toBe(before);
    });

    it('when the entry cannot be written, the change is rolled back with it', async () => {
      const e = await createEventVia(t.app, w);
      const u = await createUser(t.app, { role: 'user', name: 'Rita', lastname: 'Sol' });
      await t.app.db.execute(sql`
        create function audit_refuses() returns trigger language plpgsql as $$
        begin raise exception 'no audit today'; end; $$`);
      await t.app.db.execute(
        sql`create trigger audit_refuses before insert on audit_log for each row execute function audit_refuses()`,
      );
      const events = async () =>
        (await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from events`)).rows[0].n;
      const eventsBefore = await events();
      try {
        // a booking whose entry fails is not booked either
        expect((await postEvent(t.app, w.admin, eventBody(w))).statusCode).toBe(500);
        expect(await events()).toBe(eventsBefore);
        expect((await put(`/api/event/abono/${e.uid}`, { abonos: { abono: 500 } })).statusCode).toBe(500);
        expect((await put(`/api/event/${e.uid}`, { descuento: 100 })).statusCode).toBe(500);
        expect((await editUser(u, { role: 'admin' })).statusCode).toBe(500);
        expect(
          (await call(t.app, { method: 'DELETE', url: `/api/event/${e.uid}`, as: w.superAdmin })).statusCode,
        ).toBe(500);
      } finally {
        await t.app.db.execute(sql`drop trigger audit_refuses on audit_log`);
        await t.app.db.execute(sql`drop function audit_refuses()`);
      }
      const now = (await call(t.app, { url: `/api/event/obtener/${e.uid}`, as: w.admin })).json().eventoData;
      expect(now.abonos).toHaveLength(1);
      expect(now.descuento).toBe(0);
      const account = (await call(t.app, { url: `/api/usuarios/${u.id}`, as: w.superAdmin })).json().userData;
      expect(account.role).toBe('user');
    });
  });

  it('the table refuses updates, deletes and truncation', async () => {
    const appendOnly = { cause: { message: expect.stringMatching(/audit_log is append-only/) } };
    const e = await createEventVia(t.app, w);
    await put(`/api/event/${e.uid}`, { comentarios: 'Algo' });
    const before = await count();
    await expect(t.app.db.execute(sql`update audit_log set actor_name = 'Nadie'`)).rejects.toMatchObject(
      appendOnly,
    );
    await expect(t.app.db.execute(sql`delete from audit_log`)).rejects.toMatchObject(appendOnly);
    await expect(t.app.db.execute(sql`truncate audit_log`)).rejects.toMatchObject(appendOnly);
    expect(await count()).toBe(before);
    const names = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where actor_name = 'Nadie'`,
    );
    expect(names.rows[0].n).toBe(0);
  });

  describe('reading', () => {
    it('permissions: /api/audit is for super_admin; an event’s history for staff', async () => {
      const e = await createEventVia(t.app, w);
      const expectations: [TestUser | null, number, number][] = [
        [null, 401, 401],
        [w.customer, 403, 403],
        [w.admin, 403, 200],
        [w.superAdmin, 200, 200],
      ];
      for (const [who, all, ofEvent] of expectations) {
        expect((await call(t.app, { url: '/api/audit', as: who })).statusCode).toBe(all);
        expect((await call(t.app, { url: `/api/event/${e.uid}/historial`, as: who })).statusCode).toBe(
          ofEvent,
        );
      }
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await call(t.app, { url: `/api/event/${unknown}/historial`, as: w.admin })).statusCode).toBe(
        404,
      );
      expect((await call(t.app, { url: '/api/event/123/historial', as: w.admin })).statusCode).toBe(400);
    });

    it('filters by kind, event, author and date range, newest first, a page at a time', async () => {
      const e = await createEventVia(t.app, w);
      for (const abono of [500, 600, 700])
        expect((await put(`/api/event/abono/${e.uid}`, { abonos: { abono } }, w.superAdmin)).statusCode).toBe(
          200,
        );
      const get = async (query: string) => {
        const res = await call(t.app, { url: `/api/audit?${query}`, as: w.superAdmin });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { entries: AuditEntryDto[]; total: number; page: number; limit: number };
      };
      // the booking's own payment ($1,000) is the oldest
      const mine = await get(`evento=${e.uid}&tipo=payment`);
      expect(mine.total).toBe(4);
      expect(mine).toMatchObject({ isTotalCapped: false });
      expect(mine.entries.map((x) => x.despues!.abono)).toEqual([700, 600, 500, 1000]);
      const page2 = await get(`evento=${e.uid}&limit=2&page=2`);
      expect(page2).toMatchObject({ total: 5, page: 2, limit: 2 });
      expect(page2.entries.map((x) => x.despues!.abono)).toEqual([500, 1000]);
      const byAuthor = await get(`usuario=${w.superAdmin.id}&tipo=payment&limit=100`);
      expect(byAuthor.entries.every((x) => x.autor.uid === w.superAdmin.id)).toBe(true);
      expect(byAuthor.entries.filter((x) => x.evento?.uid === e.uid)).toHaveLength(3);
      const today = todayInMexicoCity();
      expect((await get(`evento=${e.uid}&desde=${today}&hasta=${today}`)).total).toBe(5);
      expect((await get(`evento=${e.uid}&desde=${addDays(today, 1)}`)).total).toBe(0);
      expect((await get(`evento=${e.uid}&hasta=${addDays(today, -1)}`)).total).toBe(0);
      expect((await get(`tipo=event_deleted&evento=${e.uid}`)).total).toBe(0);
    });

    it('at scale: counts up to AUDIT_PAGE.maxCounted ("más de"), pages no deeper', async () => {
      const eventId = randomUUID(); // an event long gone: its history stays (ids are not foreign keys)
      const { maxCounted } = AUDIT_PAGE;
      await t.app.db.execute(sql`
        insert into audit_log (at, kind, actor_name, event_id, subject, before, after)
        select now() - interval '400 days' - i * interval '1 minute',
               case when i > ${maxCounted} then 'discount' else 'event_edited' end, 'Carga', ${eventId},
               'Fiesta ' || i, '{"personas": 80}', jsonb_build_object('personas', i)
        from generate_series(1, ${maxCounted + 1}) i`);
      const get = async (query: string) =>
        (await call(t.app, { url: `/api/audit?evento=${eventId}&${query}`, as: w.superAdmin })).json();
      const first = await get('limit=2');
      expect(first).toMatchObject({ total: maxCounted, isTotalCapped: true, page: 1, limit: 2 });
      expect(first.entries.map((x: AuditEntryDto) => x.despues!.personas)).toEqual([1, 2]);
      expect(first.entries[0].evento).toEqual({ uid: eventId, nombre: 'Fiesta 1', fecha: '' });
      // the pager's last page is the last one counted; one further is refused
      const lastPage = maxCounted / 100;
      const last = await get(`limit=100&page=${lastPage}`);
      expect(last.entries.map((x: AuditEntryDto) => x.despues!.personas)).toEqual(
        Array.from({ length: 100 }, (_, i) => maxCounted - 99 + i),
      );
      const res = await call(t.app, {
        url: `/api/audit?evento=${eventId}&limit=100&page=${lastPage + 1}`,
        as: w.superAdmin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, msg: AUDIT_MSG.pageTooDeep });
      // exactly maxCounted (the oldest entry is a discount): counted exactly
      expect(await get('tipo=event_edited&limit=1')).toMatchObject({
        total: maxCounted,
        isTotalCapped: false,
      });
      expect(await get('tipo=discount')).toMatchObject({ total: 1, isTotalCapped: false });
    });

    it('refuses bad filters with a Spanish message', async () => {
      for (const [query, msg] of [
        ['tipo=nada', 'El tipo de cambio no es válido'],
        ['desde=2026-13-40', 'La fecha del filtro no es válida'],
        ['desde=2026-05-02&hasta=2026-05-01', 'La fecha inicial debe ser anterior o igual a la final'],
        ['limit=500', 'El límite debe ser un número entero entre 1 y 100'],
        ['usuario=abc', 'Identificador no válido'],
        ['page=10001&limit=1', AUDIT_MSG.pageTooDeep],
      ]) {
        const res = await call(t.app, { url: `/api/audit?${query}`, as: w.superAdmin });
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toEqual({ ok: false, msg });
      }
    });
  });
});
