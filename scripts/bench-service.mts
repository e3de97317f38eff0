// Service figures for `npm run bench`: throughput of the built server on one core with the
// load on the other, memory of the embedded database, and whether logins starve other routes.
// Each throughput figure is the median of BENCH_RUNS runs of BENCH_SECONDS seconds, side by side in one run.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { median, runAlone, sleep, startServer, stopServer } from './bench-support.mts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PG_SERVER = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_JS = path.resolve('apps/api/dist/server.js');
const ADMIN = { email: 'bench@example.com', password: 'benchmark123' };

type Line = { name: string; value: number; unit: string; target: number; atLeast: boolean };
const lines: Line[] = [];
function report(line: Line) {
  lines.push(line);
  const ok = line.atLeast ? line.value >= line.target : line.value <= line.target;
  console.log(
    `${ok ? 'ok  ' : 'MISS'} ${line.name.padEnd(52)} ${line.value.toFixed(1).padStart(9)} ${line.unit} (target ${line.atLeast ? '≥' : '≤'} ${line.target} ${line.unit})`,
  );
  return ok;
}
let nextPort = 4100;

/** A server process pinned to core 0 (the bench itself runs on core 1). */
async function startProcess(args: string[], env: Record<string, string>, readyPath: string) {
  const server = await startServer(['taskset', '-c', '0', process.execPath, ...args], {
    port: nextPort++,
    env,
    readyPath,
  });
  // taskset execs node, so the pid is node's
  return { ...server, pid: server.child.pid! };
}

function apiServer(env: Record<string, string>) {
  return startProcess(
    [SERVER_JS],
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salones-bench-svc-')),
      RATE_LIMIT_API_PER_MINUTE: '100000000',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
      JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    '/api/health',
  );
}

async function load(opts: {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  connections?: number;
  runs?: number;
}) {
  const runs: { rps: number; p99: number; errors: number }[] = [];
  for (let i = 0; i < (opts.runs ?? RUNS); i++) {
    const result = await autocannon({
      url: opts.url,
      method: opts.method ?? 'GET',
      connections: opts.connections ?? 100,
      duration: SECONDS,
      headers: { 'content-type': 'application/json' },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    runs.push({
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  return {
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
  };
}

const rssMb = (pid: number) => {
  // the server is `taskset`'s child: taskset execs node, so the pid is node's
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `salones_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_SERVER });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function demoIds(base: string) {
  const answer = (await (await fetch(`${base}/api/locates`)).json()) as {
    lugares: { uid: string; lugarname: string }[];
  };
  const place = answer.lugares[0];
  if (!place) throw new Error('no demo branch to measure');
  return place;
}

/**
 * 20 logins at once, again and again, from a process of their own on the load's core at the lowest priority,
 * so the client timing the stream is never kept from its sockets by the logins' clients. Looping in the
 * timing client's own event loop, the logins' fetches added ~20 ms to the stream's p99 that the server never
 * saw: its handling time and event-loop delay were the same either way (traced on the server).
 */
function startLoginBurst(base: string) {
  const burst = ['scripts/bench-login-burst.mts', base, ADMIN.email, ADMIN.password];
  const child = spawn(
    'nice',
    ['-n', '19', 'taskset', '-c', '1', process.execPath, '--import', 'tsx', ...burst],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return {
    /** stops the logins; how many were answered 200, and otherwise */
    stop: () =>
      new Promise<{ ok: number; other: number }>((resolve, reject) => {
        child.once('exit', () => {
          try {
            resolve(JSON.parse(out));
          } catch {
            reject(new Error(`the login burst printed no counts: ${out}`));
          }
        });
        child.kill('SIGTERM');
      }),
  };
}

/** p99 of a steady 100 req/s stream of GET /api/locates. */
async function streamP99(base: string) {
  const result = await autocannon({
    url: `${base}/api/locates`,
    connections: 10,
    overallRate: 100,
    duration: SECONDS,
  });
  return result.latency.p99;
}

export async function benchService(): Promise<number> {
  try {
    execSync(`taskset -cp 1 ${process.pid}`, { stdio: 'ignore' });
  } catch {
    console.log('info taskset unavailable: server and load share the cores');
  }
  console.log(`\n# service (${RUNS} × ${SECONDS} s each, server on core 0, load on core 1)`);
  let missed = 0;
  const check = (line: Line) => {
    if (!report(line)) missed += 1;
  };

  // 1. a bare node:http server, and the API's /api/site (no database work)
  const bare = await startProcess(
    [
      '-e',
      "require('node:http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end('{\"ok\":true}')}).listen(process.env.PORT,'127.0.0.1')",
    ],
    {},
    '/',
  );

  // 2. the embedded database: memory at idle after the first start and after a restart; then, on the
  // restarted server (settled: no seeding left), /api/site and the bare server in turns, one run each, so a
  // change in the machine's speed during the section weighs on both alike
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salones-bench-pglite-'));
  let embedded = await apiServer({ DATA_DIR: dataDir });
  await sleep(5000);
  const firstRss = rssMb(embedded.pid);
  await stopServer(embedded.child);
  embedded = await apiServer({ DATA_DIR: dataDir });
  await sleep(5000);
  const restartRss = rssMb(embedded.pid);
  check({
    name: 'embedded: idle RSS after the first start',
    value: firstRss,
    unit: 'MB',
    target: 300,
    atLeast: false,
  });
  check({
    name: 'embedded: idle RSS after a restart',
    value: restartRss,
    unit: 'MB',
    target: 300,
    atLeast: false,
  });
  const bareRuns: number[] = [];
  const siteRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    bareRuns.push((await load({ url: `${bare.base}/`, runs: 1 })).rps);
    siteRuns.push((await load({ url: `${embedded.base}/api/site`, runs: 1 })).rps);
  }
  await stopServer(bare.child);
  console.log(
    `info ${'bare node:http / GET /api/site (median of runs in turns)'.padEnd(52)} ${median(bareRuns).toFixed(0)} / ${median(siteRuns).toFixed(0)} req/s`,
  );
  check({
    name: 'GET /api/site vs bare node:http',
    value: (100 * median(siteRuns)) / median(bareRuns),
    unit: '%',
    target: 60,
    atLeast: true,
  });
  const embeddedPlace = await demoIds(embedded.base);
  const embeddedPackages = await load({ url: `${embedded.base}/api/package/${embeddedPlace.uid}` });
  const embeddedFecha = await load({
    url: `${embedded.base}/api/event/fecha`,
    method: 'POST',
    body: { fecha: futureDate(40), turno: 'Matutino', lugar: embeddedPlace.uid },
  });
  check({
    name: 'embedded: failed requests at 100 connections',
    value: embeddedPackages.errors + embeddedFecha.errors,
    unit: 'req',
    target: 0,
    atLeast: false,
  });
  console.log(
    `info ${'embedded: GET /api/package/{placeId}, POST /api/event/fecha'.padEnd(52)} ${embeddedPackages.rps.toFixed(0)} / ${embeddedFecha.rps.toFixed(0)} req/s`,
  );
  await stopServer(embedded.child);

  // 3. PostgreSQL: public reads, availability, and logins beside a steady stream
  const database = await freshPostgres();
  if (!database) {
    console.log(`info PostgreSQL not reachable at ${PG_SERVER}: its figures are skipped`);
    return missed + 1;
  }
  const server = await apiServer({ DATABASE_URL: database.url });
  try {
    const place = await demoIds(server.base);
    const reads: [string, string][] = [
      ['GET /api/locates/name/{slug}', `/api/locates/name/${place.lugarname}`],
      ['GET /api/package/{placeId}', `/api/package/${place.uid}`],
      ['GET /api/product', '/api/product'],
    ];
    for (const [name, url] of reads) {
      const r = await load({ url: server.base + url });
      check({ name: `postgres: ${name}`, value: r.rps, unit: 'req/s', target: 5000, atLeast: true });
      check({ name: `postgres: ${name} p99`, value: r.p99, unit: 'ms', target: 40, atLeast: false });
    }
    const fecha = await load({
      url: `${server.base}/api/event/fecha`,
      method: 'POST',
      body: { fecha: futureDate(40), turno: 'Matutino', lugar: place.uid },
    });
    check({
      name: 'postgres: POST /api/event/fecha',
      value: fecha.rps,
      unit: 'req/s',
      target: 3000,
      atLeast: true,
    });
    // in turns, at least 5 times each: one p99 of ~1,000 requests is noisy, its median less so
    const calmRuns: number[] = [];
    const busyRuns: number[] = [];
    const logins = { ok: 0, other: 0 };
    for (let i = 0; i < Math.max(RUNS, 5); i++) {
      calmRuns.push(await streamP99(server.base));
      const burst = startLoginBurst(server.base);
      await sleep(500); // its 20 connections open and the hashing queue full
      busyRuns.push(await streamP99(server.base));
      const counts = await burst.stop();
      logins.ok += counts.ok;
      logins.other += counts.other;
    }
    const calm = median(calmRuns);
    const busy = median(busyRuns);
    console.log(
      `info ${'GET /api/locates p99 at 100 req/s: alone / with logins'.padEnd(52)} ${calm} / ${busy} ms (turns: ${calmRuns.join(', ')} / ${busyRuns.join(', ')})`,
    );
    // the figure means something only if the logins really ran, and were all let in
    const loginRate = logins.ok / (busyRuns.length * SECONDS);
    check({
      name: 'logins answered 200 during the stream',
      value: loginRate,
      unit: '/s',
      target: 1,
      atLeast: true,
    });
    check({
      name: 'logins not answered 200 during the stream',
      value: logins.other,
      unit: '',
      target: 0,
      atLeast: false,
    });
    check({
      name: 'p99 with 20 concurrent logins ÷ p99 alone',
      value: busy / Math.max(calm, 1),
      unit: '×',
      target: 2,
      atLeast: false,
    });
  } finally {
    await stopServer(server.child);
    await database.drop();
  }
  return missed;
}

await runAlone(import.meta.url, benchService);
