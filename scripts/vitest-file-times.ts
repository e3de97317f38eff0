// A Vitest reporter that writes each test file's whole cost — environment, import, setup files, tests and
// hooks — to a JSON file (`TEST_TIMES_FILE`, default .reports/vitest-times.json), which `npm run test:timing`
// reads. Vitest's JSON report times a file's tests only, not its imports and `beforeAll` hooks, which is
// most of what an API test file costs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  project: string;
  file: string;
  ms: number;
  tests: number;
  failed: number;
}

export default class FileTimesReporter implements Reporter {
  private readonly times: FileTime[] = [];

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    const tests = [...module.children.allTests()];
    this.times.push({
      project: module.project.name,
      file: path.relative(process.cwd(), module.moduleId),
      ms: Math.round(
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      ),
      tests: tests.length,
      failed: tests.filter((t) => t.result().state === 'failed').length,
    });
  }

  onTestRunEnd() {
    const file = process.env.TEST_TIMES_FILE ?? '.reports/vitest-times.json';
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(this.times, null, 1)}\n`);
  }
}
