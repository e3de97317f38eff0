// Lighthouse figures for `npm run bench`: the storefront and one admin page, measured as a
// family's phone would see them — Lighthouse 12's mobile defaults (simulated slow 4G, 4× CPU) — against the
// server as `npm start` runs it (built app, embedded database, demo seed in a fresh DATA_DIR).
// Each page is loaded BENCH_LIGHTHOUSE_RUNS times (default 5), each in a new Chromium; medians are printed
// next to the targets and the figures from before server rendering. The reports go to .reports/lighthouse/.
import { type ChildProcess, execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { benchAfterLoad } from './bench-after-load.mts';
import { benchFirstTap } from './bench-first-tap.mts';
import { prepareReference } from './bench-reference.mts';
import { CHROME, median, runAlone, startServer, stopServer } from './bench-support.mts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// not 4190: it is on the Fetch standard's list of blocked ports (fetch fails with "bad port")
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4180);
const ADMIN = { email: 'bench-lighthouse@example.com', password: 'benchmark123' };
const REPORTS = path.resolve('.reports/lighthouse');

/** noindex: kept out of search engines on purpose (SEO is reported, not a target) */
type Page = { name: string; path: string; admin: boolean; before: Before; noindex?: boolean };
/**
 * the storefront's figures before server rendering (decision 006), measured on a quiet machine (median of 5)
 */
type Before = { perf: number; lcp: number; tbt: number; cls: number; fcp: number; bytes: number };
const BEFORE: Record<string, Before> = {
  '/': { perf: 47, lcp: 8.0, tbt: 480, cls: 0, fcp: 6.8, bytes: 1200 },
  '/{lugarname}': { perf: 23, lcp: 8.8, tbt: 810, cls: 0.32, fcp: 7.1, bytes: 1200 },
  '/{lugarname}/{id}': { perf: 38, lcp: 7.8, tbt: 440, cls: 0.23, fcp: 6.7, bytes: 1100 },
  '/carrito': { perf: 52, lcp: 7.6, tbt: 340, cls: 0, fcp: 6.6, bytes: 1000 },
  '/admin/users': { perf: 45, lcp: 8.4, tbt: 550, cls: 0, fcp: 7.1, bytes: 1100 },
  // A new page, so no 'before'; the storefront's budget applies
  '/fiesta/{codigo}': { perf: 0, lcp: 0, tbt: 0, cls: 0, fcp: 0, bytes: 0 },
};

type Figures = {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  bytes: number;
  /** the scripts the page downloads (KB as transferred) */
  jsBytes: number;
  seo: number;
  bestPractices: number;
  accessibility: number;
};
type Result = { lhr: LighthouseResult; figures: Figures };
type LighthouseResult = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number }
  >;
  runtimeError?: { code: string; message: string };
};

/**
 * The server the README's way (`npm start`: scripts/start.mjs), on a new data dir; `cwd`: another checkout's
 * (a reference build's) on its own port.
 */
export const startNpmServer = (dataDir: string, { port = PORT, cwd }: { port?: number; cwd?: string } = {}) =>
  startServer([process.execPath, 'scripts/start.mjs'], {
    port,
    cwd,
    readyPath: '/api/ready',
    env: {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // the defaults: embedded database, files on disk, limits in memory
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      S3_ENDPOINT: undefined,
      S3_BUCKET: undefined,
      PUBLIC_URL: undefined,
    },
  });

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An event of the first family with its party page (as the family would make it); its path. */
async function partyPage(base: string, token: string, lugar: string, paquete: string) {
  const auth = { 'content-type': 'application/json', 'x-auth-token': token };
  const { users } = await json<{ users: { uid: string; role: string }[] }>(`${base}/api/usuarios?limit=50`, {
    headers: auth,
  });
  const family = users.find((u) => u.role === 'user');
  if (!family) throw new Error('no family account for the party page');
  const fecha = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');
  const { evento } = await json<{ evento: { uid: string } }>(`${base}/api/event`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      user: family.uid,
      lugar,
      paquete,
      name: 'Cumpleaños de Valentina',
      fecha,
      turno: 'Vespertino',
      personas: 60,
      entrada: '15:00',
      salida: '20:00',
      // docs/product.md#5-validation-rules 'Event creation': a booking carries at least $500 paid
      abonos: [{ abono: 500, metodo: 'Transferencia Electrónica' }],
    }),
  });
  const res = await fetch(`${base}/api/event/${evento.uid}/invitacion`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ festejado: 'Valentina', edad: 6, mensaje: '¡Te esperamos para celebrar!' }),
  });
  // a reference build older than the party page has none to measure
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`PUT …/invitacion → ${res.status} ${await res.text()}`);
  const { invitacion } = (await res.json()) as { invitacion: { codigo: string } };
  return `/fiesta/${invitacion.codigo}`;
}

/** The demo's first branch and its first package, and a super admin's token, through the API. */
export async function demoPages(base: string) {
  const { lugares } = await json<{ lugares: { uid: string; lugarname: string }[] }>(`${base}/api/locates`);
  const place = lugares[0];
  if (!place) throw new Error('the demo seed made no branch');
  const { paquetes } = await json<{ paquetes: { uid: string }[] }>(`${base}/api/package/${place.uid}`);
  if (!paquetes[0]) throw new Error(`the demo branch ${place.lugarname} has no package`);
  // a page of customers for /admin/users to list (its 20 rows), signed up as families do
  for (let i = 1; i <= 20; i++) {
    const password = `familia-${i}-2026`;
    await json(`${base}/api/usuarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Familia ${i}`,
        lastname: 'Hernández García',
        email: `familia${i}@example.com`,
        phone: '5512345678',
        password,
        repeatPassword: password,
      }),
    });
  }
  const { token } = await json<{ token: string }>(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const fiesta = await partyPage(base, token, place.uid, paquetes[0].uid);
  const pages: Page[] = [
    { name: '/', path: '/', admin: false, before: BEFORE['/'] },
    { name: '/{lugarname}', path: `/${place.lugarname}`, admin: false, before: BEFORE['/{lugarname}'] },
    {
      name: '/{lugarname}/{id}',
      path: `/${place.lugarname}/${paquetes[0].uid}`,
      admin: false,
      before: BEFORE['/{lugarname}/{id}'],
    },
    { name: '/carrito', path: '/carrito', admin: false, before: BEFORE['/carrito'] },
    { name: '/admin/users', path: '/admin/users', admin: true, before: BEFORE['/admin/users'] },
    ...(fiesta
      ? [
          {
            name: '/fiesta/{codigo}',
            path: fiesta,
            admin: false,
            noindex: true,
            before: BEFORE['/fiesta/{codigo}'],
          },
        ]
      : []),
  ];
  // BENCH_LIGHTHOUSE_PAGES=/admin/users,/carrito: only those (while working on one page)
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  // BENCH_LIGHTHOUSE_PAGES=none: no Lighthouse run (the first-tap part alone)
  return {
    pages: only ? pages.filter((p) => only.includes(p.name)) : pages,
    token,
    branchPath: `/${place.lugarname}`,
  };
}

/** The bytes of every script the page downloaded (Lighthouse's network-requests audit). */
const scriptBytes = (lhr: LighthouseResult) =>
  (
    (
      lhr.audits['network-requests'] as {
        details?: { items?: { resourceType?: string; transferSize?: number }[] };
      }
    ).details?.items ?? []
  )
    .filter((r) => r.resourceType === 'Script')
    .reduce((n, r) => n + (r.transferSize ?? 0), 0);

const score = (lhr: LighthouseResult, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResult, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/**
 * Signs the Chromium on `port` in as the web app does: apps/web/src/lib/session-storage.ts keeps the session
 * in localStorage under 'token', and a copy in a cookie for staff pages, which the app's entry writes on any
 * page (decision 010): set on a tiny same-origin file (robots.txt), then a public page is opened once so the
 * app writes its cookie; the HTTP cache is emptied after, so the measured load still starts cold.
 */
export async function signIn(port: number, url: string, token: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(new URL('/robots.txt', url).href);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(new URL('/', url).href, { waitUntil: 'load' });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

/**
 * One Lighthouse run of `url` in a new Chromium; `token`: signed in as the web app signs in (localStorage).
 */
async function runOnce(url: string, token: string | null): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    if (token) await signIn(chrome.port, url, token);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Lighthouse clears the origin's storage before loading by default, which would sign the admin out
      disableStorageReset: token !== null,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr = result.lhr as unknown as LighthouseResult;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      lhr,
      figures: {
        perf: score(lhr, 'performance'),
        lcp: numeric(lhr, 'largest-contentful-paint') / 1000,
        tbt: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        fcp: numeric(lhr, 'first-contentful-paint') / 1000,
        bytes: numeric(lhr, 'total-byte-weight') / 1024,
        jsBytes: scriptBytes(lhr) / 1024,
        seo: score(lhr, 'seo'),
        bestPractices: score(lhr, 'best-practices'),
        accessibility: score(lhr, 'accessibility'),
      },
    };
  } finally {
    chrome.kill();
  }
}

/**
 * runOnce, again (at most twice) when Lighthouse loses its own trace (NO_NAVSTART, NO_FCP…: "please run
 * Lighthouse again"); every retry is printed, so a page that keeps failing shows.
 */
async function runWithRetries(url: string, token: string | null): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, token);
    } catch (err) {
      if (attempt === 3) throw err;
      console.log(`info Lighthouse run failed, again: ${(err as Error).message.slice(0, 120)}`);
    }
  }
}

/**
 * The audits a run did not pass: every scored audit of SEO, best practices and accessibility below 1, and
 * the performance audits below 0.9 (metrics, opportunities and diagnostics).
 */
export function failedAudits(
  lhr: LighthouseResult,
): { category: string; id: string; title: string; score: number }[] {
  const failed: { category: string; id: string; title: string; score: number }[] = [];
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    const passing = category === 'performance' ? 0.9 : 1;
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (['manual', 'notApplicable', 'informative'].includes(audit.scoreDisplayMode)) continue;
      if (audit.score < passing)
        failed.push({ category, id: audit.id, title: audit.title, score: audit.score });
    }
  }
  return failed;
}

type Check = {
  label: string;
  value: number;
  format: (v: number) => string;
  target: number;
  atLeast: boolean;
};

/** A build under measure: its server, its pages and its staff session. */
interface Build {
  label: string;
  server: { base: string; child: ChildProcess };
  dataDir: string;
  pages: Page[];
  token: string;
  branchPath: string;
}

async function startBuild(label: string, opts: { port?: number; cwd?: string } = {}): Promise<Build> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salones-bench-lighthouse-'));
  const server = await startNpmServer(dataDir, opts);
  const demo = await demoPages(server.base).catch(async (err: unknown) => {
    await stopServer(server.child);
    throw err;
  });
  const { pages, token, branchPath } = demo;
  // a server that has just started renders its first pages slowly (code not yet compiled, database caches
  // cold): each page is asked for a few times first, so the figures are those of a server in service
  for (let i = 0; i < 3; i++)
    for (const page of pages)
      await fetch(server.base + page.path, {
        headers: page.admin ? { cookie: `token=${token}` } : {},
      }).then((res) => res.arrayBuffer());
  return { label, server, dataDir, pages, token, branchPath };
}

async function stopBuild(build: Build) {
  await stopServer(build.server.child);
  rmSync(build.dataDir, { recursive: true, force: true });
}

const fileName = (page: Page, label: string, run: number) =>
  `${page.name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}${label === 'this build' ? '' : '-reference'}-${run}.json`;

export async function benchLighthouse(): Promise<number> {
  const referenceRef = process.env.BENCH_REFERENCE;
  console.log(
    `\n# Lighthouse 12, mobile (simulated slow 4G, 4× CPU), median of ${RUNS} run(s), \`npm start\`${referenceRef ? `, beside the reference build ${referenceRef} (runs interleaved)` : ''}`,
  );
  try {
    // bench-service pins this process to one core; Chromium and the server may use them all again
    execSync(`taskset -acp 0-${cpus().length - 1} ${process.pid}`, { stdio: 'ignore' });
  } catch {}
  const reference = referenceRef ? prepareReference(referenceRef) : null;
  const builds: Build[] = [];
  let missed = 0;
  try {
    builds.push(await startBuild('this build'));
    if (reference) builds.push(await startBuild('reference', { port: PORT + 1, cwd: reference.dir }));
    const [ours] = builds;
    mkdirSync(REPORTS, { recursive: true });
    // runs[build][page]: the rounds go page by page, each build in turn (the first build alternating), so
    // both meet the same moments of a noisy machine
    const runs = builds.map(() => ours.pages.map(() => [] as Result[]));
    for (let round = 0; round < RUNS; round++)
      for (const [p] of ours.pages.entries())
        for (const b of round % 2 === 0 ? builds.keys() : [...builds.keys()].reverse()) {
          const build = builds[b];
          const page = build.pages.find((pg) => pg.name === ours.pages[p].name);
          if (!page) continue;
          const result = await runWithRetries(build.server.base + page.path, page.admin ? build.token : null);
          writeFileSync(
            path.join(REPORTS, fileName(page, build.label, round + 1)),
            JSON.stringify(result.lhr),
          );
          runs[b][p].push(result);
        }
    for (const [p, page] of ours.pages.entries()) {
      const m = (b: number, key: keyof Figures) => median(runs[b][p].map((r) => r.figures[key]));
      const hasReference = reference !== null && runs[1][p].length > 0;
      const s = (digits: number, unit: string) => (v: number) => `${v.toFixed(digits)}${unit}`;
      const checks: (Check & { before?: number })[] = [
        {
          label: 'performance',
          value: m(0, 'perf'),
          format: s(0, ''),
          target: page.admin ? 90 : 98,
          atLeast: true,
          before: page.before.perf,
        },
        {
          label: 'LCP',
          value: m(0, 'lcp'),
          format: s(2, ' s'),
          target: 1.5,
          atLeast: false,
          before: page.before.lcp,
        },
        {
          label: 'TBT',
          value: m(0, 'tbt'),
          format: s(0, ' ms'),
          target: 50,
          atLeast: false,
          before: page.before.tbt,
        },
        {
          label: 'CLS',
          value: m(0, 'cls'),
          format: s(3, ''),
          target: 0.02,
          atLeast: false,
          before: page.before.cls,
        },
        // an admin page is kept out of search engines on purpose (robots.txt), which Lighthouse's SEO counts
        ...(page.admin || page.noindex
          ? []
          : [{ label: 'SEO', value: m(0, 'seo'), format: s(0, ''), target: 100, atLeast: true }]),
        {
          label: 'best practices',
          value: m(0, 'bestPractices'),
          format: s(0, ''),
          target: 100,
          atLeast: true,
        },
        {
          label: 'accessibility',
          value: m(0, 'accessibility'),
          format: s(0, ''),
          target: 100,
          atLeast: true,
        },
        // beside the reference: at least its score, at most its TBT (both measured in this run)
        ...(reference && hasReference
          ? [
              {
                label: `performance vs ${reference.ref}`,
                value: m(0, 'perf'),
                format: s(0, ''),
                target: m(1, 'perf'),
                atLeast: true,
              },
              {
                label: `TBT vs ${reference.ref}`,
                value: m(0, 'tbt'),
                format: s(0, ' ms'),
                target: m(1, 'tbt'),
                atLeast: false,
              },
            ]
          : []),
      ];
      console.log(`## ${page.name} (${page.path})`);
      for (const c of checks) {
        const ok = c.atLeast ? c.value >= c.target : c.value <= c.target;
        if (!ok) missed += 1;
        const before = c.before === undefined ? '' : `, before ${c.format(c.before)}`;
        console.log(
          `${ok ? 'ok  ' : 'MISS'} ${`${page.name} ${c.label}`.padEnd(52)} ${c.format(c.value).padStart(9)} (target ${c.atLeast ? '≥' : '≤'} ${c.format(c.target)}${before})`,
        );
      }
      if (reference && !hasReference)
        console.log(
          `info ${`${page.name} reference ${reference.ref}`.padEnd(52)} the page did not exist then`,
        );
      if (reference && hasReference)
        console.log(
          `info ${`${page.name} reference ${reference.ref}`.padEnd(52)} perf ${m(1, 'perf')}, TBT ${m(1, 'tbt').toFixed(0)} ms, LCP ${m(1, 'lcp').toFixed(2)} s, JS ${m(1, 'jsBytes').toFixed(0)} KB`,
        );
      if (page.admin || page.noindex)
        console.log(`info ${`${page.name} SEO (not indexed on purpose)`.padEnd(52)} ${m(0, 'seo')}`);
      console.log(
        `info ${`${page.name} FCP, bytes`.padEnd(52)} ${m(0, 'fcp').toFixed(2)} s, ${m(0, 'bytes').toFixed(0)} KB (before ${page.before.fcp} s, ${page.before.bytes} KB)`,
      );
      // all of it, also what a server-rendered page loads after its load event (the app, to hydrate)
      console.log(`info ${`${page.name} JS downloaded`.padEnd(52)} ${m(0, 'jsBytes').toFixed(0)} KB`);
      // the audits that failed in the last run, so the next change knows where to look
      const lastRun = runs[0][p].at(-1);
      for (const f of lastRun ? failedAudits(lastRun.lhr) : [])
        console.log(`     failed: [${f.category}] ${f.id} — ${f.title} (${f.score.toFixed(2)})`);
    }
    // the main thread's work after the load, on the branch page (each build)
    if (process.env.BENCH_AFTER_LOAD !== '0')
      for (const build of builds) {
        const afterLoadMissed = await benchAfterLoad(build.server.base + build.branchPath, RUNS, build.label);
        if (build === ours) missed += afterLoadMissed;
      }
    // What the first tap on each public control waits for (decisions 009, 015)
    if (process.env.BENCH_FIRST_TAP !== '0')
      missed += await benchFirstTap(
        ours.server.base,
        { home: '/', branch: ours.branchPath },
        ours.token,
        RUNS,
      );
  } finally {
    for (const build of builds) await stopBuild(build);
    reference?.remove();
  }
  return missed;
}

await runAlone(import.meta.url, benchLighthouse);
