// `npm run soak` (issue #26.3; not in CI): SOAK_MINUTES (30) of mixed traffic at a chain's peak on the built
// server, with PostgreSQL and with the embedded database (SOAK_DB=postgres|embedded|both): ~50 page and API
// reads/s, 2 booking requests/s on free slots, 0.2 logins/s, staff reads (1/s). Prints and checks: no failed
// request; the p99 of each kind in the last window within 1.5× of the first (window: 5 min, or a sixth of a
// shorter run); RSS growth after the first window < 10 %; database connections in use and job-queue depth flat
// (GET /api/metrics). Exit code 1 when a check fails. Ports: SOAK_PORT (4261).
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile, startServer, stopServer } from './bench-support.mts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const PORT = Number(process.env.SOAK_PORT ?? 4261);
const PG_SERVER = process.env.SOAK_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const which = process.env.SOAK_DB ?? 'both';
const CUSTOMERS = 12;
const WINDOW_MS = Math.min(5 * 60_000, (MINUTES * 60_000) / 6);
const TOKEN = 'soak-metrics-token-0123456789';
const ADMIN = { email: 'soak-admin@example.com', password: 'soak-admin-clave-1' };
const server = path.resolve(import.meta.dirname, '../apps/api/dist/server.js');
const base = `http://127.0.0.1:${PORT}`;

type Kind = 'read' | 'page' | 'booking' | 'login' | 'staff';
interface Sample {
  at: number;
  kind: Kind;
  ms: number;
  ok: boolean;
  detail?: string;
}

async function timed(kind: Kind, samples: Sample[], url: string, init: RequestInit = {}, expect = 200) {
  const start = performance.now();
  try {
    const res = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await res.text();
    const ok = res.status === expect;
    samples.push({
      at: Date.now(),
      kind,
      ms: performance.now() - start,
      ok,
      detail: ok ? undefined : `${url} ${res.status} ${body.slice(0, 200)}`,
    });
    return ok ? body : null;
  } catch (err) {
    samples.push({ at: Date.now(), kind, ms: performance.now() - start, ok: false, detail: `${url} ${err}` });
    return null;
  }
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Calls `work` `perSecond` times a second (open loop: a slow answer does not slow the rate) until `until`. */
async function atRate(perSecond: number, until: number, work: (i: number) => Promise<unknown>) {
  const pending: Promise<unknown>[] = [];
  const start = Date.now();
  for (let i = 0; Date.now() < until; i++) {
    pending.push(work(i));
    const next = start + ((i + 1) * 1000) / perSecond;
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
  }
  await Promise.all(pending);
}

const p99 = (values: number[]) => percentile(values, 0.99) ?? 0;

const rssOf = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** A gauge's sum over its series, or NaN when the server did not answer in time (then that sample is left out). */
async function metric(name: string) {
  const text = await fetch(`${base}/api/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
    signal: AbortSignal.timeout(30_000),
  })
    .then((res) => res.text())
    .catch(() => null);
  if (text === null) return Number.NaN;
  return text
    .split('\n')
    .filter((l) => l.startsWith(name))
    .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
}

async function soak(kind: 'postgres' | 'embedded') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salones-soak-'));
  let dbName: string | null = null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    METRICS_TOKEN: TOKEN,
    RATE_LIMIT_API_PER_MINUTE: '1000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    LOGIN_MAX_FAILURES: '1000000',
    JWT_SECRET: 'soak-secret-'.padEnd(48, 'x'),
  };
  if (kind === 'postgres') {
    dbName = `h26_soak_${Date.now()}`;
    execFileSync('psql', [PG_SERVER, '-qc', `create database ${dbName}`]);
    const url = new URL(PG_SERVER);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  let running: ChildProcess | null = null;
  // the server must not outlive the soak, even when the soak itself fails
  const killServer = () => running?.kill('SIGKILL');
  process.once('exit', killServer);
  try {
    // as `npm start` starts it (bench-support.mts)
    const { child } = await startServer([process.execPath, server], {
      port: PORT,
      env,
      readyPath: '/api/ready',
    });
    running = child;
    const setup: Sample[] = [];
    const login = async (email: string, password: string) =>
      JSON.parse((await timed('login', setup, '/api/auth', json({ email, password }))) ?? '{}')
        .token as string;
    const staffToken = await login(ADMIN.email, ADMIN.password);
    // the families: registered, activated through the link of their mail (DATA_DIR/mail), logged in. Several, as
    // at a chain: each may hold 3 pending requests, so one family sending 2 a second would hit that limit as soon
    // as an answer took over a second
    const customers = Array.from({ length: CUSTOMERS }, (_, n) => ({
      email: `soak-cliente-${n}@example.com`,
      password: 'cliente-clave-1',
    }));
    for (const customer of customers)
      await timed(
        'read',
        setup,
        '/api/usuarios',
        json({
          name: 'Cliente',
          lastname: 'Soak',
          phone: '5512345678',
          ...customer,
          repeatPassword: customer.password,
        }),
        201,
      );
    await new Promise((r) => setTimeout(r, 2_000));
    const mails = readdirSync(path.join(dataDir, 'mail')).map((f) =>
      readFileSync(path.join(dataDir, 'mail', f), 'utf8').replace(/=\r?\n/g, ''),
    );
    const customerTokens: string[] = [];
    for (const customer of customers) {
      const activation = mails
        .filter((m) => m.includes(customer.email))
        .map((m) => /activar(?:usuario)?\/([\w.-]+)/.exec(m)?.[1])
        .find(Boolean);
      if (activation)
        await timed('read', setup, `/api/usuarios/activarusuario/${activation}`, { method: 'PUT' });
      customerTokens.push(await login(customer.email, customer.password));
    }
    const places = JSON.parse((await timed('read', setup, '/api/locates')) ?? '{}');
    const placeList = (Object.values(places).find(Array.isArray) ?? []) as Array<Record<string, string>>;
    const lugar = placeList[0]?.uid ?? placeList[0]?._id ?? placeList[0]?.id;
    const packages = JSON.parse((await timed('read', setup, `/api/package/${lugar}`)) ?? '{}');
    const packageList = (Object.values(packages).find(Array.isArray) ?? []) as Array<Record<string, string>>;
    const paquete = packageList[0]?.uid ?? packageList[0]?._id ?? packageList[0]?.id;
    const setupFailures = setup.filter((s) => !s.ok);
    if (!staffToken || !customerTokens.every(Boolean) || !lugar || !paquete || setupFailures.length) {
      throw new Error(
        `setup failed: staff ${!!staffToken}, customers ${customerTokens.filter(Boolean).length}/${CUSTOMERS}, lugar ${lugar}, paquete ${paquete}\n${setupFailures.map((s) => s.detail).join('\n')}`,
      );
    }

    const samples: Sample[] = [];
    const usage: Array<{ at: number; rss: number; dbInUse: number; jobsQueued: number }> = [];
    const start = Date.now();
    const until = start + MINUTES * 60_000;
    const sampler = (async () => {
      while (Date.now() < until) {
        usage.push({
          at: Date.now(),
          rss: rssOf(child),
          dbInUse: await metric('salones_db_pool_in_use'),
          jobsQueued: await metric('salones_jobs_queued'),
        });
        await new Promise((r) => setTimeout(r, 5_000));
      }
    })();
    const reads = ['/api/site', '/api/locates', `/api/package/${lugar}`];
    const pages = ['/', '/descripcion', `/${encodeURIComponent(placeList[0]?.lugarname ?? '')}`];
    let day = 0;
    const firstDay = new Date('2028-01-01T12:00:00Z').getTime();
    await Promise.all([
      atRate(40, until, (i) => timed('read', samples, reads[i % reads.length])),
      atRate(10, until, (i) => timed('page', samples, pages[i % pages.length])),
      atRate(2, until, async (i) => {
        // a free slot: a date of its own for each pair of requests, one per turno; then the family cancels it,
        // as the booking flow allows (the families take turns)
        if (i % 2 === 0) day += 1;
        const fecha = new Date(firstDay + day * 86_400_000).toISOString().slice(0, 10);
        const auth = { 'content-type': 'application/json', 'x-auth-token': customerTokens[i % CUSTOMERS] };
        const made = await timed(
          'booking',
          samples,
          '/api/solicitud',
          {
            ...json({ lugar, paquete, fecha, turno: i % 2 ? 'Vespertino' : 'Matutino', personas: 80 }),
            headers: auth,
          },
          201,
        );
        const id = made && /"uid":"([0-9a-f-]{36})"/.exec(made)?.[1];
        if (id)
          await timed('booking', samples, `/api/solicitud/${id}/cancelar`, {
            method: 'PUT',
            headers: auth,
            body: '{}',
          });
      }),
      atRate(0.2, until, () => timed('login', samples, '/api/auth', json(ADMIN))),
      atRate(1, until, (i) =>
        timed('staff', samples, i % 2 ? '/api/event/dashboard/resumen' : '/api/usuarios?page=1&limit=50', {
          headers: { 'x-auth-token': staffToken },
        }),
      ),
    ]);
    await sampler;

    const lines: string[] = [];
    let pass = true;
    const check = (ok: boolean, text: string) => {
      lines.push(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
      if (!ok) pass = false;
    };
    const failed = samples.filter((s) => !s.ok);
    check(failed.length === 0, `${samples.length} requests, ${failed.length} failed`);
    for (const f of failed.slice(0, 5)) lines.push(`       ${f.detail}`);
    for (const k of ['read', 'page', 'booking', 'login', 'staff'] as Kind[]) {
      const first = samples.filter((s) => s.kind === k && s.at < start + WINDOW_MS).map((s) => s.ms);
      const last = samples.filter((s) => s.kind === k && s.at >= until - WINDOW_MS).map((s) => s.ms);
      const [a, b] = [p99(first), p99(last)];
      // a p99 under 20 ms is noise-level: compared with a 20 ms floor
      check(
        b <= 1.5 * Math.max(a, 20),
        `${k}: ${samples.filter((s) => s.kind === k).length} requests, p99 first window ${a.toFixed(1)} ms, last ${b.toFixed(1)} ms (≤ 1.5×)`,
      );
    }
    const afterWarmUp = usage.filter((u) => u.at >= start + WINDOW_MS);
    const rss0 = afterWarmUp[0]?.rss ?? 0;
    const rss1 = usage.at(-1)?.rss ?? 0;
    check(
      rss1 <= rss0 * 1.1,
      `RSS after warm-up ${(rss0 / 2 ** 20).toFixed(0)} MB → end ${(rss1 / 2 ** 20).toFixed(0)} MB (< +10 %)`,
    );
    const firstUse = usage.filter((u) => u.at < start + WINDOW_MS);
    const lastUse = usage.filter((u) => u.at >= until - WINDOW_MS);
    const max = (xs: number[]) => Math.max(0, ...xs.filter((x) => !Number.isNaN(x)));
    check(
      max(lastUse.map((u) => u.dbInUse)) <= max(firstUse.map((u) => u.dbInUse)) + 2,
      `database connections in use: max first window ${max(firstUse.map((u) => u.dbInUse))}, last ${max(lastUse.map((u) => u.dbInUse))} (flat)`,
    );
    check(
      max(lastUse.map((u) => u.jobsQueued)) <= max(firstUse.map((u) => u.jobsQueued)) + 5,
      `job queue depth: max first window ${max(firstUse.map((u) => u.jobsQueued))}, last ${max(lastUse.map((u) => u.jobsQueued))} (flat)`,
    );
    console.log(
      `\n== soak on ${kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'}, ${MINUTES} min (window ${WINDOW_MS / 1000} s)`,
    );
    for (const l of lines) console.log(l);
    return pass;
  } finally {
    process.off('exit', killServer);
    if (running) await stopServer(running);
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) execFileSync('psql', [PG_SERVER, '-qc', `drop database if exists ${dbName} with (force)`]);
  }
}

const kinds = which === 'both' ? (['postgres', 'embedded'] as const) : [which as 'postgres' | 'embedded'];
let allPass = true;
for (const kind of kinds) allPass = (await soak(kind)) && allPass;
process.exit(allPass ? 0 : 1);
