// An upgrade keeps every record. A database made by the previous release — its migrations
// (up to PREVIOUS_RELEASE) and data written through SQL — is upgraded by starting the current build on it:
// every row of every table is kept (on the columns it had), and the API reads the data. And a migration
// that fails halfway leaves the database as it was: drizzle runs the pending migrations in one transaction.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { hashPassword } from './lib/password.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { fileCleanups, freshPostgresDatabase } from './test/helper.ts';

/** The last migration of the previous release: the test builds its schema, then upgrades it. */
const PREVIOUS_RELEASE = '0009_audit_log_order_indexes';

const serverUrl = process.env.DATABASE_URL;
const { cleanups, tempDir } = fileCleanups();

interface Journal {
  entries: Array<{ idx: number; tag: string; when: number }>;
}
/** A copy of the migrations folder whose journal ends at `lastTag`, plus `extra` migrations after it. */
function migrationsUpTo(lastTag: string | null, extra: Array<{ tag: string; sql: string }> = []) {
  const dir = tempDir('migrations');
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const end = lastTag ? journal.entries.findIndex((e) => e.tag === lastTag) + 1 : journal.entries.length;
  expect(end).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, end);
  for (const m of extra) {
    const last = journal.entries.at(-1) as Journal['entries'][number];
    journal.entries.push({ ...last, idx: last.idx + 1, tag: m.tag, when: last.when + 1 });
    writeFileSync(path.join(dir, `${m.tag}.sql`), m.sql);
  }
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return dir;
}

type Query = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;
interface Target {
  /** settings of an app on this database */
  env: Record<string, string>;
  databaseUrl: string | null;
  migrate(folder: string): Promise<void>;
  query: Query;
  close(): Promise<void>;
}

/** A new, empty database: a PostgreSQL database (DATABASE_URL set) or an embedded one in a DATA_DIR. */
async function newTarget(): Promise<Target> {
  const dataDir = tempDir('upgrade');
  const env = { DATA_DIR: dataDir, JWT_SECRET: 'upgrade-test-secret-'.padEnd(48, 'x'), SEED_DEMO: 'false' };
  if (serverUrl) {
    const db = await freshPostgresDatabase(serverUrl);
    cleanups.push(() => db.drop());
    let pool: pg.Pool | null = null;
    const open = () => {
      pool ??= new pg.Pool({ connectionString: db.url, max: 2 });
      return pool;
    };
    return {
      env,
      databaseUrl: db.url,
      migrate: (folder) => migratePg(drizzlePg(open()), { migrationsFolder: folder }),
      query: async (sql, params) => (await open().query(sql, params)).rows,
      async close() {
        await pool?.end();
        pool = null;
      },
    };
  }
  const dir = path.join(dataDir, 'pglite');
  let client: PGlite | null = null;
  const open = () => {
    client ??= new PGlite(dir, { extensions: { pg_trgm } });
    return client;
  };
  return {
    env,
    databaseUrl: null,
    migrate: (folder) => migratePglite(drizzlePglite(open()), { migrationsFolder: folder }),
    query: async (sql, params) => (await open().query<Record<string, unknown>>(sql, params)).rows,
    async close() {
      await client?.close();
      client = null;
    },
  };
}

/** Every table of the app's schema: its columns, and its rows' content on those columns (count and hash). */
async function snapshot(query: Query, columnsOf?: Record<string, string[]>) {
  const tables = await query(
    `select table_name as t, array_agg(column_name::text order by ordinal_position) as cols
     from information_schema.columns where table_schema = 'public' group by table_name order by 1`,
  );
  const out: Record<string, { columns: string[]; rows: number; hash: string }> = {};
  for (const { t, cols } of tables as Array<{ t: string; cols: string[] }>) {
    const columns = columnsOf?.[t] ?? cols;
    if (columnsOf && !columnsOf[t]) continue; // a table the upgrade added
    const list = columns.map((c) => `"${c}"`).join(', ');
    const [row] = await query(
      `select count(*)::int as rows,
              coalesce(md5(string_agg(r::text, E'\\n' order by r::text)), '') as hash
       from (select ${list} from "${t}") r`,
    );
    out[t] = { columns, rows: row.rows as number, hash: row.hash as string };
  }
  return out;
}

/** The previous release's data, written through SQL: branches, packages, staff and customers, events with payments and extras. */
async function writePreviousReleaseData(query: Query, passwordHash: string) {
  const [north] = await query(
    `insert into places (sucursal, lugarname, direccion, phone) values ('Norte', 'Salón Norte', 'Av. Norte 1', '5550000001') returning id`,
  );
  const [south] = await query(
    `insert into places (sucursal, lugarname, direccion) values ('Sur', 'Salón Sur', 'Av. Sur 2') returning id`,
  );
  const [pkg] = await query(
    `insert into packages (place_id, name, basico_centavos, grande_centavos) values ($1, 'Paquete Fiesta', 1500000, 2200000) returning id`,
    [north.id],
  );
  await query(`insert into package_descriptions (package_id, descripcion) values ($1, 'Pastel y piñata')`, [
    pkg.id,
  ]);
  await query(`insert into products (name, precio_centavos) values ('Globos', 25050)`);
  // the previous release made the footer's one row at its first start, as this one does
  await query(
    `insert into footer_settings (descripcion, phone1) values ('Fiestas desde 1990', '5551234567')`,
  );
  await query(
    `insert into users (name, lastname, email, password_hash, role, active) values
       ('Ana', 'Jefa', 'ana@example.com', $1, 'super_admin', true),
       ('Beto', 'Vendedor', 'beto@example.com', $1, 'admin', true)`,
    [passwordHash],
  );
  const customers = await query(
    `insert into users (name, lastname, email, password_hash, role, active)
     select 'Cliente ' || n, 'Pérez', 'cliente' || n || '@example.com', $1, 'user', true
     from generate_series(1, 20) n returning id`,
    [passwordHash],
  );
  for (const [i, customer] of customers.entries()) {
    const [event] = await query(
      `insert into events (name, fecha, turno, place_id, package_id, package_name, customer_id, personas,
         precio_paquete_centavos, descuento_centavos, precio_total_centavos, fecha_de_registro)
       values ($1, date '2027-01-01' + $2::int, $3, $4, $5, 'Paquete Fiesta', $6, 80, 1500000, 10000, 1490000, date '2026-11-01')
       returning id`,
      [
        `Fiesta ${i + 1}`,
        i,
        i % 2 ? 'Vespertino' : 'Matutino',
        i % 3 ? north.id : south.id,
        pkg.id,
        customer.id,
      ],
    );
    await query(
      `insert into event_payments (event_id, amount_centavos, metodo, fecha_de_pago) values
         ($1, 500000, 'Efectivo', date '2026-11-02'), ($1, 250025, 'Transferencia', date '2026-11-10')`,
      [event.id],
    );
    await query(
      `insert into event_extras (event_id, nombre, piezas, precio_centavos) values ($1, 'Mesa extra', 2, 15000)`,
      [event.id],
    );
  }
}

describe(`upgrade from the previous release (${PREVIOUS_RELEASE}) on ${serverUrl ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('keeps every row of every table and the API reads the data', async () => {
    const target = await newTarget();
    await target.migrate(migrationsUpTo(PREVIOUS_RELEASE));
    const password = 'clave-segura-1';
    await writePreviousReleaseData(target.query, await hashPassword(password));
    const before = await snapshot(target.query);
    const [{ n: appliedBefore }] = await target.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    await target.close();
    expect(before.events.rows).toBe(20);
    expect(before.event_payments.rows).toBe(40);

    // the current build starts on it: the newer migrations are applied at start
    const config = loadConfig(target.env, {
      databaseUrl: target.databaseUrl,
      logLevel: 'silent',
      webDistDir: null,
    });
    const upgraded = await buildApp(config, { logger: false });
    await upgraded.ready();
    await upgraded.close();
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    const [{ n: appliedAfter }] = await target.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(appliedAfter).toBe(journal.entries.length);
    expect(appliedAfter).toBeGreaterThan(appliedBefore as number);
    const after = await snapshot(
      target.query,
      Object.fromEntries(Object.entries(before).map(([t, s]) => [t, s.columns])),
    );
    // every branch got its 'Salón principal', and every coming party and its slot claim are held in it
    const principal = await target.query(
      `select p.lugarname, s.nombre, s.capacidad_min, s.capacidad_max, s.activo from places p
       join salones s on s.place_id = p.id order by p.lugarname`,
    );
    expect(principal).toEqual(
      ['Salón Norte', 'Salón Sur'].map((lugarname) => ({
        lugarname,
        nombre: 'Salón principal',
        capacidad_min: 50,
        capacidad_max: 150,
        activo: true,
      })),
    );
    const [held] = await target.query(
      `select count(*) filter (where s.nombre = 'Salón principal' and s.place_id = e.place_id)::int as events,
              count(*) filter (where c.salon_id = e.salon_id)::int as claims
       from events e left join salones s on s.id = e.salon_id left join slot_claims c on c.event_id = e.id`,
    );
    expect(held).toEqual({ events: 20, claims: 20 });
    await target.close();
    // every table of the previous release is still there, with every row as it was
    expect(after).toEqual(before);

    // and the API reads it: staff log in, the branches and every event are listed
    const app = await buildApp(config, { logger: false });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: 'ana@example.com', password },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().token as string;
      const places = await app.inject({ url: '/api/locates' });
      expect(places.statusCode).toBe(200);
      expect(JSON.stringify(places.json())).toContain('Salón Norte');
      expect(JSON.stringify(places.json())).toContain('Salón Sur');
      const events = await app.inject({
        url: '/api/event?from=2027-01-01&to=2027-12-31&limit=30',
        headers: { 'x-auth-token': token },
      });
      expect(events.statusCode).toBe(200);
      const listed = JSON.stringify(events.json());
      for (let i = 1; i <= 20; i++) expect(listed).toContain(`"Fiesta ${i}"`);
    } finally {
      await app.close();
    }
  }, 180_000);

  it('a migration failing halfway leaves the database as it was', async () => {
    const target = await newTarget();
    await target.migrate(migrationsUpTo(null));
    const before = await snapshot(target.query);
    const [{ n: applied }] = await target.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const broken = migrationsUpTo(null, [
      {
        tag: '9998_upgrade_probe',
        sql: 'CREATE TABLE "upgrade_probe" ("id" integer);--> statement-breakpoint\nALTER TABLE "users" ADD COLUMN "probe" text;',
      },
      { tag: '9999_fails', sql: 'SELECT 1 / 0;' },
    ]);
    await expect(target.migrate(broken)).rejects.toThrow();
    // nothing of the first pending migration stayed: no table, no column, not recorded as applied
    expect(await snapshot(target.query)).toEqual(before);
    expect(await target.query(`select to_regclass('public.upgrade_probe') as t`)).toEqual([{ t: null }]);
    expect(await target.query('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([
      { n: applied },
    ]);
    await target.close();
  }, 120_000);
});
