// The public read cache on a real database (in-memory PGlite, or a new database on DATABASE_URL's
// PostgreSQL): staff edits, edits made in SQL, a second instance, and a lost LISTEN connection.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { packages, places, products } from '../db/schema/index.ts';
import { call, createUser, migratedTestDatabase, type TestUser } from '../test/helper.ts';
import { countQueries } from '../test/query-counter.ts';

const serverUrl = process.env.DATABASE_URL;

/** A new database on the PostgreSQL of DATABASE_URL, or null on PGlite. */
const freshDatabase = () => (serverUrl ? migratedTestDatabase() : Promise.resolve(null));

async function startInstance(databaseUrl: string) {
  const config = loadConfig(
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'h12cache-')),
      SEED_DEMO: 'false',
      JWT_SECRET: 'h12cache-secret-'.padEnd(48, 'x'),
    },
    { databaseUrl, logLevel: 'silent', webDistDir: null },
  );
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return app;
}

/** Waits for `check` to hold, polling every 20 ms, for at most 5 s (then fails with `what`). */
async function until(what: string, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within 5 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('public read cache', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let staff: TestUser;
  let placeId: string;
  let packageId: string;
  let productId: string;

  /** Runs SQL outside the app's API: another connection on PostgreSQL, PGlite's client on PGlite. */
  async function sqlByHand(text: string, params: unknown[] = []) {
    if (!database) {
      await (app.db as unknown as { $client: PGlite }).$client.query(text, params);
      return;
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(text, params);
    } finally {
      await client.end();
    }
  }

  const read = async (url: string, on = app) => {
    const res = await call(on, { url });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  /**
   * Reads `url` until a read is served from the cache (no database query): on PostgreSQL the notification
   * of an earlier change may still be on its way and empty the cache once more.
   */
  async function readCached(url: string, on = app) {
    await until(`${url} is served from the cache`, async () => {
      await read(url, on);
      return (await countQueries(on, () => read(url, on))) === 0;
    });
  }

  beforeAll(async () => {
    database = await freshDatabase();
    app = await startInstance(database?.url ?? (await migratedTestDatabase()).url);
    staff = await createUser(app, { role: 'super_admin' });
    const [place] = await app.db
      .insert(places)
      .values({ sucursal: 'Sucursal Norte', lugarname: 'norte' })
      .returning();
    placeId = place.id;
    const [pkg] = await app.db
      .insert(packages)
      .values({ placeId, name: 'Paquete Fiesta', basicoCentavos: 1_000_000, grandeCentavos: 1_500_000 })
      .returning();
    packageId = pkg.id;
    const [product] = await app.db
      .insert(products)
      .values({ name: 'Piñata', precioCentavos: 50_000 })
      .returning();
    productId = product.id;
    await until('the cache listens', () => app.publicReadCache.isListening);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('serves a repeated public read from the cache, with the same body and ETag (304 on a match)', async () => {
    await readCached('/api/product');
    const first = await call(app, { url: '/api/product' });
    let second: Awaited<ReturnType<typeof call>> | undefined;
    const queries = await countQueries(app, async () => {
      second = await call(app, { url: '/api/product' });
    });
    expect(queries).toBe(0);
    expect(second?.body).toBe(first.body);
    expect(second?.headers.etag).toBe(first.headers.etag);
    expect(second?.headers['content-type']).toBe('application/json; charset=utf-8');
    const notModified = await call(app, {
      url: '/api/product',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('keeps the compressed answer too: a later request that accepts br is sent the same bytes', async () => {
    await app.db.insert(products).values(
      Array.from({ length: 20 }, (_, i) => ({
        name: `Producto ${i}`,
        precioCentavos: 100 * i,
        descripcion: 'Una descripción larga para pasar de 1 KB. '.repeat(3),
      })),
    );
    // inserted in SQL: the cached list (one product, under 1 KB) stays until the notification arrives
    await until('the new products show', async () => (await read('/api/product')).productos.length === 21);
    await readCached('/api/product');
    const plain = await call(app, { url: '/api/product' });
    const headers = { 'accept-encoding': 'br' };
    let first: Awaited<ReturnType<typeof call>> | undefined;
    let kept: Awaited<ReturnType<typeof call>> | undefined;
    await until('a br answer is served from the cache', async () => {
      first = await call(app, { url: '/api/product', headers });
      const queries = await countQueries(app, async () => {
        kept = await call(app, { url: '/api/product', headers });
      });
      return queries === 0;
    });
    expect(first?.headers['content-encoding']).toBe('br');
    expect(kept?.headers['content-encoding']).toBe('br');
    expect(kept?.headers.vary).toMatch(/accept-encoding/);
    expect(kept?.headers['cache-control']).toBe('no-cache');
    expect(kept?.headers.etag).toBe(plain.headers.etag);
    expect(kept?.rawPayload.equals(first?.rawPayload as Buffer)).toBe(true);
    // the compressed body is kept with the answer (not compressed again for every request)
    expect(app.publicReadCache.get('/api/product')?.encoded?.br?.equals(kept?.rawPayload as Buffer)).toBe(
      true,
    );
    expect(brotliDecompressSync(kept?.rawPayload as Buffer).toString()).toBe(plain.body);
    const notModified = await call(app, {
      url: '/api/product',
      headers: { ...headers, 'if-none-match': String(plain.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('shows a staff edit through the API on the very next read (branch, package price, new product)', async () => {
    await readCached('/api/locates/name/norte');
    await readCached(`/api/package/${placeId}`);
    await readCached('/api/product');
    await readCached('/api/locates');

    const renamed = await call(app, {
      method: 'PUT',
      url: `/api/locates/${placeId}`,
      as: staff,
      payload: { lugarname: 'norte', sucursal: 'Sucursal Norte Renovada' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await read('/api/locates/name/norte')).lugarData[0].sucursal).toBe('Sucursal Norte Renovada');
    expect((await read('/api/locates')).lugares[0].sucursal).toBe('Sucursal Norte Renovada');

    const repriced = await call(app, {
      method: 'PUT',
      url: `/api/package/${packageId}`,
      as: staff,
      payload: { basico: 12_345 },
    });
    expect(repriced.statusCode).toBe(200);
    expect((await read(`/api/package/${placeId}`)).paquetes[0].basico).toBe(12_345);

    const added = await call(app, {
      method: 'POST',
      url: '/api/product',
      as: staff,
      payload: { name: 'Globos', precio: 80 },
    });
    expect(added.statusCode).toBe(201);
    expect((await read('/api/product')).productos.map((p: { name: string }) => p.name)).toContain('Globos');
  });

  it('shows an edit made in SQL, outside the API, once its notification arrives', async () => {
    await readCached('/api/product');
    await sqlByHand('update products set name = $1 where id = $2', ['Piñata gigante', productId]);
    await until('the SQL edit shows', async () =>
      (await read('/api/product')).productos.some((p: { name: string }) => p.name === 'Piñata gigante'),
    );
    // and a 404 for a branch added in SQL turns into the branch
    expect((await call(app, { url: '/api/locates/name/sur' })).statusCode).toBe(404);
    await sqlByHand("insert into places (sucursal, lugarname) values ('Sucursal Sur', 'sur')");
    await until(
      'the new branch shows',
      async () => (await call(app, { url: '/api/locates/name/sur' })).statusCode === 200,
    );
  });

  it('never answers from the cache a read that depends on the caller', async () => {
    // the staff-only branch read is not cached: an anonymous caller after staff still gets 401
    expect((await call(app, { url: `/api/locates/${placeId}`, as: staff })).statusCode).toBe(200);
    expect((await call(app, { url: `/api/locates/${placeId}`, as: staff })).statusCode).toBe(200);
    expect((await call(app, { url: `/api/locates/${placeId}` })).statusCode).toBe(401);
    // a cached public read keeps the caller's cache-control: private when signed in
    await readCached('/api/locates');
    const signedIn = await call(app, { url: '/api/locates', as: staff });
    const anonymous = await call(app, { url: '/api/locates' });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });

  it.skipIf(!serverUrl)(
    'is bypassed while its LISTEN connection is lost, and used again once it is back (PostgreSQL only: PGlite listens in-process, there is no connection to lose)',
    async () => {
      await readCached('/api/product');
      const admin = new pg.Client({ connectionString: database?.url });
      await admin.connect();
      try {
        const { rows } = await admin.query(
          "select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%'",
        );
        expect(rows).toHaveLength(1);
        await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      } finally {
        await admin.end();
      }
      await until('the lost connection is noticed', () => !app.publicReadCache.isListening);
      // edited while nobody listens: no notification will ever say so, yet the next read shows it
      await sqlByHand('update products set name = $1 where id = $2', ['Piñata sin aviso', productId]);
      const names = (await read('/api/product')).productos.map((p: { name: string }) => p.name);
      expect(names).toContain('Piñata sin aviso');
      await until('it listens again', () => app.publicReadCache.isListening);
      await readCached('/api/product');
      await sqlByHand('update products set name = $1 where id = $2', ['Piñata con aviso', productId]);
      await until('the edit after the reconnection shows', async () =>
        (await read('/api/product')).productos.some((p: { name: string }) => p.name === 'Piñata con aviso'),
      );
    },
  );

  it.skipIf(!serverUrl)(
    'shows an edit made through instance A on a read through instance B (PostgreSQL only: the test helper cannot share an in-memory PGlite between two apps)',
    async () => {
      const other = await startInstance(database?.url as string);
      try {
        await until('B listens', () => other.publicReadCache.isListening);
        await readCached(`/api/package/${placeId}`, other);
        const res = await call(app, {
          method: 'PUT',
          url: `/api/package/${packageId}`,
          as: staff,
          payload: { name: 'Paquete Fiesta Total' },
        });
        expect(res.statusCode).toBe(200);
        await until(
          'B shows A’s edit',
          async () =>
            (await read(`/api/package/${placeId}`, other)).paquetes[0].name === 'Paquete Fiesta Total',
        );
      } finally {
        await other.close();
      }
    },
  );
});
