// Staff screens at a chain's scale, for `npm run bench` (BENCH_STAFF=false skips it): each
// call a staff screen makes, 50 times, on PostgreSQL holding the data set of bench-staff-data.mts (made
// when missing). Prints p50/p95 (in the server's process: app.inject, no network) and the answer's size
// next to the targets and to the figures measured before the chain-scale work, then the process's RSS
// before/after. 'cpu p50' is the API process's own CPU time per call (not PostgreSQL's): on a busy machine
// the wall times include waiting for a core, this column much less.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { AUDIT_PAGE } from '../packages/shared/src/audit.ts';
import { addDays, monthRange, todayInMexicoCity } from '../packages/shared/src/dates.ts';
import {
  BENCH_ADMIN,
  BENCH_JWT_SECRET,
  defaultStaffDbUrl,
  ensureStaffData,
  SIZE,
} from './bench-staff-data.mts';
import { percentile, runAlone } from './bench-support.mts';

const RUNS = Number(process.env.BENCH_STAFF_RUNS ?? 50);
/** BENCH_STAFF_ONLY=audit (a regular expression, any case): only the calls whose name matches */
const ONLY = process.env.BENCH_STAFF_ONLY ? new RegExp(process.env.BENCH_STAFF_ONLY, 'i') : null;
const TARGET_MS = 50;
const TARGET_KB = 100;
/** the JS heap (after a full GC) may grow this much over all the calls, after a warm-up, and count as flat */
const TARGET_HEAP_GROWTH_MB = 10;

/** a full garbage collection, so heap figures compare live memory (tsx gives no --expose-gc) */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const memory = () => {
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
};

type Case = { name: string; url: string; token: 'super' | 'admin'; before?: string };

const mb = (bytes: number) => bytes / 1024 / 1024;

export async function benchStaff(): Promise<number> {
  const url = defaultStaffDbUrl();
  console.log(
    `\nStaff screens on PostgreSQL (${new URL(url).pathname.slice(1)}: ${SIZE.places} branches, ` +
      `${SIZE.customers.toLocaleString('en')} customers, ${SIZE.events.toLocaleString('en')} events, ` +
      `${(SIZE.events * SIZE.paymentsPerEvent).toLocaleString('en')} payments and as many audit entries), ${RUNS} calls each`,
  );
  await ensureStaffData(url);
  const ids = await sampleIds(url);
  const config = loadConfig(
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salones-bench-staff-')),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      JWT_SECRET: BENCH_JWT_SECRET,
      SEED_DEMO: 'false',
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    },
    { databaseUrl: url, logLevel: 'silent', webDistDir: null },
  );
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const login = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email, password: BENCH_ADMIN.password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  const tokens = { super: await login(BENCH_ADMIN.email), admin: await login(ids.adminEmail) };
  const call = (c: Case) => app.inject({ url: c.url, headers: { 'x-auth-token': tokens[c.token] } });

  // cursors the screens would hold after their first page
  const dashboard = (await call({ name: '', url: '/api/event/dashboard/resumen', token: 'super' })).json();
  const month = monthRange(todayInMexicoCity());
  const cases: Case[] = [
    {
      name: 'dashboard (super_admin)',
      url: '/api/event/dashboard/resumen',
      token: 'super',
      before: '16 MB, 651 / 715 ms',
    },
    { name: 'dashboard (admin)', url: '/api/event/dashboard/resumen', token: 'admin' },
    {
      name: "dashboard 'Ver más' (this month, page 2)",
      url: `/api/event?from=${month.from}&to=${month.to}&cursor=${dashboard.buckets.thisMonth.nextCursor}&limit=10`,
      token: 'super',
    },
    { name: 'dashboard admins, page 2', url: '/api/event/dashboard/admins?page=2', token: 'super' },
    {
      name: 'GET /api/event?from&to (this month)',
      url: `/api/event?from=${month.from}&to=${month.to}`,
      token: 'super',
      before: '10 MB, 361 / 425 ms',
    },
    {
      name: 'GET /api/event (first page)',
      url: '/api/event',
      token: 'super',
      before: '492 MB, 21.4 s (p50)',
    },
    {
      name: 'GET /api/event (last pages, keyset)',
      url: `/api/event?cursor=${ids.deepCursor}`,
      token: 'super',
    },
    {
      name: 'users list, page 1',
      url: '/api/usuarios?role=user&page=1&limit=20',
      token: 'super',
      before: '4.6 KB, 62 / 67 ms',
    },
    {
      name: 'users list, page 2000',
      url: '/api/usuarios?role=user&page=2000&limit=20',
      token: 'super',
      before: '4.6 KB, 126 / 141 ms',
    },
    {
      name: 'user search (no match)',
      url: '/api/usuarios?role=user&q=zzqqxx&page=1&limit=20',
      token: 'super',
      before: '—, 69 / 75 ms',
    },
    {
      name: 'user search (maria nunez)',
      url: '/api/usuarios?role=user&q=maria%20nunez&page=1&limit=20',
      token: 'super',
    },
    { name: 'staff list (admins)', url: '/api/usuarios?role=staff&page=1&limit=20', token: 'super' },
    {
      name: 'events of one user',
      url: `/api/event/${ids.customerId}`,
      token: 'super',
      before: '9.8 KB, 5 / 10 ms',
    },
    { name: 'events of one admin (seller)', url: `/api/event/obtener/admin/${ids.adminId}`, token: 'super' },
    { name: 'one event (payments, extras)', url: `/api/event/obtener/${ids.eventId}`, token: 'super' },
    { name: 'branches list (admin/places)', url: '/api/locates', token: 'super' },
    { name: 'packages of a branch', url: `/api/package/${ids.placeId}`, token: 'super' },
    { name: 'products list', url: '/api/product', token: 'super' },
    ...salonCases(ids, month),
    ...reportCases(month, ids.placeId),
    ...auditCases(ids),
  ].filter((c) => !ONLY || ONLY.test(c.name));

  for (const c of cases) await call(c); // warm-up: plans, caches, JIT
  const before = memory();
  let missed = 0;
  console.log(
    `${'call'.padEnd(44)} ${'size'.padStart(9)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'cpu p50'.padStart(8)}   target (p95 ≤ ${TARGET_MS} ms, ≤ ${TARGET_KB} KB) · before (the chain-scale work)`,
  );
  for (const c of cases) {
    const times: number[] = [];
    const cpu: number[] = [];
    let size = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const used = process.cpuUsage();
      const res = await call(c);
      times.push(performance.now() - t);
      const spent = process.cpuUsage(used);
      cpu.push((spent.user + spent.system) / 1000);
      if (res.statusCode !== 200) throw new Error(`${c.url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      size = res.rawPayload.length;
    }
    const p95 = percentile(times, 0.95);
    const ok = p95 <= TARGET_MS && size / 1024 <= TARGET_KB;
    if (!ok) missed += 1;
    console.log(
      `${ok ? 'ok  ' : 'MISS'} ${c.name.padEnd(39)} ${`${(size / 1024).toFixed(1)} KB`.padStart(9)} ${`${percentile(times, 0.5).toFixed(1)} ms`.padStart(8)} ${`${p95.toFixed(1)} ms`.padStart(8)} ${`${percentile(cpu, 0.5).toFixed(1)} ms`.padStart(8)}   ${c.before ? `before: ${c.before}` : ''}`,
    );
  }
  const after = memory();
  const growth = mb(after.heap - before.heap);
  const flat = growth <= TARGET_HEAP_GROWTH_MB;
  if (!flat) missed += 1;
  console.log(
    `${flat ? 'ok  ' : 'MISS'} ${'server memory before → after all calls'.padEnd(39)} heap ${mb(before.heap).toFixed(0)} → ${mb(after.heap).toFixed(0)} MB (growth ≤ ${TARGET_HEAP_GROWTH_MB} MB), RSS ${mb(before.rss).toFixed(0)} → ${mb(after.rss).toFixed(0)} MB; before: RSS 4 GB on GET /api/event`,
  );
  await app.close();
  return missed;
}

/** The reports screen: its four calls for this month and for the last twelve months. */
/** A branch's salones, schedule and resources, its day sheet, and this month's parties of one salón. */
function salonCases(ids: { placeId: string; salonId: string }, month: { from: string; to: string }): Case[] {
  const branch = `/api/lugares/${ids.placeId}`;
  return [
    { name: 'salones of a branch', url: `${branch}/salones`, token: 'admin' },
    { name: 'turnos of a branch', url: `${branch}/turnos`, token: 'admin' },
    { name: 'resources of a branch', url: `${branch}/recursos`, token: 'admin' },
    { name: 'day sheet of a branch', url: `${branch}/dia/${month.from}`, token: 'admin' },
    {
      name: "public calendar's month (turnos, free salones)",
      url: `/api/event/calendario/${ids.placeId}?mes=${month.from.slice(0, 7)}`,
      token: 'admin',
    },
    {
      name: 'GET /api/event?from&to&salon (this month)',
      url: `/api/event?from=${month.from}&to=${month.to}&salon=${ids.salonId}`,
      token: 'admin',
    },
  ];
}

function reportCases(month: { from: string; to: string }, placeId: string): Case[] {
  const year = { desde: addDays(month.to, -365), hasta: month.to };
  const reports: [string, string][] = [
    ['ganancias', 'earnings'],
    ['pagos', 'payment methods'],
    ['ocupacion', 'occupancy'],
    ['adeudos', 'debts'],
  ];
  return [
    ...reports.map(
      ([path, name]): Case => ({
        name: `report ${name} (this month)`,
        url: `/api/reportes/${path}?desde=${month.from}&hasta=${month.to}`,
        token: 'super',
      }),
    ),
    ...reports.map(
      ([path, name]): Case => ({
        name: `report ${name} (12 months)`,
        url: `/api/reportes/${path}?desde=${year.desde}&hasta=${year.hasta}`,
        token: 'super',
      }),
    ),
    {
      // a period cut mid-month on both ends: its edge days are read day by day
      name: 'report earnings (15th to 15th, 12 months)',
      url: `/api/reportes/ganancias?desde=${addDays(month.from, 14 - 365)}&hasta=${addDays(month.from, 14)}`,
      token: 'super',
    },
    {
      name: 'report debts (12 months, one branch)',
      url: `/api/reportes/adeudos?desde=${year.desde}&hasta=${year.hasta}&lugar=${placeId}`,
      token: 'super',
    },
    {
      // the file holds every branch's salones (the screen reads them a page of branches at a time)
      name: 'report occupancy by salón CSV (12 months)',
      url: `/api/reportes/ocupacion/salones.csv?desde=${year.desde}&hasta=${year.hasta}`,
      token: 'super',
    },
  ];
}

/**
 * The audit log screen (/admin/audit) and an event's history: the first page, each filter, a
 * date range, the last page the pager offers (AUDIT_PAGE.maxCounted entries deep).
 */
function auditCases(ids: { eventId: string; adminId: string }): Case[] {
  const today = todayInMexicoCity();
  const lastPage = Math.ceil(AUDIT_PAGE.maxCounted / AUDIT_PAGE.defaultLimit);
  const audit = (name: string, query: string): Case => ({
    name: `audit ${name}`,
    url: `/api/audit${query ? `?${query}` : ''}`,
    token: 'super',
  });
  return [
    audit('log, first page', ''),
    audit('of one event', `evento=${ids.eventId}`),
    audit('by one admin', `usuario=${ids.adminId}`),
    audit('by kind (discounts)', 'tipo=discount'),
    audit('by kind (payments)', 'tipo=payment'),
    audit('last 30 days', `desde=${addDays(today, -30)}&hasta=${today}`),
    audit('last 30 days, one admin', `desde=${addDays(today, -30)}&hasta=${today}&usuario=${ids.adminId}`),
    audit(
      'one year ago, discounts',
      `desde=${addDays(today, -365)}&hasta=${addDays(today, -335)}&tipo=discount`,
    ),
    audit(`log, last page (${lastPage})`, `page=${lastPage}`),
    audit(`payments, last page (${lastPage})`, `tipo=payment&page=${lastPage}`),
    { name: 'event history (staff)', url: `/api/event/${ids.eventId}/historial`, token: 'admin' },
  ];
}

/** Ids the screens would be looking at: a customer, an admin and their branch, an event, a late cursor. */
async function sampleIds(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (q: string) => Object.values((await client.query(q)).rows[0])[0] as string;
    return {
      customerId: await one(`select id from users where email = 'cliente777@bench.mx'`),
      adminId: await one(`select id from users where email = 'admin1.bench-001@bench.mx'`),
      adminEmail: 'admin1.bench-001@bench.mx',
      placeId: await one(`select id from places where lugarname = 'bench-001'`),
      salonId: await one(
        `select s.id from salones s join places p on p.id = s.place_id where p.lugarname = 'bench-001' order by s.orden limit 1`,
      ),
      eventId: await one(`select id from events where name = 'Fiesta 123456'`),
      // 30 events before the end: the cursor a screen holds after paging to the last pages
      deepCursor: await one(
        `select id from events where deleted_at is null order by fecha desc, turno desc, created_at desc, id desc offset 30 limit 1`,
      ),
    };
  } finally {
    await client.end();
  }
}

await runAlone(import.meta.url, benchStaff);
