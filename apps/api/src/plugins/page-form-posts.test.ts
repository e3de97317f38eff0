// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): the branch page's
// availability form posted by the browser itself (url-encoded, no JavaScript) is answered with the page,
// rendered with the API's answer and status; bad input is a 400 with the Spanish message, never a 5xx. (The
// real bundle's page is exercised by e2e/public/no-javascript.spec.ts; here a stand-in bundle shows the
// answers it is given.)
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { EVENT_REF_MSG } from '@salones/shared/event-refs';
import { EVENT_MSG } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { SLOT_MSG } from '@salones/shared/slots';
import { diaOf, TURNO_MSG } from '@salones/shared/turnos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, turnoSchedules } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { standInPage, standInWebBuild } from '../test/stand-in-web-build.ts';
import { createEventVia, makeWorld } from '../test/world.ts';

describe('POST /{lugarname}: the availability form without JavaScript', () => {
  let t: TestApp;
  let lugar = '';
  const fecha = addDays(todayInMexicoCity(), 30);
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: standInWebBuild() });
    const [place] = await t.app.db
      .insert(places)
      .values({ sucursal: 'Sucursal Centro', lugarname: 'centro' })
      .returning({ id: places.id });
    lugar = place.id;
  });
  afterAll(() => t.close());

  const post = (url: string, form: string, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({ method: 'POST', url, payload: form, headers: { 'content-type': contentType } });
  const answerOf = (body: string) => standInPage(body)?.answers?.availability;

  it('answers a free slot with the page and the same message the app shows', async () => {
    const res = await post('/centro', new URLSearchParams({ lugar, fecha, turno: 'Matutino' }).toString());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<div id="root">/centro ');
    expect(answerOf(res.body)).toEqual({
      lugar,
      fecha,
      turno: 'Matutino',
      state: 'libre',
      msg: MSG.dateAvailable,
    });
  });

  it('answers a taken slot with a 409 and the message the app shows', async () => {
    const w = await makeWorld(t.app);
    await createEventVia(t.app, w, { fecha, turno: 'Vespertino' });
    const res = await post(
      `/${w.place.lugarname}`,
      new URLSearchParams({ lugar: w.place.id, fecha, turno: 'Vespertino' }).toString(),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(answerOf(res.body)).toEqual({
      lugar: w.place.id,
      fecha,
      turno: 'Vespertino',
      state: 'ocupado',
      msg: EVENT_MSG.slotTaken,
    });
  });

  // A date within the branch's lead time (default 2 days) is not 'libre' for a family
  it('answers a date too soon with a 409 and the message a request gets', async () => {
    const tomorrow = addDays(todayInMexicoCity(), 1);
    const res = await post(
      '/centro',
      new URLSearchParams({ lugar, fecha: tomorrow, turno: 'Matutino' }).toString(),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(answerOf(res.body)).toEqual({
      lugar,
      fecha: tomorrow,
      turno: 'Matutino',
      state: 'pronto',
      msg: SLOT_MSG.tooSoon(2),
    });
  });

  it('answers bad input with a 400 and its Spanish message', async () => {
    const missing = await post(
      '/centro',
      new URLSearchParams({ lugar, fecha: '', turno: 'Matutino' }).toString(),
    );
    expect(missing.statusCode).toBe(400);
    expect(answerOf(missing.body)).toMatchObject({
      fecha: '',
      state: 'error',
      msg: MSG.availabilityIncomplete,
    });

    const badTurno = await post(
      '/centro',
      new URLSearchParams({ lugar, fecha, turno: 'Nocturno' }).toString(),
    );
    expect(badTurno.statusCode).toBe(400);
    expect(answerOf(badTurno.body)).toMatchObject({
      fecha,
      turno: '',
      state: 'error',
      msg: EVENT_MSG.turnoInvalid,
    });

    const past = await post(
      '/centro',
      new URLSearchParams({ lugar, fecha: '2020-01-01', turno: 'Matutino' }).toString(),
    );
    expect(past.statusCode).toBe(400);
    expect(answerOf(past.body)).toMatchObject({ state: 'error', msg: MSG.dateNotAfterToday });

    const noBranch = await post(
      '/centro',
      new URLSearchParams({ lugar: 'x', fecha, turno: 'Matutino' }).toString(),
    );
    expect(noBranch.statusCode).toBe(404);
    expect(answerOf(noBranch.body)).toMatchObject({ state: 'error', msg: EVENT_REF_MSG.placeNotFound });
  });

  it("a branch's own turno: kept in the answer; on a day it does not run, the server's message", async () => {
    const [place] = await t.app.db
      .insert(places)
      .values({ sucursal: 'Sucursal Sábados', lugarname: 'sabados' })
      .returning({ id: places.id });
    await t.app.db.insert(turnoSchedules).values({
      placeId: place.id,
      turnos: [
        { nombre: 'Matutino', inicio: '10:00', fin: '15:00', dias: [0, 1, 2, 3, 4, 5] },
        { nombre: 'Tarde', inicio: '17:00', fin: '21:00', dias: [6] },
      ],
      limpiezaMin: 60,
    });
    const on = (dia: number) => {
      let day = fecha;
      while (diaOf(day) !== dia) day = addDays(day, 1);
      return day;
    };
    const ask = (day: string, turno: string) =>
      post('/sabados', new URLSearchParams({ lugar: place.id, fecha: day, turno }).toString());

    const saturday = await ask(on(6), 'Tarde');
    expect(saturday.statusCode, saturday.body).toBe(200);
    expect(answerOf(saturday.body)).toMatchObject({ fecha: on(6), turno: 'Tarde', state: 'libre' });
    const friday = await ask(on(5), 'Tarde');
    expect(friday.statusCode).toBe(400);
    expect(answerOf(friday.body)).toMatchObject({
      turno: 'Tarde',
      state: 'error',
      msg: TURNO_MSG.notThatDay,
    });
    const unknown = await ask(on(6), 'Vespertino');
    expect(unknown.statusCode).toBe(400);
    expect(answerOf(unknown.body)).toMatchObject({ turno: '', state: 'error', msg: EVENT_MSG.turnoInvalid });
  });

  it('never answers garbage with a 5xx', async () => {
    const bodies: [string, string][] = [
      ['', 'application/x-www-form-urlencoded'],
      ['fecha=%ZZ&turno[]=1&turno=2&lugar=', 'application/x-www-form-urlencoded'],
      [`lugar=${'a'.repeat(5000)}&fecha=${'9'.repeat(300)}&turno=%00`, 'application/x-www-form-urlencoded'],
      ['{"fecha": 5, "turno": {"a": 1}}', 'application/json'],
      ['{not json', 'application/json'],
      ['hola', 'text/plain'],
    ];
    for (const [form, type] of bodies) {
      const res = await post('/centro', form, type);
      expect(
        res.statusCode,
        `${type} ${form.slice(0, 40)}: ${res.body.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('leaves the API and the other addresses alone', async () => {
    expect((await post('/api', 'a=1')).statusCode).toBe(404);
    // (a package page's post is its footer's contact form: contact-form-post.test.ts)
    expect((await post('/centro/otra/mas', 'a=1')).statusCode).toBe(404);
    const unknown = await post('/falta', new URLSearchParams({ lugar, fecha, turno: 'Matutino' }).toString());
    expect(unknown.statusCode).toBe(404); // the page's own not-found
  });
});
