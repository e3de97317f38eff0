// The party page — the family's page, the public read and page, RSVP answers with their token,
// capacity, deadline (a clock the test controls), closing, privacy
// (docs/architecture.md#guests-data-stays-with-the-family) and the no-JavaScript form.
import { addDays } from '@salones/shared/dates';
import { INVITATION_MSG } from '@salones/shared/invitations';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { call, createUser } from '../../test/helper.ts';
import { setupWorld } from '../../test/world.ts';
import { answer, eventWithPage, noonInMexicoCity, rsvp } from './invitations.fixtures.ts';

const START = noonInMexicoCity('2030-04-01');
let clock = START;

describe('the party page', () => {
  const { t, w } = setupWorld({ now: () => clock, publicUrl: 'https://fiestas.example' } as Partial<Config>);
  beforeEach(() => {
    clock = START;
  });

  it('the owner creates the page with an unguessable code; editing keeps it; defaults apply', async () => {
    const { event, invitacion } = await eventWithPage(t.app, w, { fecha: '2030-04-20' });
    expect(invitacion.codigo).toMatch(/^[A-Za-z0-9_-]{22}$/); // 16 random bytes = 128 bits
    expect(invitacion.url).toBe(`https://fiestas.example/fiesta/${invitacion.codigo}`);
    expect(invitacion.fechaLimite).toBe('2030-04-17');
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/event/${event.id}/invitacion`,
      payload: { festejado: 'Sofía María', edad: '7', tema: 'espacio', mostrarMapa: false },
      as: w.admin,
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json().invitacion;
    expect(edited).toMatchObject({
      codigo: invitacion.codigo,
      festejado: 'Sofía María',
      edad: 7,
      tema: 'espacio',
      mostrarMapa: false,
    });
    expect(edited.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\?text=.*Sof%C3%ADa%20Mar%C3%ADa/);
    const read = await call(t.app, {
      method: 'GET',
      url: `/api/event/${event.id}/invitacion`,
      as: w.customer,
    });
    expect(read.json().invitacion.codigo).toBe(invitacion.codigo);
  });

  it('only the owner or staff manage the page and read the guests; bad input is a Spanish 400', async () => {
    const { event, invitacion } = await eventWithPage(t.app, w);
    const stranger = await createUser(t.app, { role: 'user' });
    const put = (payload: object, as: { token: string } | null = w.customer) =>
      call(t.app, { method: 'PUT', url: `/api/event/${event.id}/invitacion`, payload, as });
    expect((await put({ festejado: 'X', edad: 5 }, stranger)).statusCode).toBe(403);
    expect((await put({ festejado: 'X', edad: 5 }, null)).statusCode).toBe(401);
    for (const [payload, msg] of [
      [{ festejado: '', edad: 5 }, INVITATION_MSG.festejadoRequired],
      [{ festejado: 'x'.repeat(61), edad: 5 }, INVITATION_MSG.festejadoTooLong],
      [{ festejado: 'Leo', edad: 18 }, INVITATION_MSG.edadInvalid],
      [{ festejado: 'Leo', edad: 5, tema: 'piratas' }, INVITATION_MSG.temaInvalid],
      [{ festejado: 'Leo', edad: 5, mensaje: 'x'.repeat(501) }, INVITATION_MSG.mensajeTooLong],
      [{ festejado: 'Leo', edad: 5, fechaLimite: '2031-01-01' }, INVITATION_MSG.fechaLimiteAfterEvent],
      [{ festejado: 'Leo', edad: 5, fechaLimite: '2030-02-31' }, INVITATION_MSG.fechaLimiteInvalid],
      [{ festejado: 'Le\u0000o', edad: 5 }, 'El texto contiene un carácter no permitido (NUL)'],
    ] as const) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (!msg.includes('NUL')) expect(res.json().msg).toBe(msg);
    }
    const guests = (as: { token: string } | null) =>
      call(t.app, { method: 'GET', url: `/api/event/${event.id}/invitados`, as });
    expect((await guests(stranger)).statusCode).toBe(403);
    expect((await guests(null)).statusCode).toBe(401);
    expect((await guests(w.admin)).statusCode).toBe(200);
    expect((await rsvp(t.app, invitacion.codigo, answer({ ninos: 11 }))).json().msg).toBe(
      INVITATION_MSG.ninosInvalid,
    );
    expect((await rsvp(t.app, invitacion.codigo, answer({ nombre: '' }))).json().msg).toBe(
      INVITATION_MSG.nombreRequired,
    );
    expect((await rsvp(t.app, invitacion.codigo, answer({ ninos: 0, adultos: 0 }))).json().msg).toBe(
      INVITATION_MSG.nobodyComing,
    );
    expect((await rsvp(t.app, invitacion.codigo, { ...answer(), nombre: 'a\u0000' })).statusCode).toBe(400);
  });

  it('a guest answers without an account, edits and withdraws with the token; the family sees the totals', async () => {
    const { event, invitacion } = await eventWithPage(t.app, w);
    const first = await rsvp(
      t.app,
      invitacion.codigo,
      answer({ alergias: 'Nueces', telefono: '55 1234 5678' }),
    );
    expect(first.statusCode).toBe(201);
    const { uid, token } = first.json().rsvp;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.json().msg).toBe(INVITATION_MSG.rsvpYes);
    const no = await rsvp(t.app, invitacion.codigo, answer({ nombre: 'Papá de Ana', asistira: false }));
    expect(no.json().msg).toBe(INVITATION_MSG.rsvpNo);
    // the same name twice (case and spaces aside) → edit the first instead
    const twice = await rsvp(t.app, invitacion.codigo, answer({ nombre: '  mamá  DE leo ' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(INVITATION_MSG.sameName);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/invitacion/${invitacion.codigo}/rsvp/${token}`,
      payload: answer({ ninos: 2, adultos: 2, alergias: 'Nueces', telefono: '55 1234 5678' }),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().rsvp.uid).toBe(uid);
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/event/${event.id}/invitados`,
      as: w.customer,
    });
    expect(list.json()).toMatchObject({
      totales: { si: 1, no: 1, ninos: 2, adultos: 2 },
      personas: 80,
      invitacion: true,
    });
    expect(list.json().invitados[0]).toEqual({
      uid,
      nombre: 'Mamá de Leo',
      asistira: true,
      ninos: 2,
      adultos: 2,
      alergias: 'Nueces',
      telefono: '55 1234 5678',
      llegada: false,
    });
    // a 'no' answer counts nobody
    expect(list.json().invitados[1]).toMatchObject({
      nombre: 'Papá de Ana',
      asistira: false,
      ninos: 0,
      adultos: 0,
    });

    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/invitacion/${invitacion.codigo}/rsvp/${'x'.repeat(32)}`,
      payload: answer(),
    });
    expect(wrong.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitacion/${invitacion.codigo}/rsvp/${token}`,
    });
    expect(del.json().msg).toBe(INVITATION_MSG.rsvpWithdrawn);
    const after = await call(t.app, {
      method: 'GET',
      url: `/api/event/${event.id}/invitados`,
      as: w.customer,
    });
    expect(after.json().totales).toEqual({ si: 0, no: 1, ninos: 0, adultos: 0 });
    // withdrawn: the name is free again
    expect((await rsvp(t.app, invitacion.codigo, answer())).statusCode).toBe(201);
  });

  it('staff mark arrivals from any day; the family cannot', async () => {
    const { event, invitacion } = await eventWithPage(t.app, w);
    const { uid } = (await rsvp(t.app, invitacion.codigo, answer())).json().rsvp;
    const mark = (as: { token: string }, llegada: boolean, rsvpId = uid) =>
      call(t.app, {
        method: 'PUT',
        url: `/api/event/${event.id}/invitados/${rsvpId}/llegada`,
        payload: { llegada },
        as,
      });
    expect((await mark(w.customer, true)).statusCode).toBe(403);
    const res = await mark(w.admin, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().invitado.llegada).toBe(true);
    expect((await mark(w.superAdmin, false)).json().invitado.llegada).toBe(false);
    expect((await mark(w.admin, true, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('closes when the yes people reach personas (409 in Spanish); a no still goes in', async () => {
    const { invitacion } = await eventWithPage(t.app, w, { personas: 10 });
    expect(
      (await rsvp(t.app, invitacion.codigo, answer({ nombre: 'A', ninos: 5, adultos: 3 }))).statusCode,
    ).toBe(201);
    const over = await rsvp(t.app, invitacion.codigo, answer({ nombre: 'B', ninos: 2, adultos: 1 }));
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe('Ya no hay lugares; comunícate con la familia de Sofía');
    expect(
      (await rsvp(t.app, invitacion.codigo, answer({ nombre: 'C', ninos: 1, adultos: 1 }))).statusCode,
    ).toBe(201);
    expect((await rsvp(t.app, invitacion.codigo, answer({ nombre: 'D', asistira: false }))).statusCode).toBe(
      201,
    );
    const page = await t.app.inject({ method: 'GET', url: `/api/invitacion/${invitacion.codigo}` });
    expect(page.json().invitacion.abierta).toBe(false);
  });

  it('refuses answers after the deadline (the clock moves), and closes 7 days after the party', async () => {
    const { invitacion, event } = await eventWithPage(t.app, w, { fecha: '2030-04-20' });
    clock = noonInMexicoCity('2030-04-17'); // the deadline's day: still open
    expect((await rsvp(t.app, invitacion.codigo, answer({ nombre: 'A tiempo' }))).statusCode).toBe(201);
    clock = noonInMexicoCity('2030-04-18');
    const late = await rsvp(t.app, invitacion.codigo, answer({ nombre: 'Tarde' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(INVITATION_MSG.deadlinePassed('Sofía'));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invitacion/${invitacion.codigo}` })).json().invitacion
        .abierta,
    ).toBe(false);
    clock = noonInMexicoCity(addDays(event.fecha, 7));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invitacion/${invitacion.codigo}` })).statusCode,
    ).toBe(200);
    clock = noonInMexicoCity(addDays(event.fecha, 8));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invitacion/${invitacion.codigo}` })).statusCode,
    ).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: `/fiesta/${invitacion.codigo}` })).statusCode).toBe(410);
  });

  it('DELETE closes the page: the public read and the page answer 410; unknown codes are 404', async () => {
    const { event, invitacion } = await eventWithPage(t.app, w);
    const del = await call(t.app, {
      method: 'DELETE',
      url: `/api/event/${event.id}/invitacion`,
      as: w.customer,
    });
    expect(del.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/invitacion/${invitacion.codigo}` });
    expect(read.statusCode).toBe(410);
    expect(read.json().msg).toBe(INVITATION_MSG.gone);
    const page = await t.app.inject({ method: 'GET', url: `/fiesta/${invitacion.codigo}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(INVITATION_MSG.gone);
    expect((await rsvp(t.app, invitacion.codigo, answer())).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitacion/${'A'.repeat(22)}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/fiesta/nada' })).statusCode).toBe(404);
    // a new page gets a new code; the old one stays closed
    const again = await call(t.app, {
      method: 'PUT',
      url: `/api/event/${event.id}/invitacion`,
      payload: { festejado: 'Sofía', edad: 6 },
      as: w.customer,
    });
    expect(again.json().invitacion.codigo).not.toBe(invitacion.codigo);
  });

  it('the public read, the page, its image and calendar carry nothing of the family (docs/architecture.md#guests-data-stays-with-the-family)', async () => {
    const family = await createUser(t.app, {
      role: 'user',
      name: 'Regina',
      lastname: 'Zubiría',
      phone: '5599887766',
    });
    const { invitacion } = await eventWithPage(t.app, { ...w, customer: family }, { as: family });
    const read = await t.app.inject({ method: 'GET', url: `/api/invitacion/${invitacion.codigo}` });
    expect(read.statusCode).toBe(200);
    const dto = read.json().invitacion;
    expect(Object.keys(dto).sort()).toEqual(
      [
        'abierta',
        'codigo',
        'diasParaLaFiesta',
        'edad',
        'fecha',
        'fechaEnPalabras',
        'fechaLimite',
        'festejado',
        'entrada',
        'mensaje',
        'salida',
        'sucursal',
        'tema',
        'turno',
      ].sort(),
    );
    const page = await t.app.inject({ method: 'GET', url: `/fiesta/${invitacion.codigo}` });
    const ics = await t.app.inject({ method: 'GET', url: `/api/invitacion/${invitacion.codigo}/fiesta.ics` });
    for (const body of [read.body, page.body, ics.body]) {
      for (const secret of [family.email, 'Regina', 'Zubiría', '5599887766', 'precio', 'abono']) {
        expect(body).not.toContain(secret);
      }
    }
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.body).toContain('Sofía');
    expect(page.body).toContain('¡Cumple 6 años!');
    expect(page.body).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d+ de [a-z]+ de 2030/);
    expect(page.body).toContain('De 14:00 a 19:00');
    expect(page.body).toContain('https://wa.me/?text=');
    expect(page.body).toContain(
      `og:image" content="https://fiestas.example/api/invitacion/${invitacion.codigo}/imagen.png?v=`,
    );
    expect(page.body).not.toContain('<script');
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.body).toContain('DTSTART;TZID=America/Mexico_City:');
    expect(ics.body).toMatch(/DTSTART;TZID=America\/Mexico_City:\d{8}T140000/);
    const png = await t.app.inject({ method: 'GET', url: `/api/invitacion/${invitacion.codigo}/imagen.png` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(png.rawPayload.readUInt32BE(20)).toBe(630);
  }, 30_000);

  it('the form works without JavaScript: answer, edit (remembered by a cookie), withdraw', async () => {
    // the form route of pages rendered before the form posted to the page's own address
    const { event, invitacion } = await eventWithPage(t.app, w);
    const url = `/api/invitacion/${invitacion.codigo}/formulario`;
    const form = (body: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      });
    const bad = await form('nombre=&asistira=si&ninos=1&adultos=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(INVITATION_MSG.nombreRequired);
    // refused under /api, the page keeps its own policy (its inline stylesheet applies; no script may run)
    for (const res of [bad, await t.app.inject({ method: 'GET', url: `/fiesta/${invitacion.codigo}` })]) {
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      );
    }
    // answered: a redirect to the page (POST-redirect-GET), which shows the result (party-page.test.ts)
    const sent = await form('nombre=Abuela+Lupita&asistira=si&ninos=2&adultos=1&alergias=&telefono=');
    expect([sent.statusCode, sent.headers.location]).toEqual([303, `/fiesta/${invitacion.codigo}`]);
    const cookieOf = (res: typeof sent) =>
      ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) =>
        c.startsWith(`rsvp_${invitacion.codigo}=`),
      ) ?? '';
    const setCookie = cookieOf(sent);
    expect(setCookie).toMatch(
      new RegExp(
        `^rsvp_${invitacion.codigo}=[A-Za-z0-9_-]{32}; Max-Age=\\d+; Path=/; HttpOnly; Secure; SameSite=Lax`,
      ),
    );
    const cookie = setCookie.split(';')[0];
    const page = await t.app.inject({
      method: 'GET',
      url: `/fiesta/${invitacion.codigo}`,
      headers: { cookie },
    });
    expect(page.body).toContain('value="Abuela Lupita"');
    expect(page.body).toContain('Actualizar respuesta');
    const edited = await form('nombre=Abuela+Lupita&asistira=si&ninos=3&adultos=1', cookie);
    expect(edited.statusCode).toBe(303);
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/event/${event.id}/invitados`,
      as: w.customer,
    });
    expect(list.json().invitados).toHaveLength(1);
    expect(list.json().totales).toMatchObject({ ninos: 3, adultos: 1 });
    const gone = await form('accion=retirar', cookie);
    expect(gone.statusCode).toBe(303);
    expect(cookieOf(gone)).toMatch(/Max-Age=0/);
    const empty = await call(t.app, {
      method: 'GET',
      url: `/api/event/${event.id}/invitados`,
      as: w.customer,
    });
    expect(empty.json().invitados).toHaveLength(0);
    // another route still refuses a url-encoded body
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/invitacion/${invitacion.codigo}/rsvp`,
      payload: 'nombre=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(other.statusCode).toBe(415);
  });
});

describe('answers per page are limited (RSVP_PER_PAGE_PER_MINUTE), per IP too (RSVP_PER_IP_PER_MINUTE)', () => {
  const { t, w } = setupWorld({ now: () => START } as Partial<Config>, {
    RSVP_PER_PAGE_PER_MINUTE: '60',
    RSVP_PER_IP_PER_MINUTE: '5',
  });

  it('60 answers a minute from a class fit; the 61st waits; one IP gets its own smaller limit', async () => {
    const { invitacion } = await eventWithPage(t.app, w, { personas: 150 });
    const results = [];
    for (let i = 0; i < 61; i++) {
      results.push(
        (await rsvp(t.app, invitacion.codigo, answer({ nombre: `Invitado ${i}` }), `10.1.0.${i}`)).statusCode,
      );
    }
    expect(results.slice(0, 60).every((s) => s === 201)).toBe(true);
    expect(results[60]).toBe(429);
    const other = await eventWithPage(t.app, w);
    const oneIp = [];
    for (let i = 0; i < 6; i++) {
      oneIp.push(
        (await rsvp(t.app, other.invitacion.codigo, answer({ nombre: `P ${i}` }), '10.9.9.9')).statusCode,
      );
    }
    expect(oneIp).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
