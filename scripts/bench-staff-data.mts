// A chain's history for the staff bench: 200 branches with 3 salones each, 50,000 customers, 200,000 events,
// 1,000,000 payments, 200,000 extras and an audit log of 1,050,000 entries (one per payment, 50,000 event
// edits), in a PostgreSQL database migrated by the app itself.
//   tsx scripts/bench-staff-data.mts [postgres://…/salones_bench]   (default BENCH_STAFF_DB, else …/salones_bench)
// Idempotent per database: a database already holding this data set (same SIZE and the same migrations)
// is left as it is; one holding another version is dropped and made again. The rows are made by SQL
// (generate_series) in one transaction, so a run cut short leaves nothing half made.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { PAYMENT_METHODS, TURNOS } from '../packages/shared/src/constants.ts';
import { FIRST_NAMES, isMain, LAST_NAMES } from './bench-support.mts';

export const SIZE = { places: 200, customers: 50_000, events: 200_000, paymentsPerEvent: 5 } as const;
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'benchmark123' };
export const BENCH_JWT_SECRET = 'bench-staff-secret-'.padEnd(48, 'x');
/** the events run from this many days ago (one per branch, day and turno at most) */
const FIRST_DAY = -800;
const ADMINS_PER_PLACE = 2;
/** each branch's salones; a branch's events take them in turn, day by day */
const SALONES = [
  { nombre: 'Salón principal', min: 50, max: 150 },
  { nombre: 'Salón jardín', min: 20, max: 80 },
  { nombre: 'Salón terraza', min: 80, max: 200 },
] as const;
/** audit entries besides the payments' (one per payment): an edit of every 5th event, a discount of every 20th */
const EDITED_EVERY = 5;
const DISCOUNTED_EVERY = 20;

export const defaultStaffDbUrl = () =>
  process.env.BENCH_STAFF_DB ?? 'postgres://postgres@127.0.0.1:5432/salones_bench';

/** What the data set was made with: a different value means make it again. */
function dataVersion(): string {
  const journal = readFileSync(path.resolve('apps/api/drizzle/meta/_journal.json'), 'utf8');
  const tags = (JSON.parse(journal) as { entries: { tag: string }[] }).entries.map((e) => e.tag);
  // the migrations' text too: a migration edited before it landed changes the schema without a new tag
  const migrations = createHash('sha256');
  for (const tag of tags) migrations.update(readFileSync(path.resolve(`apps/api/drizzle/${tag}.sql`)));
  return JSON.stringify({ v: 4, size: SIZE, tags, sql: migrations.digest('hex').slice(0, 16) });
}

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const serverUrl = (url: string) => Object.assign(new URL(url), { pathname: '/postgres' }).toString();
const dbName = (url: string) => {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name "${name}" must be a plain identifier`);
  return name;
};

async function storedVersion(url: string): Promise<string | null> {
  const name = dbName(url);
  const exists = await withClient(
    serverUrl(url),
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount,
  );
  if (!exists) return null;
  return withClient(url, async (c) => {
    const r = await c.query(`select to_regclass('bench_staff_data') as t`);
    if (!r.rows[0].t) return '';
    return (await c.query('select version from bench_staff_data')).rows[0]?.version ?? '';
  });
}

/** Makes the data set in the database of `url` unless it is already there. Returns the seconds taken. */
export async function ensureStaffData(url = defaultStaffDbUrl(), log = console.log): Promise<number> {
  const version = dataVersion();
  const stored = await storedVersion(url);
  if (stored === version) return 0;
  const started = performance.now();
  const name = dbName(url);
  await withClient(serverUrl(url), async (c) => {
    if (stored !== null) {
      log(`bench data: ${name} holds another version, making it again`);
      await c.query(`drop database ${name} with (force)`);
    }
    await c.query(`create database ${name}`);
  });
  // the app's own migrations and start-up (super_admin, demo seed)
  const config = loadConfig(
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salones-bench-data-')),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      JWT_SECRET: BENCH_JWT_SECRET,
    },
    { databaseUrl: url, logLevel: 'silent', webDistDir: null },
  );
  const app = await buildApp(config, { logger: false });
  await app.ready();
  await app.close();
  log(
    `bench data: filling ${name} (${SIZE.events.toLocaleString('en')} events, ${(SIZE.events * SIZE.paymentsPerEvent).toLocaleString('en')} payments)…`,
  );
  await withClient(url, async (c) => {
    await c.query('begin');
    // bulk load: no per-row triggers (place_totals, user_role_counts and the report totals are computed once at
    // the end) nor foreign-key checks
    await c.query(`set local session_replication_role = replica`);
    await c.query(`set local maintenance_work_mem = '256MB'`); // the audit log's index builds
    for (const statement of fillStatements()) await c.query(statement);
    await c.query('create table bench_staff_data (version text not null)');
    await c.query('insert into bench_staff_data values ($1)', [version]);
    await c.query('commit');
    await c.query('vacuum analyze'); // as autovacuum would after a bulk load (and index-only scans need it)
  });
  const seconds = (performance.now() - started) / 1000;
  log(`bench data: ${name} ready in ${seconds.toFixed(0)} s`);
  return seconds;
}

const list = (xs: readonly string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

function fillStatements(): string[] {
  const { places, customers, events, paymentsPerEvent } = SIZE;
  const hash = `(select password_hash from users where email = '${BENCH_ADMIN.email}')`;
  const first = list(FIRST_NAMES);
  const last = list(LAST_NAMES);
  return [
    `insert into places (sucursal, lugarname, direccion, horario, phone, email)
     select 'Sucursal ' || lpad(i::text, 3, '0'), 'bench-' || lpad(i::text, 3, '0'), 'Calle ' || i || ', CDMX',
            'Lunes a domingo de 10:00 a 20:00', '55' || lpad(i::text, 8, '0'), 'sucursal' || i || '@bench.mx'
     from generate_series(1, ${places}) i`,
    `insert into packages (place_id, name, descripcion, basico_centavos, grande_centavos)
     select p.id, 'Paquete ' || k || ' ' || p.sucursal, 'Paquete de prueba', 1200000 + k * 300000, 1600000 + k * 300000
     from places p, generate_series(1, 2) k where p.lugarname like 'bench-%'`,
    // a chain's branch has several salones (the places trigger that gives one is off during the bulk load)
    `insert into salones (place_id, nombre, capacidad_min, capacidad_max, orden)
     select p.id, (${list(SALONES.map((s) => s.nombre))})[k], (array[${SALONES.map((s) => s.min)}])[k],
            (array[${SALONES.map((s) => s.max)}])[k], k - 1
     from places p, generate_series(1, ${SALONES.length}) k where p.lugarname like 'bench-%'`,
    `insert into products (name, precio_centavos, descripcion)
     select 'Producto ' || i, 20000 + i * 1000, 'Producto de prueba' from generate_series(1, 50) i`,
    `insert into users (name, lastname, email, phone, password_hash, role, active, place_id)
     select 'Admin ' || p.sucursal, 'Turno ' || k, 'admin' || k || '.' || p.lugarname || '@bench.mx', '5500000000',
            ${hash}, 'admin', true, p.id
     from places p, generate_series(1, ${ADMINS_PER_PLACE}) k where p.lugarname like 'bench-%'`,
    `insert into users (name, lastname, email, phone, password_hash, role, active)
     select (${first})[1 + i % 10], (${last})[1 + (i / 10) % 10] || ' ' || i, 'cliente' || i || '@bench.mx',
            '55' || lpad(i::text, 8, '0'), ${hash}, 'user', i % 20 <> 0
     from generate_series(1, ${customers}) i`,
    // event i: branch i % places, day i / places (so one per branch and day), turno alternating.
    `with ctx as (
       select (select array_agg(id order by lugarname) from places where lugarname like 'bench-%') as pl,
              (select array_agg(id order by email) from users where email like 'admin%@bench.mx') as ad,
              (select array_agg(id order by email) from users where email like 'cliente%@bench.mx') as cu,
              (select array_agg(k.id order by p.lugarname, k.name) from packages k join places p on p.id = k.place_id
               where p.lugarname like 'bench-%') as pk_ids,
              (select array_agg(k.name order by p.lugarname, k.name) from packages k join places p on p.id = k.place_id
               where p.lugarname like 'bench-%') as pk_names,
              (select array_agg(s.id order by p.lugarname, s.orden) from salones s join places p on p.id = s.place_id
               where p.lugarname like 'bench-%') as sa,
              current_date + ${FIRST_DAY} as day0
     ), ev as (
       select i, ctx.*, i % ${places} as pi, i / ${places} as d,
              1200000 + (i % 7) * 150000 as paquete, case when i % 10 = 0 then 50000 else 0 end as descuento
       from ctx, generate_series(0, ${events - 1}) i
     )
     insert into events (name, fecha, turno, place_id, salon_id, package_id, package_name, customer_id, creator_id, personas,
                         entrada, salida, precio_paquete_centavos, descuento_centavos, precio_total_centavos,
                         comentarios, guisado, pastel, fecha_de_registro, deleted_at, created_at, updated_at)
     select 'Fiesta ' || i, day0 + d, (${list(TURNOS)})[1 + (i / ${places} + pi) % 2], pl[1 + pi],
            sa[1 + pi * ${SALONES.length} + d % ${SALONES.length}],
            pk_ids[1 + pi * 2 + d % 2], pk_names[1 + pi * 2 + d % 2], cu[1 + (i * 7919) % ${customers}], ad[1 + pi * ${ADMINS_PER_PLACE} + d % ${ADMINS_PER_PLACE}],
            60 + i % 90, '14:00', '19:00', paquete, descuento, paquete + 100000 - descuento,
            'Sin comentarios', 'Tinga', 'Tres leches', day0 + d - 60,
            case when i % 100 = 99 then now() end, (day0 + d - 60)::timestamptz + (i % 997) * interval '1 second',
            (day0 + d - 60)::timestamptz
     from ev`,
    // one extra per event: 2 pieces of a product at 500 pesos (the 100000 centavos in the totals above)
    `insert into event_extras (event_id, nombre, piezas, precio_centavos, product_id, created_at)
     select e.id, pr.names[1 + abs(hashtext(e.name)) % 50], 2, 50000, pr.ids[1 + abs(hashtext(e.name)) % 50], e.created_at
     from events e
     join places p on p.id = e.place_id and p.lugarname like 'bench-%'
     cross join (select array_agg(id order by name) as ids, array_agg(name order by name) as names
                 from products where descripcion = 'Producto de prueba') pr`,
    // payments: each a tenth of the total, a week apart, received by the event's seller
    `insert into event_payments (event_id, amount_centavos, metodo, fecha_de_pago, received_by_id, created_at)
     select e.id, e.precio_total_centavos / 10, (${list(PAYMENT_METHODS)})[1 + k % ${PAYMENT_METHODS.length}],
            least(e.fecha, e.fecha_de_registro + k * 7), e.creator_id, e.created_at + k * interval '7 days'
     from events e
     join places p on p.id = e.place_id and p.lugarname like 'bench-%'
     cross join generate_series(1, ${paymentsPerEvent}) k`,
    // the audit log, loaded without its indexes (rebuilt at the end: ~3× faster than a million
    // inserts into each of them). Their definitions are read from the table, so new ones need no change here.
    `create temp table audit_log_indexes on commit drop as
     select i.indexname, i.indexdef, c.conname, c.contype from pg_indexes i
     left join pg_constraint c on c.conrelid = 'audit_log'::regclass and c.conindid = (quote_ident(i.indexname))::regclass
     where i.schemaname = current_schema() and i.tablename = 'audit_log'`,
    `do $$ declare r record; begin
       for r in select * from audit_log_indexes loop
         if r.conname is not null then execute format('alter table audit_log drop constraint %I', r.conname);
         else execute format('drop index %I', r.indexname); end if;
       end loop;
     end $$`,
    // one entry per payment, by whoever received it, when it was made, with the
    // debt before → after (each payment a tenth of the total); written as the app writes it (record-audit.ts)
    `insert into audit_log (at, kind, actor_id, actor_name, event_id, subject, before, after)
     select pay.created_at, 'payment', pay.received_by_id, u.name || ' ' || u.lastname, e.id, e.name,
            jsonb_build_object('adeudo', e.precio_total_centavos - (k - 1) * pay.amount_centavos),
            jsonb_build_object('abono', pay.amount_centavos, 'metodo', pay.metodo, 'fechadePago', pay.fecha_de_pago,
                               'adeudo', e.precio_total_centavos - k * pay.amount_centavos)
     from event_payments pay
     join events e on e.id = pay.event_id
     join users u on u.id = pay.received_by_id
     -- the k-th payment of an event was made k weeks after it was booked
     cross join lateral (select extract(epoch from pay.created_at - e.created_at)::int / 604800 as k) n
     order by pay.created_at`,
    // and the event edits: every ${EDITED_EVERY}th event's comments changed by its seller a day after it was
    // booked, every ${DISCOUNTED_EVERY}th's discount by the super_admin a week after
    `insert into audit_log (at, kind, actor_id, actor_name, event_id, subject, before, after)
     select at, kind, actor_id, actor_name, event_id, subject, before, after from (
       select e.created_at + interval '1 day' as at, 'event_edited' as kind, e.creator_id as actor_id,
              u.name || ' ' || u.lastname as actor_name, e.id as event_id, e.name as subject,
              jsonb_build_object('comentarios', 'Por confirmar') as before,
              jsonb_build_object('comentarios', e.comentarios) as after
       from events e join users u on u.id = e.creator_id
       where e.name like 'Fiesta %' and substr(e.name, 8)::int % ${EDITED_EVERY} = 0
       union all
       select e.created_at + interval '7 days', 'discount', sa.id, sa.name || ' ' || sa.lastname, e.id, e.name,
              jsonb_build_object('descuento', 0, 'precioTotal', e.precio_total_centavos + e.descuento_centavos),
              jsonb_build_object('descuento', e.descuento_centavos, 'precioTotal', e.precio_total_centavos)
       from events e, users sa
       where sa.email = '${BENCH_ADMIN.email}' and e.descuento_centavos > 0
         and substr(e.name, 8)::int % ${DISCOUNTED_EVERY} = 0
     ) edits
     order by at`,
    `do $$ declare r record; begin
       for r in select * from audit_log_indexes loop
         execute r.indexdef;
         if r.conname is not null then
           execute format('alter table audit_log add constraint %I %s using index %I', r.conname,
                          case r.contype when 'p' then 'primary key' else 'unique' end, r.indexname);
         end if;
       end loop;
     end $$`,
    // each live party's claim on its salón, date and turno (the events trigger that makes it is off during the
    // bulk load): what availability, the calendar and occupancy by salón count
    `insert into slot_claims (place_id, fecha, turno, salon_id, event_id)
     select place_id, fecha, turno, salon_id, id from events where deleted_at is null
     on conflict do nothing`,
    // the reports' totals (migration 0008): events' paid_centavos, payments per day, events per day
    `select report_totals_rebuild()`,
    `delete from user_role_counts`,
    `insert into user_role_counts (role, accounts) select role, count(*) from users group by role`,
    `delete from place_totals`,
    `insert into place_totals (place_id, live_events, paid_centavos)
     select e.place_id, count(*), coalesce(sum(p.paid), 0)
     from events e
     left join (select event_id, sum(amount_centavos) as paid from event_payments group by event_id) p on p.event_id = e.id
     where e.deleted_at is null
     group by e.place_id`,
  ];
}

if (isMain(import.meta.url)) {
  await ensureStaffData(process.argv[2] ?? defaultStaffDbUrl());
}
