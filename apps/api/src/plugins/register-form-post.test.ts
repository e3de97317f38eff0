// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): the registration
// page's form (`/registro`) posted by the browser itself. Answered with the page rendered with the
// registration route's answer and status: created (the activation mail queued and delivered; the fields
// emptied), bad input (each field's message, the values kept but never the passwords), an e-mail already
// taken, the per-IP limit; a post from another site is refused. Never a 5xx, never kept. (The real page is
// exercised by e2e/public/no-javascript.spec.ts; here a stand-in bundle shows the answers it is given.)
import { EMAIL_TAKEN } from '@salones/shared/accounts';
import { API_MSG } from '@salones/shared/api-messages';
import { MSG } from '@salones/shared/messages';
import { PAGE_FORM_MSG } from '@salones/shared/page-forms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { type SmtpReceiver, startSmtpReceiver, waitForMail } from '../test/smtp-receiver.ts';
import { standInPage, standInWebBuild } from '../test/stand-in-web-build.ts';

let registered = 0;
/** A valid registration form (a new e-mail each time), with `overrides`. */
const registration = (overrides: Record<string, string> = {}) => {
  registered += 1;
  return {
    name: 'Ana',
    lastname: 'López',
    email: `ana${registered}-${Date.now()}@example.com`,
    phone: '5512345678',
    password: 'secreto123',
    repeatPassword: 'secreto123',
    ...overrides,
  };
};
const activationLink = (publicUrl: string) => new RegExp(`${publicUrl}/activar/([A-Za-z0-9_-]+)`);

const FORM = 'application/x-www-form-urlencoded';
const PUBLIC_URL = 'https://fiestas.example';
const EMPTY = { name: '', lastname: '', email: '', phone: '' };

const postTo =
  (t: TestApp) =>
  (
    form: Record<string, unknown> | string,
    { url = '/registro?volver=%2Fcentro', type = FORM, ip = '127.0.0.1', headers = {} } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload:
        typeof form === 'string' ? form : new URLSearchParams(form as Record<string, string>).toString(),
      headers: { 'content-type': type, ...headers },
      remoteAddress: ip,
    });
const registerAnswerOf = (body: string) => standInPage(body)?.answers?.register;
const usersWithEmail = (t: TestApp, email: string) =>
  t.app.db.select().from(users).where(eq(users.email, email.toLowerCase()));

describe('the registration page without JavaScript', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let post: ReturnType<typeof postTo>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    // the per-IP limit has its own test below
    t = await buildTestApp(
      { webDistDir: standInWebBuild(), smtpUrl: smtp.url, publicUrl: PUBLIC_URL },
      { RATE_LIMIT_AUTH_PER_MINUTE: '1000' },
    );
    post = postTo(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('creates the inactive account, mails its activation link, and answers with the message the app shows', async () => {
    const form = registration({ email: 'Mama.De.Sofia@Example.com' });
    const res = await post({ ...form, volver: '/centro' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(standInPage(res.body)?.url).toBe('/registro?volver=%2Fcentro');
    // created: the fields are emptied; the passwords never come back
    expect(registerAnswerOf(res.body)).toEqual({
      state: 'registrado',
      msg: MSG.registered,
      values: EMPTY,
      errors: {},
    });
    expect(res.body).not.toContain(form.password);
    const [row] = await usersWithEmail(t, form.email);
    expect(row).toMatchObject({ name: 'Ana', lastname: 'López', role: 'user', active: false });
    // through the job queue, to a real SMTP server
    const [link] = await waitForMail(smtp, 'mama.de.sofia@example.com', activationLink(PUBLIC_URL));
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/activar/[\\w-]{22,}$`));
  });

  it('takes the WhatsApp box when ticked (registration is its source), and not when unticked', async () => {
    const ticked = registration();
    const unticked = registration();
    expect((await post({ ...ticked, whatsapp: 'on' })).statusCode).toBe(201);
    expect((await post(unticked)).statusCode).toBe(201);
    const [on] = await usersWithEmail(t, ticked.email);
    const [off] = await usersWithEmail(t, unticked.email);
    expect(on.whatsappOptInSource).toBe('registro');
    expect(on.whatsappOptInAt).not.toBeNull();
    expect(off.whatsappOptInAt).toBeNull();
  });

  it('answers bad input with a 400, each field its own message, the values kept but never the passwords', async () => {
    const empty = await post({
      name: '',
      lastname: '',
      email: '',
      phone: '',
      password: '',
      repeatPassword: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(registerAnswerOf(empty.body)).toEqual({
      state: 'error',
      msg: MSG.nameRequired,
      values: EMPTY,
      errors: {
        name: MSG.nameRequired,
        lastname: MSG.lastnameRequired,
        email: MSG.emailRequired,
        phone: MSG.phoneRequired,
        password: MSG.passwordRequired,
        repeatPassword: MSG.passwordRequired,
      },
    });

    const typed = { name: ' Valeria ', lastname: 'Hernández', email: 'valeria@', phone: '55123' };
    const wrong = await post({ ...typed, password: 'clave-secreta-1', repeatPassword: 'clave-secreta-1' });
    expect(wrong.statusCode).toBe(400);
    expect(registerAnswerOf(wrong.body)).toEqual({
      state: 'error',
      msg: MSG.emailInvalid,
      values: { name: 'Valeria', lastname: 'Hernández', email: 'valeria@', phone: '55123' },
      errors: { email: MSG.emailInvalid, phone: MSG.phoneMin },
    });
    expect(wrong.body).not.toContain('clave-secreta');
    expect(await usersWithEmail(t, 'valeria@')).toEqual([]);

    const differ = registration({ password: 'clave-secreta-1', repeatPassword: 'clave-secreta-2' });
    const refused = await post(differ);
    expect(refused.statusCode).toBe(400);
    expect(registerAnswerOf(refused.body)).toMatchObject({
      msg: MSG.passwordsDiffer,
      values: { email: differ.email },
      errors: { repeatPassword: MSG.passwordsDiffer },
    });
    expect(refused.body).not.toContain('clave-secreta');
    expect(await usersWithEmail(t, differ.email)).toEqual([]);
  });

  it("answers an e-mail already registered with the route's 409 and message, and no second account", async () => {
    const form = registration();
    expect((await post(form)).statusCode).toBe(201);
    const again = await post({ ...form, email: form.email.toUpperCase(), name: 'Otra' });
    expect(again.statusCode).toBe(409);
    expect(registerAnswerOf(again.body)).toEqual({
      state: 'error',
      msg: EMAIL_TAKEN,
      values: { name: 'Otra', lastname: 'López', email: form.email.toUpperCase(), phone: '5512345678' },
      errors: {},
    });
    expect(await usersWithEmail(t, form.email)).toHaveLength(1);
  });

  it("refuses a registration posted from another site's page, before anything is checked", async () => {
    const form = registration();
    const forged = await post(form, {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(registerAnswerOf(forged.body)).toEqual({
      state: 'error',
      msg: PAGE_FORM_MSG.registerFromOtherSite,
      values: EMPTY,
      errors: {},
    });
    expect(await usersWithEmail(t, form.email)).toEqual([]);
    // from the registration page itself, as a browser says it
    const own = await post(form, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(201);
  });

  it("answers the footer's contact form posted from the registration page with the contact answer", async () => {
    const res = await post({ formulario: 'contacto', email: 'ana@', message: 'Hola' });
    expect(res.statusCode).toBe(400);
    expect(standInPage(res.body)?.answers).toEqual({
      contact: expect.objectContaining({ state: 'error', msg: MSG.emailInvalid }),
    });
  });

  it('never answers garbage with a 5xx', async () => {
    const bodies: [string, string][] = [
      ['', FORM],
      ['name[a]=1&email=%ZZ&email[]=1&email=2&password[]=x&volver=//x', FORM],
      [
        `name=${'a'.repeat(5000)}&email=${'b'.repeat(5000)}@x.mx&phone=%00&password=${'9'.repeat(5000)}`,
        FORM,
      ],
      ['{"name": 5, "email": {"a": 1}, "password": []}', 'application/json'],
      ['{not json', 'application/json'],
      ['hola', 'text/plain'],
    ];
    for (const [form, type] of bodies) {
      const res = await post(form, { type });
      const what = `${type} ${form.slice(0, 40)}: ${res.body.slice(0, 200)}`;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
    }
  });
});

describe('the registration page without JavaScript, past the per-IP limit', () => {
  it("counts against the registration route's limit for the visitor's IP", async () => {
    const t = await buildTestApp({ webDistDir: standInWebBuild() }, { RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      const post = postTo(t);
      expect((await post(registration({ name: '' }))).statusCode).toBe(400);
      expect((await post(registration({ name: '' }))).statusCode).toBe(400);
      const form = registration();
      const limited = await post(form);
      expect(limited.statusCode).toBe(429);
      expect(registerAnswerOf(limited.body)).toMatchObject({
        state: 'error',
        msg: API_MSG.tooManyRequests,
        errors: {},
      });
      expect(await usersWithEmail(t, form.email)).toEqual([]);
      // another visitor is not limited
      expect((await post(form, { ip: '10.1.2.3' })).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
