// `npm run test:timing [-- report.json …] [--top N]`: the slowest test files of a run, from what `.ci/run`
// writes: .reports/embedded.times.json and postgres.times.json (scripts/vitest-file-times.ts: each file's import,
// hooks and tests) and e2e-<n>.json, one per part of the browser suite (Playwright's report: a spec file's time is
// the sum of its tests' durations).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 20;
const given = args.filter((_, i) => topIndex < 0 || (i !== topIndex && i !== topIndex + 1));
const reports = given.length
  ? given
  : existsSync('.reports')
    ? readdirSync('.reports')
        .filter((name) => /^(embedded\.times|postgres\.times|e2e(-\d+|-whatsapp)?)\.json$/.test(name))
        .sort()
        .map((name) => `.reports/${name}`)
    : [];
if (reports.length === 0) {
  console.error('no reports: run `bash .ci/run` (or a suite with a JSON reporter) first');
  process.exit(1);
}

const rows = [];
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const run = path.basename(file, '.json').replace(/\.times$/, '');
  if (Array.isArray(report)) {
    for (const entry of report) rows.push({ run, file: entry.file, ms: entry.ms, tests: entry.tests });
  } else {
    const byFile = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const entry = byFile.get(spec.file) ?? { ms: 0, tests: 0 };
        for (const t of spec.tests) {
          entry.tests += 1;
          for (const r of t.results) entry.ms += r.duration;
        }
        byFile.set(spec.file, entry);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    for (const [spec, entry] of byFile) rows.push({ run, file: path.join('e2e', spec), ...entry });
  }
}

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
for (const run of [...new Set(rows.map((r) => r.run))]) {
  const of = rows.filter((r) => r.run === run);
  const total = of.reduce((sum, r) => sum + r.ms, 0);
  console.log(
    `${run}: ${of.length} files, ${of.reduce((s, r) => s + r.tests, 0)} tests, ${seconds(total)} s summed`,
  );
}
console.log(`\nthe ${top} slowest files:`);
console.log(`${'s'.padStart(7)}  tests  run        file`);
for (const r of rows.sort((a, b) => b.ms - a.ms).slice(0, top)) {
  console.log(`${seconds(r.ms)}  ${String(r.tests).padStart(5)}  ${r.run.padEnd(9)}  ${r.file}`);
}
