// Issue #10.1, the API's side of the server render: it loads the SSR bundle built beside the web app,
// answers the bundle's API calls in-process with the same routes (and the visitor's per-IP limit), sends
// the page with the bundle's status, compressed, and falls back to the client-rendered app page when the
// bundle renders nothing. (The real bundle is exercised by
// e2e/public/server-render.spec.ts; here a small stand-in keeps this test fast.)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

const APP_PAGE =
  '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';

/** A stand-in SSR bundle: lists the branches it reads through the transport; '/cuenta' is left to the browser. */
const ENTRY = `
export function createRenderer({ template, transport }) {
  return async ({ url, origin }) => {
    if (url.startsWith('/cuenta')) return null;
    if (url === '/roto') throw new Error('a component failed');
    const res = await transport('/api/locates', { method: 'GET' });
    const { lugares } = await res.json();
    const names = lugares.map((l) => l.sucursal).join(', ');
    const html = template.replace('<div id="root"></div>', '<div id="root">' + names + ' @ ' + origin + '</div>');
    return { status: url === '/falta' ? 404 : 200, html };
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

  it('shows a change at once (no cache between requests)', async () => {
    await insertPlace('Sucursal Sur');
    expect((await t.app.inject({ url: '/' })).body).toContain('Sucursal Sur');
  });

  it('compresses the rendered page as the client accepts', async () => {
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Sucursal Centro');
  });

  it('sends the client-rendered app page when the render declines the URL or fails', async () => {
    for (const url of ['/cuenta/pedidos', '/roto']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(APP_PAGE);
    }
  });

  it('API and upload misses stay JSON 404s', async () => {
    const api = await t.app.inject({ url: '/api/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json().ok).toBe(false);
  });
});
