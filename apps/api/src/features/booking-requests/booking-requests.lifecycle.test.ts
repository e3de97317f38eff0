// Converting a request into an event (all or nothing), expiry with a clock the test controls, the
// sweep, and every mail over real SMTP.
import { BOOKING_MAIL, BOOKING_MSG, formatLongDate } from '@salones/shared/booking-requests';
import { formatDateTime } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequests, events, slotClaims } from '../../db/schema/index.ts';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import {
  decodeQuotedPrintable,
  type SmtpReceiver,
  startSmtpReceiver,
  waitForMail,
  waitForMailWithSubject,
} from '../../test/smtp-receiver.ts';
import { eventBody, insertPlace, makeWorld, postEvent, type World } from '../../test/world.ts';
import {
  calendar,
  cancelRequest,
  checkSlot,
  createRequestVia,
  getRequest,
  postRequest,
  requestBody,
} from './booking-requests.fixtures.ts';
import { scheduleSweep, sweepExpiredRequests } from './sweep-expired-requests.ts';

/** The receiver decodes quoted-printable bytes one by one; the mails are UTF-8. */
const utf8 = (s: string) => Buffer.from(s, 'latin1').toString('utf8');

describe('booking requests: conversion, expiry, mails', () => {
  let t: TestApp;
  let w: World;
  let smtp: SmtpReceiver;
  let clock = Math.floor(Date.now() / 60_000) * 60_000;
  let otherAdmin: TestUser;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp(
      { smtpUrl: smtp.url, publicUrl: 'https://fiestas.example', now: () => new Date(clock) },
      { BOOKING_SWEEP_INTERVAL_MS: '0' },
    );
    w = await makeWorld(t.app);
    const north = await insertPlace(t.app, 'Norte');
    otherAdmin = await createUser(t.app, { role: 'admin', placeId: north.id });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.close();
  });

  const claimOf = async (r: { fecha: string; turno: string }) =>
    t.app.db
      .select()
      .from(slotClaims)
      .where(
        and(eq(slotClaims.placeId, w.place.id), eq(slotClaims.fecha, r.fecha), eq(slotClaims.turno, r.turno)),
      );
  const convert = (
    r: { uid: string; fecha: string; turno: string; personas: number },
    as = w.admin,
    extra = {},
  ) =>
    postEvent(
      t.app,
      as,
      eventBody(w, { fecha: r.fecha, turno: r.turno, personas: r.personas, solicitud: r.uid, ...extra }),
    );

  it('a new request mails the customer (with the hold’s end) and the staff: super_admins and that branch’s admins', async () => {
    const customer = await createUser(t.app, { name: 'Lucía' });
    const r = await createRequestVia(t.app, customer, w, { festejado: 'Sofía', edad: 6 });
    const received = utf8((await waitForMail(smtp, customer.email, /Recibimos tu solicitud[\s\S]*/))[0]);
    expect(received).toContain('Hola Lucía:');
    // whose party it is, as the family named it
    expect(received).toMatch(/Festejado:?\s+Sofía, 6 años/);
    expect(received).toContain(formatDateTime(r.venceEl, 'weekdayLong'));
    expect(received).toContain(formatLongDate(r.fecha));
    expect(received).toContain(formatMoney(r.precioPaquete));
    const whole = smtp.lastTo(customer.email)!;
    expect(whole).toMatch(/Content-Type: text\/plain/);
    expect(whole).toMatch(/Content-Type: text\/html/);
    expect(received).toContain('https://fiestas.example/pedidos');
    for (const staff of [w.superAdmin, w.admin]) {
      const mail = utf8((await waitForMail(smtp, staff.email, /Un cliente solicit[\s\S]*/))[0]);
      expect(mail).toContain(customer.email);
      expect(mail).toMatch(/Festejado:?\s+Sofía, 6 años/);
      expect(mail).toContain('https://fiestas.example/admin/orders');
    }
    expect(smtp.mails.some((m) => m.to.includes(otherAdmin.email))).toBe(false);
  });

  it('converting: the event is created, the request confirmed and its hold moved to the event; the customer is mailed', async () => {
    const customer = await createUser(t.app);
    const r = await createRequestVia(t.app, customer, w);
    const slot = { lugar: w.place.id, fecha: r.fecha, turno: r.turno };
    expect((await checkSlot(t.app, slot)).statusCode).toBe(409);
    // staff converting that very request see the slot free
    expect((await checkSlot(t.app, { ...slot, solicitud: r.uid })).statusCode).toBe(200);
    const res = await convert(r, w.admin, { user: customer.id });
    expect(res.statusCode).toBe(201);
    const evento = res.json().evento;
    const after = (await getRequest(t.app, customer, r.uid)).json().solicitud;
    expect(after).toMatchObject({ estado: 'confirmada', evento: evento.uid });
    expect(await claimOf(r)).toMatchObject([{ eventId: evento.uid, requestId: null }]);
    // the booking's payment receipt goes to the customer too, in no set order: pick the mail by subject
    const { text: mail } = await waitForMailWithSubject(
      smtp,
      customer.email,
      BOOKING_MAIL.confirmedSubject(t.app.config.clubName),
    );
    expect(mail).toContain(BOOKING_MAIL.confirmedIntro);
    expect(mail).toContain(`https://fiestas.example/pdf/${evento.uid}`);
    expect(mail).toContain(formatMoney(evento.precioTotal));
    expect(mail).toContain(formatMoney(evento.adeudo));
    const again = await convert(r, w.admin, { user: customer.id });
    expect({ status: again.statusCode, msg: again.json().msg }).toEqual({
      status: 409,
      msg: BOOKING_MSG.notPending,
    });
  });

  it('conversion is all or nothing: a refused or failing conversion leaves the request pending and its hold', async () => {
    const customer = await createUser(t.app);
    const r = await createRequestVia(t.app, customer, w);
    const unchanged = async () => {
      expect((await getRequest(t.app, customer, r.uid)).json().solicitud.estado).toBe('pendiente');
      expect(await claimOf(r)).toMatchObject([{ requestId: r.uid, eventId: null }]);
      const rows = await t.app.db
        .select()
        .from(events)
        .where(and(eq(events.placeId, w.place.id), eq(events.fecha, r.fecha), eq(events.turno, r.turno)));
      expect(rows).toEqual([]);
    };
    const otherCustomer = await convert(r, w.admin);
    expect({ status: otherCustomer.statusCode, msg: otherCustomer.json().msg }).toEqual({
      status: 400,
      msg: BOOKING_MSG.conversionMismatch,
    });
    const otherTurno = await convert(r, w.admin, {
      user: customer.id,
      turno: r.turno === 'Matutino' ? 'Vespertino' : 'Matutino',
    });
    expect(otherTurno.statusCode).toBe(400);
    expect((await convert(r, otherAdmin, { user: customer.id })).statusCode).toBe(403);
    const unknown = await convert({ ...r, uid: crypto.randomUUID() }, w.admin, { user: customer.id });
    expect({ status: unknown.statusCode, msg: unknown.json().msg }).toEqual({
      status: 404,
      msg: BOOKING_MSG.notFound,
    });
    await unchanged();
    // a fault inside the transaction, after the hold was released: everything is rolled back
    await t.app.db.execute(
      sql.raw(`create function fail_event() returns trigger language plpgsql as $$
        begin if new.name = 'Falla' then raise exception 'falla inyectada'; end if; return new; end $$`),
    );
    await t.app.db.execute(
      sql.raw('create trigger fail_event before insert on events for each row execute function fail_event()'),
    );
    try {
      const failed = await convert(r, w.admin, { user: customer.id, name: 'Falla' });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql.raw('drop trigger fail_event on events'));
      await t.app.db.execute(sql.raw('drop function fail_event'));
    }
    await unchanged();
    expect((await convert(r, w.superAdmin, { user: customer.id })).statusCode).toBe(201);
  });

  it('expiry: past its hold a request is free at once for everyone; the sweep writes vencida and mails once', async () => {
    const customer = await createUser(t.app);
    const r = await createRequestVia(t.app, customer, w);
    const slot = { lugar: w.place.id, fecha: r.fecha, turno: r.turno };
    const deps = { db: t.app.db, jobs: t.app.jobs, config: t.app.config, log: t.app.log };
    clock += 47 * 3_600_000;
    expect((await checkSlot(t.app, slot)).statusCode).toBe(409);
    expect((await sweepExpiredRequests(deps)).expired).toBe(0);
    clock += 3_600_000; // exactly 48 h: the hold has ended
    expect((await getRequest(t.app, customer, r.uid)).json().solicitud.estado).toBe('vencida');
    expect((await checkSlot(t.app, slot)).statusCode).toBe(200);
    const day = (await calendar(t.app, w.place.id, r.fecha.slice(0, 7)))
      .json()
      .dias.find((d: { fecha: string }) => d.fecha === r.fecha);
    expect(day[r.turno]).toBe('libre');
    expect((await cancelRequest(t.app, customer, r.uid)).statusCode).toBe(409);
    expect((await convert(r, w.admin, { user: customer.id })).statusCode).toBe(409);

    // two sweeps at once (as from two processes): the request is written vencida, and mailed, once
    const runs = await Promise.all([sweepExpiredRequests(deps), sweepExpiredRequests(deps)]);
    expect(runs.reduce((n, run) => n + run.expired, 0)).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db.select().from(bookingRequests).where(eq(bookingRequests.id, r.uid));
    expect(row.estado).toBe('vencida');
    expect(await claimOf(r)).toEqual([]);
    const mail = utf8(
      (await waitForMail(smtp, customer.email, /El tiempo para confirmar tu solicitud[\s\S]*/))[0],
    );
    expect(mail).toContain(formatLongDate(r.fecha));
    expect((await sweepExpiredRequests(deps)).expired).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const expiredMails = smtp.mails.filter(
      (m) => m.to.includes(customer.email) && /El tiempo para confirmar/.test(decodeQuotedPrintable(m.raw)),
    );
    expect(expiredMails).toHaveLength(1);

    // the slot can be asked for again, or booked by staff
    const other = await createUser(t.app);
    const again = await createRequestVia(t.app, other, w, { fecha: r.fecha, turno: r.turno });
    clock += 49 * 3_600_000;
    const booked = await postEvent(t.app, w.admin, eventBody(w, { fecha: again.fecha, turno: again.turno }));
    expect(booked.statusCode).toBe(201);
  });

  it('the sweep runs by itself every BOOKING_SWEEP_INTERVAL_MS until the app closes', async () => {
    const customer = await createUser(t.app);
    const r = await createRequestVia(t.app, customer, w);
    clock += 49 * 3_600_000;
    const hooks: Array<() => Promise<void>> = [];
    const deps = { db: t.app.db, jobs: t.app.jobs, config: t.app.config, log: t.app.log };
    scheduleSweep({ ...deps, addHook: (_name, hook) => hooks.push(hook) }, 50);
    try {
      const until = Date.now() + 5_000;
      let estado = 'pendiente';
      while (estado !== 'vencida' && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [{ estado }] = await t.app.db
          .select({ estado: bookingRequests.estado })
          .from(bookingRequests)
          .where(eq(bookingRequests.id, r.uid));
      }
      expect(estado).toBe('vencida');
    } finally {
      for (const hook of hooks) await hook();
    }
    expect(hooks).toHaveLength(1);
  });

  it('a mail that fails never undoes the request', async () => {
    await smtp.close();
    const customer = await createUser(t.app);
    const res = await postRequest(t.app, customer, requestBody(w));
    expect(res.statusCode).toBe(201);
    const rows = await t.app.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.customerId, customer.id));
    expect(rows).toHaveLength(1);
  });
});
