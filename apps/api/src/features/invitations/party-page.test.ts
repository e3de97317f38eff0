// The party page as a guest meets it: when the party is (date, turno, hours; the .ics read by a real calendar
// parser), its forms answered POST-redirect-GET, a guest's own link that opens the answer in any browser, a
// map link a phone opens in its maps app, and the family stopping the answers while the page still reads.
import { INVITATION_MSG } from '@salones/shared/invitations';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { invitationRsvps, places, salones } from '../../db/schema/index.ts';
import { call, createUser } from '../../test/helper.ts';
import { setupWorld } from '../../test/world.ts';
import { hashToken } from './invitation-queries.ts';
import { answer, eventWithPage, noonInMexicoCity, rsvp } from './invitations.fixtures.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A browser's cookies, one level deep: what the answers set, sent back with the next request. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    take<R extends { headers: Record<string, unknown> }>(res: R): R {
      const raw = res.headers['set-cookie'];
      for (const line of [raw ?? []].flat() as string[]) {
        const [pair] = line.split(';');
        const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
        if (/Max-Age=0/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    },
    get header() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    has: (name: string) => jar.has(name),
  };
}

describe('the party page: when, the forms, a guest’s own link, the map, the answers stopped', () => {
  const { t, w } = setupWorld({
    now: () => noonInMexicoCity('2030-04-01'),
    publicUrl: 'https://fiestas.example',
  } as Partial<Config>);

  const page = (url: string, jar?: ReturnType<typeof cookieJar>) =>
    t.app.inject({ url, headers: jar?.header ? { cookie: jar.header } : {} });
  const post = (url: string, body: string, jar?: ReturnType<typeof cookieJar>) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...FORM, ...(jar?.header ? { cookie: jar.header } : {}) },
    });

  it('tells the date, the turno and the hours: the event’s own, else the turno’s usual ones', async () => {
    const timed = await eventWithPage(t.app, w, {
      event: { turno: 'Vespertino', entrada: '5:30 pm', salida: '22:00' },
    });
    const a = (await page(`/fiesta/${timed.invitacion.codigo}`)).body;
    expect(a).toContain('<dt>Turno</dt><dd>Vespertino</dd>');
    expect(a).toContain('<dt>Horario</dt><dd>De 17:30 a 22:00</dd>');
    // booked online: no hours written on the event
    const online = await eventWithPage(t.app, w, { event: { turno: 'Matutino', entrada: '', salida: '' } });
    const b = (await page(`/fiesta/${online.invitacion.codigo}`)).body;
    expect(b).toContain('<dt>Turno</dt><dd>Matutino</dd>');
    expect(b).toContain('<dt>Horario</dt><dd>De 10:00 a 15:00</dd>');
    expect(b).toMatch(/og:description" content="¡Cumple 6 años! [^"]*, 10:00, /);
  });

  it('the .ics is a timed event on Mexico City’s clock, with the address (read back by ical.js)', async () => {
    const read = async (codigo: string) => {
      const res = await t.app.inject({ url: `/api/invitacion/${codigo}/fiesta.ics` });
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(res.body));
      return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    };
    const online = await eventWithPage(t.app, w, {
      fecha: '2030-06-15',
      event: { turno: 'Vespertino', entrada: '', salida: '' },
    });
    const party = await read(online.invitacion.codigo);
    expect(party.startDate.isDate).toBe(false);
    expect(party.startDate.zone.tzid).toBe('America/Mexico_City');
    // 16:00 and 21:00 in Mexico City (UTC−6 all year) are 22:00 and 03:00 the next day in UTC
    expect(party.startDate.toJSDate().toISOString()).toBe('2030-06-15T22:00:00.000Z');
    expect(party.endDate.toJSDate().toISOString()).toBe('2030-06-16T03:00:00.000Z');
    expect(party.location).toBe(`${w.place.sucursal}, Av. Reforma 1`);
    expect(party.summary).toBe('Fiesta de Sofía');
    expect(party.description).toContain(`https://fiestas.example/fiesta/${online.invitacion.codigo}`);
    // the event's own hours win
    const timed = await eventWithPage(t.app, w, {
      fecha: '2030-06-16',
      event: { turno: 'Matutino', entrada: '11:00', salida: '16:30' },
    });
    const own = await read(timed.invitacion.codigo);
    expect(own.startDate.toJSDate().toISOString()).toBe('2030-06-16T17:00:00.000Z');
    expect(own.endDate.toJSDate().toISOString()).toBe('2030-06-16T22:30:00.000Z');
  });

  it('the form answers with a redirect to the page (303), which shows the result once; refused, the page itself', async () => {
    const { invitacion } = await eventWithPage(t.app, w);
    const url = `/fiesta/${invitacion.codigo}`;
    const guest = cookieJar();
    // refused: the page with the reason and what was typed, at the page's own address (no redirect)
    const bad = await post(url, 'nombre=Abuela+Lupita&asistira=si&ninos=0&adultos=0', guest);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/text\/html/);
    expect(bad.body).toContain(INVITATION_MSG.nobodyComing);
    expect(bad.body).toContain('value="Abuela Lupita"');

    const sent = guest.take(await post(url, 'nombre=Abuela+Lupita&asistira=si&ninos=2&adultos=1', guest));
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(url);
    expect(sent.body).toBe('');
    const shown = guest.take(await page(url, guest));
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`role="status">${INVITATION_MSG.rsvpYes}`);
    expect(shown.body).toContain('value="Abuela Lupita"');
    // reloaded: the page with the answer, the result not again
    const reloaded = await page(url, guest);
    expect(reloaded.body).not.toContain(INVITATION_MSG.rsvpYes);
    expect(reloaded.body).toContain('Actualizar respuesta');
    // the forms post to the page, not to the API
    expect(reloaded.body).toContain(`<form action="${url}" method="post">`);
    expect(reloaded.body).not.toContain('/formulario');

    const edited = guest.take(await post(url, 'nombre=Abuela+Lupita&asistira=si&ninos=3&adultos=1', guest));
    expect([edited.statusCode, edited.headers.location]).toEqual([303, url]);
    expect((await page(url, guest)).body).toContain(INVITATION_MSG.rsvpUpdated);
    const gone = guest.take(await post(url, 'accion=retirar', guest));
    expect([gone.statusCode, gone.headers.location]).toEqual([303, url]);
    expect(guest.has(`rsvp_${invitacion.codigo}`)).toBe(false); // the answer's cookie is cleared
    const after = await page(url, guest);
    expect(after.body).toContain(INVITATION_MSG.rsvpWithdrawn);
    expect(after.body).toContain('Enviar respuesta');

    // pages rendered before post to the API's form route: the same answer, a redirect to the page
    const old = await post(
      `/api/invitacion/${invitacion.codigo}/formulario`,
      'nombre=T%C3%ADo+Beto&asistira=no&ninos=0&adultos=0',
    );
    expect([old.statusCode, old.headers.location]).toEqual([303, url]);
  });

  it('a guest’s own link (‘Cambiar mi respuesta’) opens the answer in any browser, and changes or withdraws it', async () => {
    const { invitacion, event } = await eventWithPage(t.app, w);
    const url = `/fiesta/${invitacion.codigo}`;
    const phone = cookieJar();
    phone.take(await post(url, 'nombre=Mam%C3%A1+de+Leo&asistira=si&ninos=1&adultos=1', phone));
    const confirmation = (await page(url, phone)).body;
    const link =
      /<a class="btn secondary" href="(https:\/\/fiestas\.example\/fiesta\/[^"]+)">Cambiar mi respuesta<\/a>/.exec(
        confirmation,
      )?.[1];
    expect(link).toMatch(new RegExp(`/fiesta/${invitacion.codigo}/respuesta/[A-Za-z0-9_-]{32}$`));
    const path = new URL(link!).pathname;
    // only its hash is kept, like every secret: the link's token itself is nowhere in the database
    const token = path.split('/').at(-1)!;
    const byHash = (h: string) =>
      t.app.db.select().from(invitationRsvps).where(eq(invitationRsvps.tokenHash, h));
    expect(await byHash(token)).toHaveLength(0);
    expect(await byHash(hashToken(token))).toHaveLength(1);

    // WhatsApp's own browser: no cookie of this page at all
    const other = cookieJar();
    const opened = await page(path, other);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.body).toContain('value="Mamá de Leo"');
    expect(opened.body).toContain(`<form action="${path}" method="post">`);
    const changed = other.take(
      await post(path, 'nombre=Mam%C3%A1+de+Leo&asistira=si&ninos=2&adultos=2', other),
    );
    expect([changed.statusCode, changed.headers.location]).toEqual([303, path]);
    expect((await page(path, other)).body).toContain(INVITATION_MSG.rsvpUpdated);
    // that browser remembers the answer from now on, on the page's plain address too
    expect((await page(url, other)).body).toContain('value="Mamá de Leo"');
    const guests = await call(t.app, { url: `/api/event/${event.id}/invitados`, as: w.customer });
    expect(guests.json().invitados).toHaveLength(1);
    expect(guests.json().totales).toMatchObject({ ninos: 2, adultos: 2 });

    const withdrawn = await post(path, 'accion=retirar', cookieJar());
    expect([withdrawn.statusCode, withdrawn.headers.location]).toEqual([303, url]);
    const dead = await page(path);
    expect(dead.statusCode).toBe(404);
    expect(dead.body).toContain(INVITATION_MSG.rsvpNotFound);
    expect(dead.body).toContain('Enviar respuesta'); // the party is still there to answer again
    expect((await page(`/fiesta/${invitacion.codigo}/respuesta/${'x'.repeat(32)}`)).statusCode).toBe(404);
    expect((await page(`/fiesta/${invitacion.codigo}/respuesta/corto`)).statusCode).toBe(404);
  });

  it('‘Ver mapa’ opens the maps app (Google’s universal Maps URL), never the branch page’s embed', async () => {
    await t.app.db
      .update(places)
      .set({ mapaUrl: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3763.6!2d-99.17!3d19.35' })
      .where(eq(places.id, w.place.id));
    const { invitacion } = await eventWithPage(t.app, w);
    const body = (await page(`/fiesta/${invitacion.codigo}`)).body;
    expect(body).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=Av.%20Reforma%201" rel="noopener" target="_blank">Ver mapa</a>',
    );
    expect(body).not.toContain('/maps/embed');
  });

  it('the family stops the answers: guests still read the party but cannot answer; it can take them again', async () => {
    const { event, invitacion } = await eventWithPage(t.app, w);
    const stranger = await createUser(t.app, { role: 'user' });
    const set = (abiertas: unknown, as: { token: string } | null = w.customer) =>
      call(t.app, {
        method: 'PUT',
        url: `/api/event/${event.id}/invitacion/respuestas`,
        payload: { abiertas },
        as,
      });
    expect((await set(false, stranger)).statusCode).toBe(403);
    expect((await set(false, null)).statusCode).toBe(401);
    expect((await set('no')).json().msg).toBe(INVITATION_MSG.answersOpenInvalid);
    const stopped = await set(false);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({
      msg: INVITATION_MSG.answersStopped,
      invitacion: { codigo: invitacion.codigo, recibeRespuestas: false },
    });
    const read = await page(`/fiesta/${invitacion.codigo}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Las confirmaciones están cerradas');
    expect(read.body).toContain('<dt>Fecha</dt>');
    const refused = await rsvp(t.app, invitacion.codigo, answer());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(INVITATION_MSG.answersClosed('Sofía'));
    expect((await set(true, w.admin)).json()).toMatchObject({
      msg: INVITATION_MSG.answersReopened,
      invitacion: { recibeRespuestas: true },
    });
    expect((await rsvp(t.app, invitacion.codigo, answer())).statusCode).toBe(201);
  });

  it('names the party’s salón only once its branch has more than one active salón', async () => {
    const [first] = await t.app.db.select().from(salones).where(eq(salones.placeId, w.place.id)).limit(1);
    const { invitacion } = await eventWithPage(t.app, w, { event: { salonId: first.id } });
    expect((await page(`/fiesta/${invitacion.codigo}`)).body).not.toContain('Salón:');
    expect((await page(`/api/invitacion/${invitacion.codigo}`)).json()).not.toHaveProperty(
      'invitacion.salon',
    );
    await t.app.db
      .insert(salones)
      .values({ placeId: w.place.id, nombre: 'Jardín', capacidadMin: 50, capacidadMax: 150, orden: 9 });
    expect((await page(`/fiesta/${invitacion.codigo}`)).body).toContain(`Salón: ${first.nombre}`);
    expect((await page(`/api/invitacion/${invitacion.codigo}`)).json()).toHaveProperty(
      'invitacion.salon',
      first.nombre,
    );
  });
});
