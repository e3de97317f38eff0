// A slot is a branch's salón, a date and a turno: the database decides every race for a salón (100 families
// for the last free one → one), a family's request or a staff booking names its salón or gets the first free
// one by `orden` that holds its head count, staff move a party to another salón, date or turno with the same
// checks, availability lists the free salones, and a turno that does not run that weekday is refused.
import { BOOKING_MSG, type BookingRequestCreate } from '@salones/shared/booking-requests';
import { SALON_MSG, type SalonDto } from '@salones/shared/salones';
import { SLOT_MSG } from '@salones/shared/slots';
import { diaOf, TURNO_MSG } from '@salones/shared/turnos';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { auditLog, slotClaims } from '../../db/schema/index.ts';
import { call, type TestUser } from '../../test/helper.ts';
import {
  eventBody,
  insertPackage,
  insertPlace,
  manyCustomers,
  nextRequestDate,
  postEvent,
  setupWorld,
  type World,
} from '../../test/world.ts';

const requestBody = (w: World, overrides: Partial<BookingRequestCreate> = {}): BookingRequestCreate => ({
  lugar: w.place.id,
  paquete: w.pkg.id,
  fecha: nextRequestDate(),
  turno: 'Vespertino',
  personas: 120,
  ...overrides,
});

describe('salón slots', () => {
  const { t, w } = setupWorld(
    {},
    // 100 requests at once may wait in the embedded database's line longer than its default 5 s
    { BOOKING_SWEEP_INTERVAL_MS: '0', EMBEDDED_DB_MAX_WAIT_MS: '60000' },
  );

  const answer = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });

  /**
   * A new branch whose 'Salón principal' gets `principal`'s capacity, with more salones after it by `orden`;
   * the world's customer and super admin book in it.
   */
  async function branch(principal: { capacidadMin: number; capacidadMax: number }, more: object[]) {
    const place = await insertPlace(t.app, 'Salones');
    const pkg = await insertPackage(t.app, place.id);
    const url = `/api/lugares/${place.id}/salones`;
    const listed = await call(t.app, { method: 'GET', url, as: w.superAdmin });
    const [first] = listed.json().salones as SalonDto[];
    const { uid, lugar, ...fields } = { ...first, ...principal };
    const saved = await call(t.app, {
      method: 'PUT',
      url: `${url}/${uid}`,
      payload: fields,
      as: w.superAdmin,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const salones: SalonDto[] = [saved.json().salon];
    for (const payload of more) {
      const res = await call(t.app, { method: 'POST', url, payload, as: w.superAdmin });
      expect(res.statusCode, res.body).toBe(201);
      salones.push(res.json().salon);
    }
    const world: World = { ...w, place, pkg };
    return { world, salones };
  }
  const claimsAt = (placeId: string, fecha: string, turno: string) =>
    t.app.db
      .select()
      .from(slotClaims)
      .where(and(eq(slotClaims.placeId, placeId), eq(slotClaims.fecha, fecha), eq(slotClaims.turno, turno)));
  const postRequest = (as: TestUser, payload: object) =>
    call(t.app, { method: 'POST', url: '/api/solicitud', payload, as });
  const checkSlot = (payload: object) => call(t.app, { method: 'POST', url: '/api/event/fecha', payload });
  const wide = (nombre: string) => ({ nombre, capacidadMin: 50, capacidadMax: 150 });

  it('100 families at once for the last free salón of a turno: exactly one holds it, 99 hear ocupado', async () => {
    const { world, salones } = await branch({ capacidadMin: 50, capacidadMax: 150 }, [wide('Jardín')]);
    const body = requestBody(world, { fecha: nextRequestDate(), turno: 'Vespertino' });
    const [first, ...others] = await manyCustomers(t, 101);
    const taken = await postRequest(first, body);
    expect(taken.json().solicitud).toMatchObject({ salon: salones[0].uid, salonNombre: 'Salón principal' });

    const answers = await Promise.all(others.map((c) => postRequest(c, body)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json()).toEqual({ ok: false, msg: BOOKING_MSG.slotTaken });
    const winner = answers.find((a) => a.statusCode === 201)!.json().solicitud;
    expect(winner).toMatchObject({ salon: salones[1].uid, salonNombre: 'Jardín' });
    const claims = await claimsAt(world.place.id, body.fecha, body.turno);
    expect(claims.map((c) => c.salonId).sort()).toEqual([salones[0].uid, salones[1].uid].sort());
  });

  it('a request and a staff booking racing for the last free salón: exactly one wins, every time', async () => {
    const { world, salones } = await branch({ capacidadMin: 50, capacidadMax: 150 }, [wide('Jardín')]);
    const customers = await manyCustomers(t, 6);
    const outcomes = await Promise.all(
      customers.map(async (customer, i) => {
        const fecha = nextRequestDate();
        const turno = i % 2 ? 'Matutino' : 'Vespertino';
        const first = await postEvent(t.app, w.superAdmin, eventBody(world, { fecha, turno }));
        expect(first.json().evento ?? first.json(), first.body).toMatchObject({ salon: salones[0].uid });
        const [req, evt] = await Promise.all([
          postRequest(customer, requestBody(world, { fecha, turno })),
          postEvent(t.app, w.superAdmin, eventBody(world, { fecha, turno })),
        ]);
        return {
          fecha,
          turno,
          codes: [req.statusCode, evt.statusCode],
          msgs: [req.json().msg, evt.json().msg],
        };
      }),
    );
    for (const o of outcomes) {
      expect(o.codes.filter((c) => c === 201)).toHaveLength(1);
      expect(o.codes.filter((c) => c === 409)).toHaveLength(1);
      expect(o.msgs).toContain(SLOT_MSG.taken);
      const claims = await claimsAt(world.place.id, o.fecha, o.turno);
      expect(claims.map((c) => c.salonId).sort()).toEqual([salones[0].uid, salones[1].uid].sort());
    }
  });

  it('without a salón the first free one by orden that holds the party; none fits → 409 in Spanish', async () => {
    const { world, salones } = await branch({ capacidadMin: 50, capacidadMax: 70 }, [
      { nombre: 'Jardín', capacidadMin: 60, capacidadMax: 150 },
      { nombre: 'Terraza', capacidadMin: 60, capacidadMax: 150 },
    ]);
    const [principal, jardin, terraza] = salones;
    const slot = { fecha: nextRequestDate(), turno: 'Vespertino' };
    const customers = await manyCustomers(t, 5);
    const ask = (i: number, personas: number) =>
      postRequest(customers[i], requestBody(world, { ...slot, personas }));
    const salonOf = async (i: number, personas: number) => {
      const res = await ask(i, personas);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().solicitud.salon;
    };
    expect(await salonOf(0, 120)).toBe(jardin.uid);
    expect(await salonOf(1, 120)).toBe(terraza.uid);
    expect(answer(await ask(2, 120))).toEqual({
      status: 409,
      body: { ok: false, msg: 'Ningún salón disponible para 120 personas ese día y turno' },
    });
    expect(await salonOf(3, 60)).toBe(principal.uid);
    expect(answer(await ask(4, 60))).toEqual({ status: 409, body: { ok: false, msg: SLOT_MSG.taken } });

    // staff get the same choice
    const booked = await postEvent(
      t.app,
      w.superAdmin,
      eventBody(world, { fecha: slot.fecha, turno: 'Matutino', personas: 120 }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().evento).toMatchObject({ salon: jardin.uid, salonNombre: 'Jardín' });
  });

  it('a salón named is booked, or refused when taken, too small or not of the branch', async () => {
    const { world, salones } = await branch({ capacidadMin: 50, capacidadMax: 70 }, [wide('Jardín')]);
    const [principal, jardin] = salones;
    const slot = { fecha: nextRequestDate(), turno: 'Matutino' };
    const [a, b, c] = await manyCustomers(t, 3);
    const named = await postRequest(a, requestBody(world, { ...slot, personas: 60, salon: jardin.uid }));
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().solicitud).toMatchObject({ salon: jardin.uid, salonNombre: 'Jardín' });
    expect(
      answer(await postRequest(b, requestBody(world, { ...slot, personas: 60, salon: jardin.uid }))),
    ).toEqual({ status: 409, body: { ok: false, msg: SLOT_MSG.taken } });
    expect(
      answer(await postRequest(b, requestBody(world, { ...slot, personas: 90, salon: principal.uid }))),
    ).toEqual({ status: 409, body: { ok: false, msg: SALON_MSG.doesNotFit('Salón principal', 50, 70) } });
    const elsewhere = await branch({ capacidadMin: 50, capacidadMax: 150 }, []);
    expect(
      answer(await postRequest(c, requestBody(world, { ...slot, salon: elsewhere.salones[0].uid }))),
    ).toEqual({ status: 404, body: { ok: false, msg: SALON_MSG.notFound } });
    const staff = await postEvent(
      t.app,
      w.superAdmin,
      eventBody(world, { ...slot, personas: 60, salon: principal.uid }),
    );
    expect(staff.statusCode, staff.body).toBe(201);
    expect(staff.json().evento).toMatchObject({ salon: principal.uid, salonNombre: 'Salón principal' });
  });

  it('staff move a party to another salón, date or turno with the same checks', async () => {
    const { world, salones } = await branch({ capacidadMin: 50, capacidadMax: 100 }, [
      wide('Jardín'),
      { nombre: 'Terraza', capacidadMin: 120, capacidadMax: 150 },
    ]);
    const [principal, jardin, terraza] = salones;
    const book = async (overrides: object) => {
      const res = await postEvent(t.app, w.superAdmin, eventBody(world, overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().evento;
    };
    const d1 = nextRequestDate();
    const d2 = nextRequestDate();
    const ev = await book({ fecha: d1, turno: 'Matutino', personas: 80 });
    expect(ev.salon).toBe(principal.uid);
    await book({ fecha: d2, turno: 'Matutino', personas: 80, salon: jardin.uid });
    const put = (url: string, payload: object) =>
      call(t.app, { method: 'PUT', url, payload, as: w.superAdmin });
    const move = (payload: object) => put(`/api/event/adicionales/date/${ev.uid}`, payload);

    // a new date keeps its salón when free there
    const moved = await move({ fecha: d2, turno: 'Matutino' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().evento).toMatchObject({ fecha: d2, salon: principal.uid });
    // onto a taken salón, or one too big for the party: refused, nothing moves
    expect(answer(await move({ fecha: d2, turno: 'Matutino', salon: jardin.uid }))).toMatchObject({
      status: 409,
      body: { msg: SLOT_MSG.taken },
    });
    expect(answer(await move({ fecha: d2, turno: 'Matutino', salon: terraza.uid }))).toMatchObject({
      status: 409,
      body: { msg: SALON_MSG.doesNotFit('Terraza', 120, 150) },
    });
    // the edit moves it to another salón and turno; its claim goes with it
    const edited = await put(`/api/event/${ev.uid}`, { turno: 'Vespertino', salon: jardin.uid });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().evento).toMatchObject({
      turno: 'Vespertino',
      salon: jardin.uid,
      salonNombre: 'Jardín',
    });
    const [claim] = await t.app.db.select().from(slotClaims).where(eq(slotClaims.eventId, ev.uid));
    expect(claim).toMatchObject({ fecha: d2, turno: 'Vespertino', salonId: jardin.uid });
    expect(await claimsAt(world.place.id, d2, 'Matutino')).toHaveLength(1);
    // the edit's audit entry names the salón before and after
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.eventId, ev.uid), eq(auditLog.kind, 'event_edited')));
    expect(entries.map((e) => [e.before?.salon, e.after?.salon])).toEqual([['Salón principal', 'Jardín']]);
    // more guests than its salón holds: refused
    const crowded = await put(`/api/event/${ev.uid}`, { salon: principal.uid, personas: 140 });
    expect(answer(crowded)).toMatchObject({
      status: 409,
      body: { msg: SALON_MSG.doesNotFit('Salón principal', 50, 100) },
    });
  });

  it('availability answers the free salones, or the one asked for', async () => {
    const { world, salones } = await branch({ capacidadMin: 50, capacidadMax: 150 }, [
      { nombre: 'Jardín', capacidadMin: 80, capacidadMax: 120 },
    ]);
    const [principal, jardin] = salones;
    const slot = { lugar: world.place.id, fecha: nextRequestDate(), turno: 'Vespertino' };
    const free = (s: SalonDto) => ({
      uid: s.uid,
      nombre: s.nombre,
      capacidadMin: s.capacidadMin,
      capacidadMax: s.capacidadMax,
    });
    const both = await checkSlot(slot);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({
      ok: true,
      fecha: slot.fecha,
      salones: [free(principal), free(jardin)],
    });

    await postEvent(t.app, w.superAdmin, eventBody(world, { ...slot, salon: principal.uid }));
    expect((await checkSlot(slot)).json().salones).toEqual([free(jardin)]);
    expect((await checkSlot({ ...slot, salon: jardin.uid })).json().salones).toEqual([free(jardin)]);
    expect(answer(await checkSlot({ ...slot, salon: principal.uid }))).toEqual({
      status: 409,
      body: { ok: false, msg: SLOT_MSG.taken },
    });
    expect(answer(await checkSlot({ ...slot, salon: w.place.id }))).toEqual({
      status: 404,
      body: { ok: false, msg: SALON_MSG.notFound },
    });
    const second = await postEvent(
      t.app,
      w.superAdmin,
      eventBody(world, { ...slot, salon: jardin.uid, personas: 100 }),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(answer(await checkSlot(slot))).toEqual({ status: 409, body: { ok: false, msg: SLOT_MSG.taken } });
  });

  it("a turno that does not run that weekday is refused: 'Ese turno no está disponible ese día'", async () => {
    const { world } = await branch({ capacidadMin: 50, capacidadMax: 150 }, []);
    let fecha = nextRequestDate();
    while (diaOf(fecha) === 6) fecha = nextRequestDate();
    const saturdays = await call(t.app, {
      method: 'PUT',
      url: `/api/lugares/${world.place.id}/turnos`,
      payload: {
        turnos: [
          { nombre: 'Matutino', inicio: '10:00', fin: '14:00', dias: [0, 1, 2, 3, 4, 5, 6] },
          { nombre: 'Vespertino', inicio: '15:00', fin: '19:00', dias: [6] },
        ],
        limpiezaMin: 60,
      },
      as: w.superAdmin,
    });
    expect(saturdays.statusCode, saturdays.body).toBe(200);
    const refused = { status: 400, body: { ok: false, msg: TURNO_MSG.notThatDay } };
    const slot = { fecha, turno: 'Vespertino' };
    expect(answer(await checkSlot({ lugar: world.place.id, ...slot }))).toEqual(refused);
    const [customer] = await manyCustomers(t, 1);
    expect(answer(await postRequest(customer, requestBody(world, slot)))).toEqual(refused);
    expect(answer(await postEvent(t.app, w.superAdmin, eventBody(world, slot)))).toEqual(refused);
    // the turno that runs every day is booked, and cannot be moved onto the one that does not
    const booked = await postEvent(t.app, w.superAdmin, eventBody(world, { fecha, turno: 'Matutino' }));
    expect(booked.statusCode, booked.body).toBe(201);
    const moved = await call(t.app, {
      method: 'PUT',
      url: `/api/event/adicionales/date/${booked.json().evento.uid}`,
      payload: slot,
      as: w.superAdmin,
    });
    expect(answer(moved)).toEqual(refused);
  });

  it('the contract names the salón only when its branch has more than one', async () => {
    const pdfText = async (eventId: string) => {
      const res = await call(t.app, { url: `/api/event/${eventId}/contrato.pdf`, as: w.superAdmin });
      expect(res.statusCode).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
      return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    };
    const { world, salones } = await branch({ capacidadMin: 50, capacidadMax: 150 }, [wide('Jardín')]);
    const inJardin = await postEvent(t.app, w.superAdmin, eventBody(world, { salon: salones[1].uid }));
    expect(await pdfText(inJardin.json().evento.uid)).toContain('SALÓN Jardín');
    const single = await postEvent(t.app, w.superAdmin, eventBody(w));
    expect(single.json().evento.salonNombre).toBe('Salón principal');
    expect(await pdfText(single.json().evento.uid)).not.toContain('SALÓN');
  });

  it("the family's answers name the salón (salonMostrado) only while its branch has more than one active", async () => {
    const { world, salones } = await branch({ capacidadMin: 50, capacidadMax: 150 }, [wide('Jardín')]);
    const [customer] = await manyCustomers(t, 1);
    const asked = await postRequest(customer, requestBody(world, { salon: salones[1].uid }));
    expect(asked.statusCode, asked.body).toBe(201);
    const booked = await postEvent(t.app, w.superAdmin, { ...eventBody(world), user: customer.id });
    expect(booked.statusCode, booked.body).toBe(201);
    const single = await postEvent(t.app, w.superAdmin, { ...eventBody(w), user: customer.id });
    expect(single.statusCode, single.body).toBe(201);
    const seen = async () => {
      const events = await call(t.app, { url: `/api/event/${customer.id}`, as: customer });
      const requests = await call(t.app, { url: '/api/solicitud', as: customer });
      const one = await call(t.app, { url: `/api/event/obtener/${booked.json().evento.uid}`, as: customer });
      const named = (rows: { lugar: { uid: string }; salonNombre: string; salonMostrado: string | null }[]) =>
        rows.map((r) => [
          r.lugar.uid === world.place.id ? 'Salones' : 'Centro',
          r.salonNombre,
          r.salonMostrado,
        ]);
      return {
        events: named(events.json().evento).sort(),
        requests: named(requests.json().solicitudes),
        detail: one.json().eventoData.salonMostrado,
      };
    };
    expect(await seen()).toEqual({
      events: [
        ['Centro', 'Salón principal', null],
        ['Salones', 'Salón principal', 'Salón principal'],
      ],
      requests: [['Salones', 'Jardín', 'Jardín']],
      detail: 'Salón principal',
    });
    // Jardín taken out of service: the branch has one active salón again, and names none
    const { uid, lugar, ...jardin } = salones[1];
    const off = await call(t.app, {
      method: 'PUT',
      url: `/api/lugares/${world.place.id}/salones/${uid}`,
      payload: { ...jardin, activo: false },
      as: w.superAdmin,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await seen()).toEqual({
      events: [
        ['Centro', 'Salón principal', null],
        ['Salones', 'Salón principal', null],
      ],
      requests: [['Salones', 'Jardín', null]],
      detail: null,
    });
  });
});
