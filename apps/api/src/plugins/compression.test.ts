// Built assets are served precompressed (brotli, gzip) with content-encoding and vary; JSON
// and HTML answers over 1 KB are compressed on the fly; hashed assets are cached for a year, the rest not.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { insertPlace } from '../test/world.ts';

describe('compression', () => {
  let t: TestApp;
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'salones-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(
      path.join(web, 'index.html'),
      `<!doctype html><title>x</title>${'<p>hola</p>'.repeat(200)}`,
    );
    const asset = path.join(web, 'assets', 'app-abc123.js');
    writeFileSync(asset, js);
    writeFileSync(`${asset}.br`, brotliCompressSync(js));
    writeFileSync(`${asset}.gz`, gzipSync(js));
    t = await buildTestApp({ webDistDir: web });
    for (let i = 0; i < 12; i++) await insertPlace(t.app, `Sucursal${i}`);
  });
  afterAll(() => t.close());

  it('serves the brotli or gzip file made at build time, as the client accepts, cached for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('compresses JSON and the app page over 1 KB, and leaves small answers alone', async () => {
    const list = await t.app.inject({ url: '/api/locates', headers: { 'accept-encoding': 'br' } });
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).lugares).toHaveLength(12);
    const page = await t.app.inject({ url: '/una-sucursal', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toMatch(/^<!doctype html>/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('decompresses no GET request (Fastify reads no body there): a content-encoding on one is not refused', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'content-encoding': 'x-unknown' } });
    expect(res.statusCode).toBe(200);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/event/fecha',
      headers: { 'content-encoding': 'x-unknown', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(post.statusCode).toBe(415);
  });
});
