import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, places } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

const PUBLIC_URL = 'https://fiestas.example.mx';

describe('GET /sitemap.xml', () => {
  let t: TestApp;
  const ids: { coyoacan?: string; polanco?: string; fiesta?: string; magico?: string } = {};

  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: PUBLIC_URL });
    const db = t.app.db;
    const [coyoacan, polanco] = await db
      .insert(places)
      .values([
        { sucursal: 'Sucursal Coyoacán', lugarname: 'coyoacan' },
        { sucursal: 'Sucursal Polanco', lugarname: 'polanco' },
      ])
      .returning();
    const [fiesta, magico] = await db
      .insert(packages)
      .values([
        { placeId: coyoacan.id, name: 'Fiesta', basicoCentavos: 100_000, grandeCentavos: 150_000 },
        { placeId: coyoacan.id, name: 'Mágico', basicoCentavos: 200_000, grandeCentavos: 250_000 },
      ])
      .returning();
    Object.assign(ids, { coyoacan: coyoacan.id, polanco: polanco.id, fiesta: fiesta.id, magico: magico.id });
  });
  afterAll(() => t.close());

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('answers XML to anonymous visitors', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('lists home, description, every branch and every package with absolute addresses', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(locs(res.body).sort()).toEqual(
      [
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/descripcion`,
        `${PUBLIC_URL}/coyoacan`,
        `${PUBLIC_URL}/coyoacan/${ids.fiesta}`,
        `${PUBLIC_URL}/coyoacan/${ids.magico}`,
        `${PUBLIC_URL}/polanco`,
      ].sort(),
    );
  });

  it('lists a branch added later and drops a deleted package', async () => {
    const db = t.app.db;
    const { eq } = await import('drizzle-orm');
    await db.insert(places).values({ sucursal: 'Satélite', lugarname: 'satelite' });
    await db.delete(packages).where(eq(packages.id, ids.magico!));
    const list = locs((await t.app.inject({ url: '/sitemap.xml' })).body);
    expect(list).toContain(`${PUBLIC_URL}/satelite`);
    expect(list).not.toContain(`${PUBLIC_URL}/coyoacan/${ids.magico}`);
  });

  it('never leaks private routes', async () => {
    const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const path of ['/admin', '/pedidos', '/pdf/', '/carrito', '/api/'])
      expect(body).not.toContain(`${PUBLIC_URL}${path}`);
  });
});

describe('GET /robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: PUBLIC_URL });
  });
  afterAll(() => t.close());

  it('names the sitemap by its absolute address and keeps private pages out', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines.at(-1)).toBe(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
