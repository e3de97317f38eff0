// Sums vitest and Playwright JSON reports into one line: `tests: N passed, M failed`, after naming each failed test
// (the end of a CI log is often all that is kept of it), and each browser test that passed only on its retry
// (E2E_RETRIES): counted as passed, named so that it is seen and mended.
// A missing or unreadable report counts as one failure, so a suite that did not run cannot pass.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const MAX_NAMED = 20;

/** The failed tests of a vitest JSON report: file › full name, with the first line of the first message. */
function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const path = String(file.name ?? '').replace(`${process.cwd()}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed')
      names.push(`${path}: ${firstLine(file.message)}`);
    for (const t of failedTests) names.push(`${path} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
  return names;
}

/**
 * The tests of a Playwright JSON report with `status` ('unexpected': failed; 'flaky': failed, then passed on a
 * retry), walking its nested suites, each with the first line of its first error.
 */
function playwrightTests(report, status) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const error = test.results?.find((r) => r.error)?.error?.message;
        names.push(
          `${spec.file} › ${[...trail, spec.title].join(' › ')} [${test.projectName}]: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.title.endsWith('.ts') ? [...trail, child.title] : trail);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  if (status === 'unexpected')
    for (const error of report.errors ?? []) names.push(`(outside a test): ${firstLine(error.message)}`);
  return names;
}

function firstLine(text) {
  const line =
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 200);
}

let passed = 0;
let failed = 0;
const failures = [];
const flaky = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: missing (counted as 1 failure)`);
    failed += 1;
    continue;
  }
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    let p = 0;
    let f = 0;
    if (report.stats && 'expected' in report.stats) {
      p = report.stats.expected + (report.stats.flaky ?? 0);
      f = report.stats.unexpected + (report.errors?.length ?? 0);
      if (f > 0) failures.push(...playwrightTests(report, 'unexpected').map((name) => `${file}: ${name}`));
      flaky.push(...playwrightTests(report, 'flaky').map((name) => `${file}: ${name}`));
    } else {
      p = report.numPassedTests ?? 0;
      f = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
      if (report.success === false && f === 0) f = 1;
      if (f > 0) failures.push(...vitestFailures(report).map((name) => `${file}: ${name}`));
    }
    console.log(`${file}: ${p} passed, ${f} failed`);
    passed += p;
    failed += f;
  } catch (err) {
    console.log(`${file}: unreadable (${err.message}); counted as 1 failure`);
    failed += 1;
  }
}
if (flaky.length > 0) {
  console.log('passed on a retry only (counted as passed):');
  for (const name of flaky.slice(0, MAX_NAMED)) console.log(`  ${name}`);
  if (flaky.length > MAX_NAMED) console.log(`  … and ${flaky.length - MAX_NAMED} more`);
}
if (failures.length > 0) {
  console.log('failed:');
  for (const name of failures.slice(0, MAX_NAMED)) console.log(`  ${name}`);
  if (failures.length > MAX_NAMED) console.log(`  … and ${failures.length - MAX_NAMED} more`);
}
if (passed === 0) failed += 1;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
