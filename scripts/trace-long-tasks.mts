// What a page's Lighthouse Total Blocking Time is made of (TBT ≤ 50 ms). Runs Lighthouse's mobile
// profile as `npm run bench` does (scripts/bench-lighthouse.mts: `npm start`, the demo seed, its staff session),
// keeps the trace, and prints every main-thread task that adds to TBT, with what it did (Lighthouse's own
// attribution: its group, the script it ran for, and the trace events inside it by self time).
//   BENCH_LIGHTHOUSE_PAGES=/admin/users,/fiesta/{codigo} BENCH_LIGHTHOUSE_RUNS=3 npx tsx scripts/trace-long-tasks.mts
// Times are the trace's (on this machine, before Lighthouse's 4× CPU simulation): 'wall' is what Lighthouse
// multiplies, 'CPU' the thread time the task really used; 'TBT share' is Lighthouse's simulated one. On a
// busy machine the thread waits for a core inside its tasks, so wall ≫ CPU, and ×4 a task of 13 ms wall is
// already a long one: the load average is printed with each run, and a TBT from CPU time alone beside it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { TBTImpactTasks } from 'lighthouse/core/computed/tbt-impact-tasks.js';
import { demoPages, signIn, startNpmServer } from './bench-lighthouse.mts';
import { CHROME, median, stopServer } from './bench-support.mts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TRACES = path.resolve('.reports/traces');

type Task = {
  event: { name: string; tdur?: number; args?: { data?: { url?: string } } };
  children: Task[];
  parent?: Task;
  startTime: number;
  duration: number;
  selfTime: number;
  group: { id: string };
  attributableURLs: string[];
  tbtImpact: number;
  selfBlockingTime: number;
};

const short = (url: string | undefined) => (url ? url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60) : '-');

/** The thread (CPU) time of a task: its wall time less the time the busy machine kept the thread waiting. */
const cpuOf = (t: Task) => (t.event.tdur ?? Number.NaN) / 1000;
const didLayout = (t: Task): boolean => t.event.name === 'Layout' || t.children.some(didLayout);

/**
 * What the task would weigh in TBT had it run alone on the machine: its CPU time through Lighthouse's
 * simulation (×4, ×2 when it lays out: lantern's layoutTaskMultiplier), less the 50 ms that do not block.
 */
const quietShare = (t: Task) => Math.max(0, cpuOf(t) * (didLayout(t) ? 2 : 4) - 50);

/** Self time of every trace event under `task` (itself included), by name, biggest first. */
function insideOf(task: Task): [string, number][] {
  const byName = new Map<string, number>();
  const visit = (t: Task) => {
    const url = t.event.args?.data?.url;
    const name = url ? `${t.event.name}(${short(url)})` : t.event.name;
    byName.set(name, (byName.get(name) ?? 0) + t.selfTime);
    for (const c of t.children) visit(c);
  };
  visit(task);
  return [...byName].filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1]);
}

async function traceOnce(url: string, token: string | null, file: string) {
  const load = loadavg()[0];
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
      disableStorageReset: token !== null,
    });
    if (!result?.artifacts) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr, artifacts } = result;
    writeFileSync(file, JSON.stringify((artifacts as { Trace: unknown }).Trace));
    const context = { computedCache: new Map(), settings: lhr.configSettings };
    const data = Audit.makeMetricComputationDataInput(artifacts as never, context as never);
    const tasks = (await TBTImpactTasks.request(data, context as never)) as unknown as Task[];
    const fcp = lhr.audits['first-contentful-paint'].numericValue ?? 0;
    const tbt = lhr.audits['total-blocking-time'].numericValue ?? 0;
    const topLevel = tasks.filter((t) => !t.parent);
    const counted = topLevel.filter((t) => t.tbtImpact > 0).sort((a, b) => a.startTime - b.startTime);
    const sum = (f: (t: Task) => number) => counted.reduce((n, t) => n + f(t), 0);
    console.log(
      `  run: TBT ${tbt.toFixed(0)} ms, FCP ${(fcp / 1000).toFixed(2)} s (simulated); load average ${load.toFixed(1)}; ` +
        `the tasks in TBT: ${sum((t) => t.duration).toFixed(0)} ms wall, ${sum(cpuOf).toFixed(0)} ms CPU; ` +
        `their TBT from CPU time alone ~${sum(quietShare).toFixed(0)} ms; trace ${path.relative('.', file)}`,
    );
    for (const t of counted) {
      const inside = insideOf(t)
        .slice(0, 5)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(', ');
      console.log(
        `    at ${t.startTime.toFixed(0).padStart(5)} ms: ${t.duration.toFixed(1).padStart(5)} ms wall, ${cpuOf(t).toFixed(1).padStart(4)} ms CPU → TBT share ${t.tbtImpact.toFixed(0).padStart(3)} ms  [${t.group.id}] ${short(t.attributableURLs.at(-1))}: ${inside}`,
      );
    }
    return { tbt, quiet: sum(quietShare) };
  } finally {
    chrome.kill();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'salones-trace-'));
const server = await startNpmServer(dataDir);
try {
  const { pages, token } = await demoPages(server.base);
  for (let i = 0; i < 3; i++)
    for (const page of pages)
      await fetch(server.base + page.path, { headers: page.admin ? { cookie: `token=${token}` } : {} }).then(
        (res) => res.arrayBuffer(),
      );
  mkdirSync(TRACES, { recursive: true });
  for (const page of pages) {
    console.log(`## ${page.name} (${page.path})`);
    const tbts: number[] = [];
    const quiets: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const name = `${page.name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${i + 1}.json`;
      const { tbt, quiet } = await traceOnce(
        server.base + page.path,
        page.admin ? token : null,
        path.join(TRACES, name),
      );
      tbts.push(tbt);
      quiets.push(quiet);
    }
    const list = (xs: number[]) => `${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(', ')})`;
    console.log(`  median TBT ${list(tbts)}; from the same tasks' CPU time ~${list(quiets)}`);
  }
} finally {
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
