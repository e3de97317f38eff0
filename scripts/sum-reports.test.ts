// CI's totals (sum-reports.mjs): the counts, the named failures, and a missing report counted as a failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'sum-reports.mjs');

function sum(reports: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'sum-reports-'));
  const files = Object.entries(reports).map(([name, report]) => {
    const file = join(dir, name);
    if (report !== undefined) writeFileSync(file, JSON.stringify(report));
    return file;
  });
  const run = spawnSync(process.execPath, [script, ...files], { encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n') };
}

const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  numRuntimeErrorTestSuites: 0,
  success: false,
  testResults: [
    {
      name: `${process.cwd()}/apps/api/src/events/payments.test.ts`,
      status: 'failed',
      assertionResults: [
        { status: 'passed', fullName: 'payments an abono is saved' },
        {
          status: 'failed',
          fullName: 'payments a refund leaves the balance',
          failureMessages: ['\u001b[31mAssertionError: expected 500 to be 200\u001b[39m\n    at line 3'],
        },
      ],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 2, unexpected: 1, flaky: 1 },
  errors: [],
  suites: [
    {
      title: 'events/dashboard.spec.ts',
      specs: [],
      suites: [
        {
          title: 'events: dashboard',
          specs: [
            {
              title: 'counts follow a new event',
              file: 'events/dashboard.spec.ts',
              tests: [
                {
                  projectName: 'functional',
                  status: 'unexpected',
                  results: [{ error: { message: 'Error: expect(locator).toHaveText\nmore' } }],
                },
              ],
            },
            {
              title: 'a payment shows at once',
              file: 'events/dashboard.spec.ts',
              tests: [
                {
                  projectName: 'functional',
                  status: 'flaky',
                  results: [{ error: { message: 'Error: expect(locator).toHaveCount\nmore' } }, {}],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('sum-reports', () => {
  it('adds passed and failed over vitest and Playwright reports and names each failure', () => {
    const { status, lines } = sum({ 'postgres.json': vitestReport, 'e2e-1.json': playwrightReport });
    expect(status).toBe(1);
    expect(lines.at(-1)).toBe('tests: 6 passed, 2 failed');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /postgres\.json: apps\/api\/src\/events\/payments\.test\.ts › payments a refund leaves the balance: AssertionError: expected 500 to be 200$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /e2e-1\.json: events\/dashboard\.spec\.ts › events: dashboard › counts follow a new event \[functional\]: Error: expect\(locator\)\.toHaveText$/,
      ),
    );
  });

  it('names a browser test that passed only on its retry, and counts it as passed', () => {
    const { lines } = sum({ 'e2e-1.json': playwrightReport });
    expect(lines.at(-1)).toBe('tests: 3 passed, 1 failed');
    const heading = lines.indexOf('passed on a retry only (counted as passed):');
    expect(heading).toBeGreaterThan(-1);
    expect(lines[heading + 1]).toMatch(
      /e2e-1\.json: events\/dashboard\.spec\.ts › events: dashboard › a payment shows at once \[functional\]: Error: expect\(locator\)\.toHaveCount$/,
    );
    expect(lines.filter((l) => l.includes('a payment shows at once'))).toHaveLength(1);
  });

  it('passes when nothing failed, and names no failure', () => {
    const { status, lines } = sum({
      'embedded.json': { numPassedTests: 5, numFailedTests: 0, success: true },
    });
    expect(status).toBe(0);
    expect(lines).not.toContain('failed:');
    expect(lines.at(-1)).toBe('tests: 5 passed, 0 failed');
  });

  it('counts a report that is missing as a failure', () => {
    const { status, lines } = sum({
      'embedded.json': { numPassedTests: 5, success: true },
      'e2e-2.json': undefined,
    });
    expect(status).toBe(1);
    expect(lines.at(-1)).toBe('tests: 5 passed, 1 failed');
  });
});
