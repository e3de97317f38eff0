// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): 'Cerrar sesión'
// posted by the browser itself (`POST /cerrar-sesion`). Both cookies the server can clear are expired
// (decision 010's, Path=/admin, and the log-in page's hand-off, Path=/), then a 303 home or to `volver` on
// this site. Another site's post is refused; garbage is a 4xx, never a 5xx, and clears nothing.
import { LOGOUT_MSG } from '@salones/shared/logout-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../test/helper.ts';
import { standInWebBuild } from '../test/stand-in-web-build.ts';

const FORM = 'application/x-www-form-urlencoded';

const cookiesOf = (res: { headers: Record<string, unknown> }) => {
  const set = res.headers['set-cookie'];
  return set === undefined ? [] : Array.isArray(set) ? set.map(String) : [String(set)];
};

describe('logging out without JavaScript', () => {
  let t: TestApp;
  const post = (
    form: Record<string, string> | string,
    { url = '/cerrar-sesion', type = FORM as string | null, headers = {} as Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
      headers: { ...(type ? { 'content-type': type } : {}), ...headers },
    });
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: standInWebBuild() }, { RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('expires both session cookies with their own paths, then a 303 home', async () => {
    const res = await post({}, { headers: { 'sec-fetch-site': 'same-origin', cookie: 'sesion_nueva=abc' } });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookies = cookiesOf(res);
    expect(cookies).toHaveLength(2);
    expect(cookies).toContain('token=; Path=/admin; Max-Age=0; SameSite=Strict');
    expect(cookies).toContain('sesion_nueva=; Path=/; Max-Age=0; SameSite=Strict');
  });

  it('ends the session a log-in without JavaScript opened: its staff page is no longer rendered for it', async () => {
    const u = await createUser(t.app, { role: 'admin' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/iniciar-sesion',
      payload: new URLSearchParams({ email: u.email, password: u.password, volver: '/admin' }).toString(),
      headers: { 'content-type': FORM },
    });
    expect(login.statusCode, login.body).toBe(303);
    const given = cookiesOf(login).map((c) => c.split(';')[0]);
    expect(given.map((c) => c.split('=')[0]).sort()).toEqual(['sesion_nueva', 'token']);
    const res = await post({ volver: '/admin' }, { headers: { cookie: given.join('; ') } });
    expect(res.statusCode).toBe(303);
    // each cookie the log-in set is replaced by an expired one of the same name and path
    for (const set of cookiesOf(login)) {
      const [name, path] = [set.split('=')[0], /Path=([^;]+)/.exec(set)?.[1]];
      expect(cookiesOf(res)).toContainEqual(expect.stringMatching(`^${name}=; Path=${path}; Max-Age=0;`));
    }
  });

  it('goes back to `volver` when it is a path on this site, home otherwise (no open redirect)', async () => {
    const own = await post({ volver: '/centro?x=1#paquetes' });
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe('/centro?x=1#paquetes');
    for (const volver of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '%00',
    ])
      expect((await post({ volver })).headers.location, volver).toBe('/');
  });

  it("refuses a log-out posted from another site's page, clearing nothing", async () => {
    const forged = await post(
      {},
      { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toBe(LOGOUT_MSG.fromOtherSite);
    expect(cookiesOf(forged)).toEqual([]);
  });

  it('never answers garbage with a 5xx, and clears nothing for it', async () => {
    const bodies: [string, string | null][] = [
      ['{"volver": 5}', 'application/json'],
      ['{not json', 'application/json'],
      ['hola', 'text/plain'],
      ['hola', null],
      [
        '--x\r\nContent-Disposition: form-data; name="volver"\r\n\r\n/\r\n--x--',
        'multipart/form-data; boundary=x',
      ],
    ];
    for (const [form, type] of bodies) {
      const res = await post(form, { type });
      const what = `${type} ${form.slice(0, 40)}: ${res.body.slice(0, 200)}`;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      expect(cookiesOf(res), what).toEqual([]);
    }
    // a form's garbage is still a form: whatever its fields, the session ends and the visitor goes home
    const odd = await post('volver=%ZZ&volver[]=1&volver=//x');
    expect(odd.statusCode).toBe(303);
    expect(odd.headers.location).toBe('/');
  });

  it('logs no one out on a GET (a link or an image could): only the form post does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cerrar-sesion' });
    expect(res.statusCode).toBeLessThan(500);
    expect(cookiesOf(res)).toEqual([]);
  });
});
