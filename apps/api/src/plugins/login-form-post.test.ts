// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): the log-in page's
// form (`/iniciar-sesion`) posted by the browser itself. Logged in: the session's cookies (decision 010's,
// and the one the app takes up) and a 303 back to `volver`, a path on this site only. Refused: the page again
// with the log-in route's own message and status (wrong, inactive, locked, limited), the e-mail kept. Never a
// 5xx, never kept. (The real page is exercised by e2e/public/no-javascript.spec.ts; here a stand-in bundle
// shows the answers it is given.)
import { API_MSG, tooManyLoginsMsg } from '@salones/shared/api-messages';
import { MSG } from '@salones/shared/messages';
import { PAGE_FORM_MSG } from '@salones/shared/page-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from '../test/helper.ts';
import { standInPage, standInWebBuild } from '../test/stand-in-web-build.ts';

const FORM = 'application/x-www-form-urlencoded';
const WRONG = 'Usuario o contraseña incorrectos';

const postTo =
  (t: TestApp) =>
  (
    form: Record<string, string> | string,
    { url = '/iniciar-sesion', type = FORM, ip = '127.0.0.1', headers = {} as Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
      headers: { 'content-type': type, ...headers },
      remoteAddress: ip,
    });
const cookiesOf = (res: { headers: Record<string, unknown> }) => {
  const set = res.headers['set-cookie'];
  return set === undefined ? [] : Array.isArray(set) ? set.map(String) : [String(set)];
};
const loginAnswerOf = (body: string) => standInPage(body)?.answers?.login;

describe('the log-in page without JavaScript', () => {
  let t: TestApp;
  let post: ReturnType<typeof postTo>;
  beforeAll(async () => {
    // the per-IP limit and the lock-out have their own tests below
    t = await buildTestApp({ webDistDir: standInWebBuild() }, { RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    post = postTo(t);
  });
  afterAll(() => t.close());

  it('logs in: the session in its cookies, then a 303 back to `volver`', async () => {
    const u = await createUser(t.app, { role: 'admin' });
    const res = await post({ email: u.email.toUpperCase(), password: u.password, volver: '/admin/users' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/admin/users');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookies = cookiesOf(res);
    const staff = cookies.find((c) => c.startsWith('token='));
    const handoff = cookies.find((c) => c.startsWith('sesion_nueva='));
    // decision 010's cookie (staff pages rendered for the session), as the app writes it
    expect(staff).toMatch(/^token=[\w-]+\.[\w-]+\.[\w-]+; Path=\/admin; Max-Age=604800; SameSite=Strict$/);
    // the one the app takes into localStorage when it next runs, on any page
    expect(handoff).toMatch(
      /^sesion_nueva=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=604800; SameSite=Strict$/,
    );
    const token = /^token=([^;]+)/.exec(staff ?? '')?.[1] ?? '';
    expect(handoff).toContain(`=${token};`);
    // a working session of that user
    const me = await call(t.app, { url: `/api/usuarios/${u.id}`, as: { token } });
    expect(me.statusCode).toBe(200);
    expect(me.json().userData.uid).toBe(u.id);
  });

  it('takes `volver` from the page address when the form has none, and goes home without either', async () => {
    const u = await createUser(t.app);
    const fromQuery = await post(
      { email: u.email, password: u.password },
      { url: `/iniciar-sesion?volver=${encodeURIComponent('/centro?x=1#paquetes')}` },
    );
    expect(fromQuery.statusCode).toBe(303);
    expect(fromQuery.headers.location).toBe('/centro?x=1#paquetes');
    const none = await post({ email: u.email, password: u.password });
    expect(none.headers.location).toBe('/');
  });

  it('never sends the visitor to another site (open redirect): home instead', async () => {
    const u = await createUser(t.app);
    for (const volver of [
      '//evil.example/x',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'HTTPS://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      ' //evil.example',
      // not an address's own characters (they come percent-encoded), nor a header's
      '/sucursal-ñ',
      '/centro\r\nSet-Cookie: x=1',
    ]) {
      const res = await post({ email: u.email, password: u.password, volver });
      expect(res.statusCode, volver).toBe(303);
      expect(res.headers.location, volver).toBe('/');
      const fromQuery = await post(
        { email: u.email, password: u.password },
        { url: `/iniciar-sesion?volver=${encodeURIComponent(volver)}` },
      );
      expect(fromQuery.headers.location, volver).toBe('/');
    }
  });

  it('answers a refused log-in with the page, the message and status the app shows, and no session', async () => {
    const u = await createUser(t.app);
    const wrong = await post({ email: u.email, password: 'otra-contraseña', volver: '/carrito' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toMatch(/^text\/html/);
    expect(wrong.headers['cache-control']).toBe('private, no-store');
    expect(cookiesOf(wrong)).toEqual([]);
    expect(standInPage(wrong.body)?.url).toBe('/iniciar-sesion');
    // the e-mail stays in its field; the password is never sent back
    expect(loginAnswerOf(wrong.body)).toEqual({ email: u.email, msg: WRONG });
    expect(wrong.body).not.toContain('otra-contraseña');

    const unknown = await post({ email: 'nadie@example.com', password: 'secreto123' });
    expect(unknown.statusCode).toBe(400);
    expect(loginAnswerOf(unknown.body)).toEqual({ email: 'nadie@example.com', msg: WRONG });

    const inactive = await createUser(t.app, { active: false });
    const refused = await post({ email: inactive.email, password: inactive.password });
    expect(refused.statusCode).toBe(403);
    expect(loginAnswerOf(refused.body)?.msg).toBe(
      'Tu cuenta no está activa. Revisa tu correo para activarla.',
    );
    expect(cookiesOf(refused)).toEqual([]);

    const missing = await post({ email: '', password: '' });
    expect(missing.statusCode).toBe(400);
    expect(loginAnswerOf(missing.body)).toEqual({ email: '', msg: MSG.emailRequired });
  });

  it("refuses a log-in posted from another site's page (login CSRF), whatever the password", async () => {
    const u = await createUser(t.app);
    const forged = await post(
      { email: u.email, password: u.password, volver: '/' },
      { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
    );
    expect(forged.statusCode).toBe(403);
    expect(cookiesOf(forged)).toEqual([]);
    expect(loginAnswerOf(forged.body)).toEqual({ email: '', msg: PAGE_FORM_MSG.loginFromOtherSite });
    // from the log-in page itself, as a browser says it
    const own = await post(
      { email: u.email, password: u.password, volver: '/' },
      { headers: { 'sec-fetch-site': 'same-origin' } },
    );
    expect(own.statusCode).toBe(303);
  });

  it('never answers garbage with a 5xx, nor opens a session for it', async () => {
    const bodies: [string, string][] = [
      ['', FORM],
      ['email=%ZZ&email[]=1&password[a]=b&volver=//x', FORM],
      [`email=${'a'.repeat(5000)}@x.mx&password=${'9'.repeat(5000)}&volver=%00`, FORM],
      ['{"email": 5, "password": {"a": 1}}', 'application/json'],
      ['{not json', 'application/json'],
      ['hola', 'text/plain'],
    ];
    for (const [form, type] of bodies) {
      const res = await post(form, { type });
      const what = `${type} ${form.slice(0, 40)}: ${res.body.slice(0, 200)}`;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      expect(cookiesOf(res), what).toEqual([]);
    }
  });
});

describe('the log-in page without JavaScript, past the lock-out and the per-IP limit', () => {
  it("locks the e-mail after the log-in route's failures, even for the right password", async () => {
    const t = await buildTestApp(
      { webDistDir: standInWebBuild() },
      { RATE_LIMIT_AUTH_PER_MINUTE: '1000', LOGIN_MAX_FAILURES: '2' },
    );
    try {
      const post = postTo(t);
      const u = await createUser(t.app);
      for (let i = 0; i < 2; i++)
        expect((await post({ email: u.email, password: `mala-${i}` })).statusCode).toBe(400);
      const locked = await post({ email: u.email, password: u.password });
      expect(locked.statusCode).toBe(429);
      expect(loginAnswerOf(locked.body)).toEqual({ email: u.email, msg: tooManyLoginsMsg(15 * 60_000) });
      expect(cookiesOf(locked)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("counts against the log-in route's limit for the visitor's IP", async () => {
    const t = await buildTestApp({ webDistDir: standInWebBuild() }, { RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      const post = postTo(t);
      const u = await createUser(t.app);
      expect((await post({ email: u.email, password: 'mala' })).statusCode).toBe(400);
      expect((await post({ email: u.email, password: 'mala' })).statusCode).toBe(400);
      const limited = await post({ email: u.email, password: u.password });
      expect(limited.statusCode).toBe(429);
      expect(loginAnswerOf(limited.body)).toEqual({ email: u.email, msg: API_MSG.tooManyRequests });
      // another visitor is not limited
      const other = await post({ email: u.email, password: u.password }, { ip: '10.1.2.3' });
      expect(other.statusCode).toBe(303);
    } finally {
      await t.close();
    }
  });
});
