// A populated database and its images, backed up and restored elsewhere, come back the same —
// every table (row count and content) and every image byte for byte — and the app serves them again.
// On the embedded database with images on disk, and (DATABASE_URL set) on PostgreSQL with images in S3.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createImageStore } from '../lib/image-store/index.ts';
import { createUser, fileCleanups, freshPostgresDatabase } from '../test/helper.ts';
import { startS3Server } from '../test/shared-state.ts';
import { backup, restore } from './backup.ts';

const serverUrl = process.env.DATABASE_URL;
const { cleanups, tempDir } = fileCleanups();

type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

/** Every table of every schema (the app's, drizzle's migrations, pg-boss's): its row count and content hash. */
async function fingerprint(query: Query) {
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const out: Record<string, { rows: number; hash: string }> = {};
  for (const { s, t } of tables) {
    const [row] = await query(
      `select count(*)::int as rows, coalesce(md5(string_agg(x::text, E'\\n' order by x::text)), '') as hash
       from "${s}"."${t}" x`,
    );
    out[`${s}.${t}`] = { rows: row.rows as number, hash: row.hash as string };
  }
  return out;
}

async function withDatabase<T>(config: Config, work: (query: Query) => Promise<T>): Promise<T> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      return await work(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(config.dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return await work(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
  }
}

async function images(config: Config) {
  const store = createImageStore(config);
  const out = new Map<string, Buffer>();
  try {
    for await (const key of store.list()) {
      const image = await store.get(key);
      const chunks: Buffer[] = [];
      for await (const c of image?.body ?? []) chunks.push(Buffer.from(c as Buffer));
      out.set(key, Buffer.concat(chunks));
    }
  } finally {
    store.close();
  }
  return out;
}

/** The settings of one installation: its own DATA_DIR, database and (with `s3`) bucket. */
async function installation(name: string, s3: boolean): Promise<Config> {
  const env: Record<string, string> = {
    DATA_DIR: tempDir(name),
    JWT_SECRET: 'backup-test-secret-'.padEnd(48, 'x'),
    SEED_DEMO: 'true',
  };
  if (s3) {
    const server = await startS3Server();
    cleanups.push(() => server.close());
    Object.assign(env, server.env);
  }
  let databaseUrl: string | null = null;
  if (serverUrl) {
    const db = await freshPostgresDatabase(serverUrl);
    cleanups.push(() => db.drop());
    databaseUrl = db.url;
  }
  return loadConfig(env, { databaseUrl, logLevel: 'silent', webDistDir: null });
}

const reads = async (config: Config) => {
  const app = await buildApp(config, { logger: false });
  await app.ready();
  try {
    const places = await app.inject({ url: '/api/locates' });
    expect(places.statusCode).toBe(200);
    const [key] = (await images(config)).keys();
    const image = await app.inject({ url: `/uploads/${key}` });
    expect(image.statusCode).toBe(200);
    return { places: places.json(), image: image.rawPayload };
  } finally {
    await app.close();
  }
};

describe.each([
  {
    where: serverUrl
      ? 'PostgreSQL, images in a local folder'
      : 'the embedded database, images in a local folder',
    s3: false,
  },
  {
    where: serverUrl ? 'PostgreSQL, images in an S3 bucket' : 'the embedded database, images in an S3 bucket',
    s3: true,
  },
])('npm run backup / npm run restore on $where', ({ s3 }) => {
  it('restores every table and every image as they were, and the app serves them', async () => {
    const source = await installation('backup-source', s3);
    // populate: the demo content (branches, packages, galleries with images) and a few accounts
    const app = await buildApp(source, { logger: false });
    await app.ready();
    for (let i = 0; i < 3; i++) await createUser(app, { role: i === 0 ? 'admin' : 'user' });
    await app.close();
    const before = await reads(source);
    const tables = await withDatabase(source, fingerprint);
    const imagesBefore = await images(source);
    expect(Object.keys(tables).length).toBeGreaterThan(15);
    expect(tables['public.users'].rows).toBeGreaterThanOrEqual(4);
    expect(imagesBefore.size).toBeGreaterThan(0);

    const folder = path.join(tempDir('backup'), 'copy');
    const lines: string[] = [];
    const manifest = await backup(source, folder, (l) => lines.push(l));
    expect(manifest).toMatchObject({
      database: serverUrl ? 'postgres' : 'pglite',
      images: imagesBefore.size,
    });

    const target = await installation('backup-target', s3);
    await restore(target, folder, { log: (l) => lines.push(l) });
    expect(await withDatabase(target, fingerprint)).toEqual(tables);
    const imagesAfter = await images(target);
    expect([...imagesAfter.keys()].sort()).toEqual([...imagesBefore.keys()].sort());
    for (const [key, bytes] of imagesBefore) expect(imagesAfter.get(key)?.equals(bytes), key).toBe(true);

    // the restored installation starts (no migration left to apply, nothing seeded again) and reads the same
    expect(await reads(target)).toEqual(before);
    // (pg-boss's own bookkeeping — its queues' and schedule's timestamps — moves on once it runs)
    const withoutJobQueue = (all: typeof tables) =>
      Object.fromEntries(Object.entries(all).filter(([name]) => !name.startsWith('pgboss.')));
    expect(withoutJobQueue(await withDatabase(target, fingerprint))).toEqual(withoutJobQueue(tables));
  }, 300_000);
});

describe('npm run restore refuses what would lose data', () => {
  it('does not overwrite an embedded database without --force, nor restore into the other kind', async () => {
    if (serverUrl) {
      const config = await installation('restore-kind', false);
      const folder = tempDir('restore-kind');
      await import('node:fs/promises').then((fs) =>
        fs.writeFile(
          path.join(folder, 'manifest.json'),
          JSON.stringify({ format: 1, database: 'pglite', databaseFile: 'x', images: 0 }),
        ),
      );
      await expect(restore(config, folder, { log: () => {} })).rejects.toThrow(/pglite database/);
      return;
    }
    const source = await installation('restore-guard', false);
    const app = await buildApp(source, { logger: false });
    await app.ready();
    await app.close();
    const folder = path.join(tempDir('restore-guard'), 'copy');
    await backup(source, folder, () => {});
    // restoring over the database that is there is refused…
    await expect(restore(source, folder, { log: () => {} })).rejects.toThrow(/exists: stop the server/);
    // …and with --force it is kept aside, not deleted
    const lines: string[] = [];
    await restore(source, folder, { force: true, log: (l) => lines.push(l) });
    expect(lines.join('\n')).toMatch(/pglite\.before-restore-\d+/);
  }, 120_000);
});
