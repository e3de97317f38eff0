// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): the footer's contact
// form posted by the browser itself (url-encoded, no JavaScript) to the page it is on is answered with that
// page, rendered with the contact route's answer and status: sent (and mailed), the errors next to their
// fields with the values kept, or the limit. Never a 5xx, never kept. (The real page is exercised by
// e2e/public/no-javascript.spec.ts; here a stand-in bundle shows the answers it is given.)
import { API_MSG } from '@salones/shared/api-messages';
import { CONTACT_MSG } from '@salones/shared/contact';
import { MSG } from '@salones/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, footerSettings } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { type SmtpReceiver, startSmtpReceiver, waitForMail } from '../test/smtp-receiver.ts';
import { standInPage, standInWebBuild } from '../test/stand-in-web-build.ts';

const FORM = 'application/x-www-form-urlencoded';
const contactForm = (fields: Record<string, string>) =>
  new URLSearchParams({ formulario: 'contacto', ...fields }).toString();

const postTo =
  (t: TestApp) =>
  (url: string, form: string, contentType = FORM) =>
    t.app.inject({ method: 'POST', url, payload: form, headers: { 'content-type': contentType } });
const contactAnswerOf = (body: string) => standInPage(body)?.answers?.contact;

describe('the contact form without JavaScript', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let post: ReturnType<typeof postTo>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    // the per-IP limit has its own test below
    t = await buildTestApp(
      { webDistDir: standInWebBuild(), smtpUrl: smtp.url },
      { RATE_LIMIT_AUTH_PER_MINUTE: '1000' },
    );
    await t.app.db.update(footerSettings).set({ emailContacto: 'contacto@fiestas.example' });
    post = postTo(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the message (stored, then mailed) and answers with the page and the message the app shows', async () => {
    const res = await post(
      '/',
      contactForm({ email: 'Visitante@Example.com', message: '¿Tienen fecha el 5 de mayo?\nGracias' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(standInPage(res.body)?.url).toBe('/');
    // sent: the fields are emptied, as the app's form empties itself
    expect(contactAnswerOf(res.body)).toEqual({
      state: 'enviado',
      msg: CONTACT_MSG.sent,
      email: '',
      message: '',
      errors: {},
    });
    await waitForMail(smtp, 'contacto@fiestas.example', /visitante@example\.com/);
    expect(smtp.lastTo('contacto@fiestas.example')).toContain('5 de mayo');
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'visitante@example.com'));
    expect(row.message).toBe('¿Tienen fecha el 5 de mayo?\nGracias');
  });

  it('is answered on every public page, the branch and log-in pages included (by the form it names)', async () => {
    for (const url of [
      '/descripcion',
      '/carrito',
      '/centro',
      '/centro/paquete-1',
      '/iniciar-sesion?volver=%2F',
    ]) {
      const res = await post(url, contactForm({ email: 'pagina@example.com', message: url }));
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(standInPage(res.body)?.url).toBe(url);
      expect(standInPage(res.body)?.answers).toEqual({
        contact: expect.objectContaining({ state: 'enviado' }),
      });
    }
    await waitForMail(smtp, 'contacto@fiestas.example', /\/iniciar-sesion/);
  });

  it('answers bad input with a 400, each field its own message, and what was typed kept', async () => {
    const empty = await post('/centro', contactForm({ email: '', message: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(contactAnswerOf(empty.body)).toEqual({
      state: 'error',
      msg: MSG.emailRequired,
      email: '',
      message: '  ',
      errors: { email: MSG.emailRequired, message: 'Escribe un mensaje' },
    });

    const badEmail = await post('/descripcion', contactForm({ email: 'ana@', message: 'Hola' }));
    expect(badEmail.statusCode).toBe(400);
    expect(contactAnswerOf(badEmail.body)).toEqual({
      state: 'error',
      msg: MSG.emailInvalid,
      email: 'ana@',
      message: 'Hola',
      errors: { email: MSG.emailInvalid },
    });

    const tooLong = await post('/', contactForm({ email: 'a@b.mx', message: 'x'.repeat(5001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(contactAnswerOf(tooLong.body)?.errors).toEqual({ message: 'El mensaje es demasiado largo' });
  });

  it('never answers garbage with a 5xx', async () => {
    const bodies: [string, string][] = [
      ['', FORM],
      ['formulario=contacto', FORM],
      ['formulario=contacto&email=%ZZ&email[]=1&email=2&message[a]=b', FORM],
      [`formulario=contacto&email=${'a'.repeat(5000)}&message=%00${'9'.repeat(300)}`, FORM],
      ['{"formulario": "contacto", "email": 5, "message": {"a": 1}}', 'application/json'],
      ['{not json', 'application/json'],
      ['hola', 'text/plain'],
    ];
    for (const url of ['/', '/centro', '/centro/x', '/iniciar-sesion']) {
      for (const [form, type] of bodies) {
        const res = await post(url, form, type);
        const what = `${url} ${type} ${form.slice(0, 40)}: ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, what).toBeLessThan(500);
      }
    }
  });

  it('leaves the API, the staff pages and unknown addresses alone', async () => {
    const form = contactForm({ email: 'nadie@example.com', message: 'Hola' });
    expect((await post('/api', form)).statusCode).toBe(404);
    expect((await post('/api/nada', form)).statusCode).toBe(404);
    expect((await post('/admin', form)).statusCode).toBe(404);
    expect((await post('/admin/users', form)).statusCode).toBe(404);
    expect((await post('/%61dmin/users', form)).statusCode).toBe(404);
    expect((await post('/centro/x/y', form)).statusCode).toBe(404);
    expect((await post('/uploads/slides', form)).statusCode).toBe(404);
    expect((await post('/pdf/abc', form)).statusCode).toBe(404);
    const stored = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'nadie@example.com'));
    expect(stored).toEqual([]);
    // a page that does not exist answers with its not-found page (and the message is sent)
    expect(
      (await post('/falta', contactForm({ email: 'falta@example.com', message: 'Hola' }))).statusCode,
    ).toBe(404);
  });
});

describe('the contact form without JavaScript, past the per-IP limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: standInWebBuild() }, { RATE_LIMIT_AUTH_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it("counts against the contact route's limit for the visitor's IP: a 429 page with its message", async () => {
    const post = postTo(t);
    const form = contactForm({ email: 'muchos@example.com', message: 'Hola' });
    expect((await post('/', form)).statusCode).toBe(200);
    expect((await post('/descripcion', form)).statusCode).toBe(200);
    const limited = await post('/', form);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect(contactAnswerOf(limited.body)).toEqual({
      state: 'error',
      msg: API_MSG.tooManyRequests,
      email: 'muchos@example.com',
      message: 'Hola',
      errors: {},
    });
    // another visitor is not limited
    const other = await t.app.inject({
      method: 'POST',
      url: '/',
      payload: form,
      headers: { 'content-type': FORM },
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(200);
  });
});
