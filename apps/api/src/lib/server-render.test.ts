// The API's side of the server render: it loads the SSR bundle built beside the web app,
// answers the bundle's API calls in-process with the same routes (and the visitor's per-IP limit), sends
// the page with the bundle's status, compressed, and falls back to the client-rendered app page when the
// bundle renders nothing. (The real bundle is exercised by
// e2e/public/server-render.spec.ts; here a small stand-in keeps this test fast.)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../db/schema/index.ts';
import { buildTestApp, call, createUser, type TestApp } from '../test/helper.ts';

const APP_PAGE =
  '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in SSR bundle: lists the branches it reads through the transport, and numbers its renders;
 * '/cuenta' is left to the browser. A staff page (/admin…) is rendered only with a session, listing the
 * customers the API lets that session read (the staff-only list), else left to the browser. '/breve' says it
 * may be kept 300 ms at most (as a branch page does, whose month of availability changes without a notification).
 */
const ENTRY = `
let renders = 0;
export function createRenderer({ template, transport }) {
  return async ({ url, origin, token }) => {
    renders += 1;
    if (url.startsWith('/cuenta')) return null;
    if (url.startsWith('/admin')) {
      if (!token) return null;
      const res = await transport('/api/usuarios?role=user&page=1&limit=20', { method: 'GET' });
      if (!res.ok) return null;
      const { users } = await res.json();
      const names = users.map((u) => u.name).join(', ');
      return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">staff: ' + names + '</div><p>render ' + renders + '</p>') };
    }
    if (url === '/roto') throw new Error('a component failed');
    const res = await transport('/api/locates', { method: 'GET' });
    const { lugares } = await res.json();
    const names = lugares.map((l) => l.sucursal).join(', ');
    const html = template.replace(
      '<div id="root"></div>',
      '<div id="root">' + names + ' @ ' + origin + '</div><p>render ' + renders + '</p>',
    );
    return { status: url === '/falta' ? 404 : 200, html, keptForMs: url === '/breve' ? 300 : undefined };
  };
}
`;

// (A build without the bundle serves the app page for every page: compression.test.ts runs on one.)
function webBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'salones-ssr-'));
  const web = path.join(root, 'dist');
  mkdirSync(path.join(web, '.vite'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), APP_PAGE);
  writeFileSync(path.join(web, '.vite', 'manifest.json'), '{}');
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
  return web;
}

describe('server render', () => {
  let t: TestApp;
  const insertPlace = (sucursal: string) =>
    t.app.db.insert(places).values({ sucursal, lugarname: sucursal.toLowerCase().replace(/\s+/g, '-') });
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: webBuild(), publicUrl: 'https://fiestas.example' });
    await insertPlace('Sucursal Centro');
    await insertPlace('Sucursal Norte');
  });
  afterAll(() => t.close());

  it('renders a page with data read in-process, at the status the render chose', async () => {
    const page = await t.app.inject({ url: '/centro' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(
      '<div id="root">Sucursal Centro, Sucursal Norte @ https://fiestas.example</div>',
    );
    const missing = await t.app.inject({ url: '/falta' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Sucursal Centro');
  });

  const renderNumber = async (url: string) =>
    Number(/render (\d+)/.exec((await t.app.inject({ url })).body)?.[1]);

  /**
   * The render of `url` once it is kept: two visits in a row get the same one (on PostgreSQL an earlier change's
   * notification may still be on its way and empty the cache once more, so until they do).
   */
  const keptRender = async (url: string) => {
    let first = 0;
    await expect
      .poll(async () => {
        first = await renderNumber(url);
        return (await renderNumber(url)) === first;
      })
      .toBe(true);
    return first;
  };

  it('keeps a rendered page until something it shows changes, even by hand in SQL', async () => {
    const first = await keptRender('/kept');
    await insertPlace('Sucursal Sur'); // no API: the database's change notification empties the cache
    await expect.poll(async () => (await t.app.inject({ url: '/kept' })).body).toContain('Sucursal Sur');
    expect(await renderNumber('/kept')).toBeGreaterThan(first);
  });

  it('keeps a page that says how long it may be kept no longer than that', async () => {
    const first = await keptRender('/breve');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const later = await renderNumber('/breve');
    expect(later).toBeGreaterThan(first);
    expect(await renderNumber('/breve')).toBe(later); // kept again, for as long
  });

  it('shows a change made through the API on the very next visit', async () => {
    await renderNumber('/'); // kept
    const staff = await createUser(t.app, { role: 'super_admin' });
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/locates',
      as: staff,
      payload: {
        sucursal: 'Sucursal Oriente',
        lugarname: 'oriente',
        email: 'oriente@fiestas.mx',
        phone: '5512345678',
        whatsApp: '5587654321',
        horario: 'Lunes a domingo de 10:00 a 20:00',
        direccion: 'Av. Oriente 100',
        mapaURL: 'https://www.google.com/maps/embed?pb=1',
      },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    expect((await t.app.inject({ url: '/' })).body).toContain('Sucursal Oriente');
  });

  it('keeps no not-found page (any URL makes one), and nothing while it may miss a change', async () => {
    const missing = await renderNumber('/falta');
    expect(await renderNumber('/falta')).toBeGreaterThan(missing);
    t.app.publicReadCache.setListening(false);
    try {
      const unheard = await renderNumber('/sordo');
      expect(await renderNumber('/sordo')).toBeGreaterThan(unheard);
    } finally {
      t.app.publicReadCache.setListening(true);
    }
  });

  it('compresses the rendered page as the client accepts, a kept one too', async () => {
    for (const url of ['/comprimida', '/comprimida', '/falta']) {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Sucursal Centro');
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toContain('Sucursal Centro');
    }
  });

  it('sends the client-rendered app page when the render declines the URL or fails', async () => {
    for (const url of ['/cuenta/pedidos', '/roto']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(APP_PAGE);
    }
  });

  describe('a staff page, for the session in its cookie (decision 010)', () => {
    const page = (url: string, token: string | null) =>
      t.app.inject({ url, headers: token ? { cookie: `otra=1; token=${token}` } : {} });

    it('is rendered with what that session may read, never kept, never shared', async () => {
      const staff = await createUser(t.app, { role: 'admin' });
      await createUser(t.app, { name: 'Clienta Visible' });
      const first = await page('/admin/users', staff.token);
      expect(first.statusCode).toBe(200);
      expect(first.body).toMatch(/<div id="root">staff: .*Clienta Visible/);
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.headers.vary).toMatch(/cookie/i);
      // rendered on each visit (a kept page would be shown to the next session)
      const n = Number(/render (\d+)/.exec(first.body)?.[1]);
      expect(
        Number(/render (\d+)/.exec((await page('/admin/users', staff.token)).body)?.[1]),
      ).toBeGreaterThan(n);
      await createUser(t.app, { name: 'Clienta Nueva' });
      expect((await page('/admin/users', staff.token)).body).toContain('Clienta Nueva');
    });

    it('is the client-rendered app without a cookie, or for a session the API refuses', async () => {
      const customer = await createUser(t.app, { role: 'user' });
      for (const token of [null, customer.token, 'no-es-un-token']) {
        const res = await page('/admin/users', token);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(APP_PAGE);
        expect(res.headers['cache-control']).toBe(token ? 'private, no-store' : 'no-cache');
        expect(res.headers.vary).toMatch(/cookie/i);
      }
    });

    it('opens no API route and changes no public page: the API reads the x-auth-token header alone', async () => {
      const staff = await createUser(t.app, { role: 'super_admin' });
      const api = await t.app.inject({
        url: '/api/usuarios?role=user',
        headers: { cookie: `token=${staff.token}` },
      });
      expect(api.statusCode).toBe(401);
      const home = await page('/', staff.token);
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.body).not.toContain('staff:');
      expect(home.body).toContain('Sucursal Centro');
    });
  });

  it('API and upload misses stay JSON 404s', async () => {
    // /%61pi/nada is routed as /api/nada
    for (const url of ['/api/nada', '/%61pi/nada']) {
      const api = await t.app.inject({ url });
      expect(api.statusCode, url).toBe(404);
      expect(api.json().ok, url).toBe(false);
    }
  });
});
