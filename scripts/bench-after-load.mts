// What a public page runs on its main thread after its load event — the islands waking up, the app's code
// arriving — which a phone pays for and Lighthouse counts in TBT. The page is loaded as the first-tap bench
// loads it (phone viewport, 4× slower CPU and slow 4G applied for real, a new Chromium each run), traced from
// the load event for `SETTLE_MS`, and every main-thread task of the page's renderer in that window is summed;
// the longest is reported beside it. Medians of `runs`.
import puppeteer from 'puppeteer-core';
import { CHROME, median, SLOW_4G } from './bench-support.mts';

/** how long after the load event the page's work is counted */
const SETTLE_MS = 5000;
/** when a traced tap comes (the first-tap bench's later one) */
const TAP_AFTER_MS = 3000;
const TARGET_SUM_MS = 100;
const TARGET_LONGEST_MS = 50;

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** the thread's own (CPU) time: on a busy machine a task's wall time also holds its waits for a core */
  tdur?: number;
  args?: { name?: string; data?: { frame?: string; url?: string; functionName?: string } };
}

/**
 * The page's load event and its renderer's main thread, in one trace. `frame`: the page's frame id — an SVG drawn
 * as an image is a document of its own whose load is marked as a main frame's too, often before the page's.
 */
export function pageLoadIn(events: TraceEvent[], frame: string) {
  const load = events.find((e) => e.name === 'MarkLoad' && e.args?.data?.frame === frame);
  if (!load) throw new Error('the trace has no load event of the page');
  const mainThread = events.find(
    (e) =>
      e.ph === 'M' && e.name === 'thread_name' && e.pid === load.pid && e.args?.name === 'CrRendererMain',
  );
  return { load, pid: load.pid, tid: mainThread?.tid ?? load.tid };
}

/** The main-thread tasks of the page's renderer from its load event on, in one trace: wall and CPU ms. */
export function tasksAfterLoad(events: TraceEvent[], frame: string): { wall: number; cpu: number }[] {
  const { load, pid, tid } = pageLoadIn(events, frame);
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid)
    .filter((e) => e.ts >= load.ts && e.dur !== undefined)
    .map((e) => ({ wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? e.dur ?? 0) / 1000 }));
}

/**
 * `url` loaded as the first-tap bench loads it (phone viewport, 4× slower CPU and slow 4G applied for real, a new
 * Chromium) and traced until `SETTLE_MS` after its load: the trace's events and the page's frame id.
 * `blocked`: URL patterns not requested; `categories`: the trace's, when others are wanted.
 */
export async function traceLoad(
  url: string,
  opts: {
    blocked?: string[];
    categories?: string[];
    onRequestFinished?: (url: string) => void;
    /** a control tapped 3 s after the load (a selector, Puppeteer's): what the tap runs is then in the trace */
    tap?: string;
  } = {},
): Promise<{ events: TraceEvent[]; frame: string }> {
  const browser = await puppeteer.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (opts.blocked) await cdp.send('Network.setBlockedURLs', { urls: opts.blocked });
    if (opts.onRequestFinished) page.on('requestfinished', (r) => opts.onRequestFinished?.(r.url()));
    await page.tracing.start({
      categories: opts.categories ?? [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        '__metadata',
      ],
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    if (opts.tap) {
      await sleep(TAP_AFTER_MS);
      await page.tap(opts.tap);
      await sleep(SETTLE_MS - TAP_AFTER_MS);
    } else await sleep(SETTLE_MS);
    const trace = await page.tracing.stop();
    const { traceEvents } = JSON.parse(Buffer.from(trace ?? []).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    return { events: traceEvents, frame: frameTree.frame.id };
  } finally {
    await browser.close();
  }
}

/** Prints the figures beside their targets; returns how many targets were missed. */
export async function benchAfterLoad(url: string, runs: number, label: string): Promise<number> {
  const traced = [];
  for (let i = 0; i < runs; i++) {
    const { events, frame } = await traceLoad(url);
    traced.push(tasksAfterLoad(events, frame));
  }
  const sum = median(traced.map((tasks) => tasks.reduce((a, t) => a + t.wall, 0)));
  const cpuSum = median(traced.map((tasks) => tasks.reduce((a, t) => a + t.cpu, 0)));
  const longest = median(traced.map((tasks) => Math.max(0, ...tasks.map((t) => t.wall))));
  const over50 = median(traced.map((tasks) => tasks.filter((t) => t.wall > 50).length));
  console.log(
    `\n# Main-thread work after the load (${label}): ${new URL(url).pathname}, 4× CPU, slow 4G, ${SETTLE_MS / 1000} s traced, median of ${runs}`,
  );
  let missed = 0;
  const line = (ok: boolean, name: string, value: string, target: string) => {
    if (!ok) missed += 1;
    console.log(`${ok ? 'ok  ' : 'MISS'} ${name.padEnd(52)} ${value.padStart(9)} (target ${target})`);
  };
  line(sum <= TARGET_SUM_MS, 'tasks after the load, summed', `${sum.toFixed(0)} ms`, `≤ ${TARGET_SUM_MS} ms`);
  line(
    longest <= TARGET_LONGEST_MS,
    'the longest task after the load',
    `${longest.toFixed(0)} ms`,
    `≤ ${TARGET_LONGEST_MS} ms`,
  );
  console.log(`info ${'tasks over 50 ms'.padEnd(52)} ${String(over50).padStart(9)}`);
  // the CPU time under the 4× throttling: what the tasks cost without the waits of a busy machine
  console.log(
    `info ${'the same tasks, their CPU time summed'.padEnd(52)} ${`${cpuSum.toFixed(0)} ms`.padStart(9)}`,
  );
  return missed;
}
