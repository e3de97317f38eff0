// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): the activation mail's
// link (`/activar/{token}`) works without JavaScript. Its page (GET) activates nothing, whoever fetches it (a
// mail scanner, a browser's prefetch); the page's 'Activar' button, posted by the browser itself, activates
// through the activation route in-process and is answered with the page and the route's message and status.
// Then the account logs in through the log-in page.
import { ACCOUNT_MSG, ACTIVATION_LINK_INVALID } from '@salones/shared/accounts';
import { API_MSG } from '@salones/shared/api-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';
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

const pressActivar = (t: TestApp, url: string, { payload = '', type = FORM, ip = '127.0.0.1' } = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type }, remoteAddress: ip });
const activationAnswerOf = (body: string) => standInPage(body)?.answers?.activation;

describe('the activation link without JavaScript', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp(
      { webDistDir: standInWebBuild(), smtpUrl: smtp.url, publicUrl: PUBLIC_URL },
      { RATE_LIMIT_AUTH_PER_MINUTE: '1000' },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A registration through the route, and the path of its mail's activation link. */
  const registered = async () => {
    const form = registration();
    expect((await call(t.app, { method: 'POST', url: '/api/usuarios', payload: form })).statusCode).toBe(201);
    const [, secret] = await waitForMail(smtp, form.email, activationLink(PUBLIC_URL));
    return { form, path: `/activar/${secret}` };
  };
  const isActive = async (email: string) =>
    (await t.app.db.select().from(users).where(eq(users.email, email)))[0]?.active;

  it("activates on the page's button only, then the account logs in through the log-in page", async () => {
    const { form, path } = await registered();
    // the link fetched (a scanner, a prefetch, the visitor opening it): the page, nothing activated
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(standInPage(page.body)?.url).toBe(path);
    expect(await isActive(form.email)).toBe(false);

    const res = await pressActivar(t, path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(standInPage(res.body)?.url).toBe(path);
    expect(activationAnswerOf(res.body)).toEqual({ state: 'activada', msg: ACCOUNT_MSG.activated });
    expect(await isActive(form.email)).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/iniciar-sesion',
      payload: new URLSearchParams({ email: form.email, password: form.password, volver: '/' }).toString(),
      headers: { 'content-type': FORM },
    });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/');
  });

  it("answers a used, unknown or malformed link with the route's 400 and message", async () => {
    const { path } = await registered();
    expect((await pressActivar(t, path)).statusCode).toBe(200);
    for (const url of [path, '/activar/enlace-que-no-existe', `/activar/${'x'.repeat(90)}`]) {
      const res = await pressActivar(t, url);
      expect(res.statusCode, url).toBe(400);
      expect(activationAnswerOf(res.body), url).toEqual({ state: 'error', msg: ACTIVATION_LINK_INVALID });
    }
    const nul = await pressActivar(t, '/activar/%00');
    expect(nul.statusCode).toBe(400);
    expect(activationAnswerOf(nul.body)?.state).toBe('error');
  });

  it('never answers garbage with a 5xx', async () => {
    const { form, path } = await registered();
    const bodies: [string, string][] = [
      ['active=%ZZ&active[]=1', FORM],
      ['{"active": {"a": 1}}', 'application/json'],
      ['{not json', 'application/json'],
      ['hola', 'text/plain'],
    ];
    for (const [payload, type] of bodies) {
      const res = await pressActivar(t, '/activar/enlace-que-no-existe', { payload, type });
      const what = `${type} ${payload}: ${res.body.slice(0, 200)}`;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
    }
    // an address longer than any link (the router's own 414)
    const long = await pressActivar(t, `/activar/${'x'.repeat(500)}`);
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    // a body the page's form never sends does not stand in the way of a valid link
    expect((await pressActivar(t, path, { payload: 'active=no' })).statusCode).toBe(200);
    expect(await isActive(form.email)).toBe(true);
  });
});

describe('the activation link without JavaScript, past the per-IP limit', () => {
  it("counts against the activation route's limit for the visitor's IP", async () => {
    const t = await buildTestApp({ webDistDir: standInWebBuild() }, { RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      expect((await pressActivar(t, '/activar/uno')).statusCode).toBe(400);
      expect((await pressActivar(t, '/activar/dos')).statusCode).toBe(400);
      const limited = await pressActivar(t, '/activar/tres');
      expect(limited.statusCode).toBe(429);
      expect(activationAnswerOf(limited.body)).toEqual({ state: 'error', msg: API_MSG.tooManyRequests });
      expect((await pressActivar(t, '/activar/tres', { ip: '10.1.2.3' })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
