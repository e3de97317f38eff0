// What the main thread does after the load on a public page: each task of the window the bench's after-load figure
// sums (scripts/bench-after-load.mts, whose trace this is), with the trace events inside it by self time, so the
// work can be named. `npx tsx scripts/trace-after-load.mts <url> [runs]` against a running server;
// TRACE_BLOCK=pattern,…: requests not made (to see what a file costs); TRACE_CATEGORIES: the trace's categories;
// TRACE_TAP=selector: a control tapped 3 s after the load (its tasks then show at +3000 ms and after).
import { pageLoadIn, type TraceEvent, traceLoad } from './bench-after-load.mts';

const [url, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: trace-after-load.mts <url> [runs]');

const ms = (us = 0) => (us / 1000).toFixed(0);
const label = (e: TraceEvent) =>
  [e.name, e.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '').slice(0, 40), e.args?.data?.functionName]
    .filter(Boolean)
    .join(' ');
const within = (outer: TraceEvent, e: TraceEvent) =>
  e !== outer && e.ts >= outer.ts && e.ts + (e.dur ?? 0) <= outer.ts + (outer.dur ?? 0);

/** The events inside `task`, by their self time (less the events directly inside each), the largest first. */
function selfTimes(task: TraceEvent, onMain: TraceEvent[]) {
  const inside = onMain.filter((e) => within(task, e));
  const byName = new Map<string, number>();
  for (const e of inside) {
    const nested = inside.filter((c) => within(e, c));
    const direct = nested.filter((c) => !nested.some((d) => within(d, c)));
    const self = (e.dur ?? 0) - direct.reduce((a, c) => a + (c.dur ?? 0), 0);
    byName.set(label(e), (byName.get(label(e)) ?? 0) + self);
  }
  return [...byName.entries()].sort((a, b) => b[1] - a[1]);
}

for (let run = 0; run < Number(runsArg ?? 1); run++) {
  const finished: string[] = [];
  const { events, frame } = await traceLoad(url, {
    blocked: process.env.TRACE_BLOCK?.split(','),
    categories: (
      process.env.TRACE_CATEGORIES ??
      'devtools.timeline,disabled-by-default-devtools.timeline,__metadata,v8,blink'
    ).split(','),
    tap: process.env.TRACE_TAP,
    onRequestFinished: (u) => finished.push(u.replace(/^https?:\/\/[^/]+/, '').slice(0, 50)),
  });
  const { load, pid, tid } = pageLoadIn(events, frame);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= load.ts);
  const sum = (key: 'dur' | 'tdur') => tasks.reduce((a, t) => a + (t[key] ?? t.dur ?? 0), 0);
  console.log(
    `\n# run ${run + 1}: ${tasks.length} tasks after the load; requests finished: ${finished.join(', ')}`,
  );
  console.log(
    `summed wall ${ms(sum('dur'))} ms, cpu ${ms(sum('tdur'))} ms, longest ${ms(Math.max(0, ...tasks.map((t) => t.dur ?? 0)))} ms`,
  );
  // the small tasks, by the name of the first event inside each; the number of tasks in each half second
  const small = new Map<string, { n: number; us: number }>();
  const perHalfSecond = new Array(12).fill(0);
  for (const task of tasks) {
    perHalfSecond[Math.min(11, Math.floor((task.ts - load.ts) / 500_000))] += 1;
    if ((task.dur ?? 0) > 8000) continue;
    const name = onMain.find((e) => within(task, e))?.name ?? '(empty)';
    const entry = small.get(name) ?? { n: 0, us: 0 };
    small.set(name, { n: entry.n + 1, us: entry.us + (task.dur ?? 0) });
  }
  console.log(`tasks per 500 ms: ${perHalfSecond.join(' ')}`);
  const smallest = [...small.entries()].sort((a, b) => b[1].us - a[1].us).slice(0, 8);
  console.log(`small tasks: ${smallest.map(([n, v]) => `${n} ×${v.n} ${ms(v.us)} ms`).join(' | ')}`);
  for (const task of tasks.filter((t) => (t.dur ?? 0) > 8000)) {
    const top = selfTimes(task, onMain)
      .slice(0, Number(process.env.TRACE_TOP ?? 6))
      .map(([n, us]) => `${n} ${(us / 1000).toFixed(1)}`);
    console.log(
      `+${ms(task.ts - load.ts)} ms: ${ms(task.dur)} ms wall, ${ms(task.tdur)} cpu — ${top.join(' | ')}`,
    );
  }
}
