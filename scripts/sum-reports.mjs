// Sums vitest and Playwright JSON reports into one line: `tests: N passed, M failed`.
// A missing or unreadable report counts as one failure, so a suite that did not run cannot pass.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
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
    } else {
      p = report.numPassedTests ?? 0;
      f = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
      if (report.success === false && f === 0) f = 1;
    }
    console.log(`${file}: ${p} passed, ${f} failed`);
    passed += p;
    failed += f;
  } catch (err) {
    console.log(`${file}: unreadable (${err.message}); counted as 1 failure`);
    failed += 1;
  }
}
if (passed === 0) failed += 1;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
