import { configDefaults, defineConfig } from 'vitest/config';

// Node 25+ has a global `localStorage` of its own (undefined without --localstorage-file); it is already on
// the global when jsdom's environment is set up, so Vitest 4 leaves it there instead of jsdom's Storage.
// Turned off in the component tests' workers (the flag does not exist before Node 25).
const nodeMajor = Number(process.versions.node.split('.')[0]);
const withoutNodeWebStorage = nodeMajor >= 25 ? ['--no-webstorage'] : [];

// Tests of the build scripts: no database, so they are a project of their own, run by `npm test` and not again
// by CI's PostgreSQL pass (`--project 'api*'`). The real web build takes ~90 s.
const buildScriptTests = ['src/build-summary.test.ts'];

// The API tests share their worker processes (`isolate: false`): a file's imports — the whole app — are loaded
// once per worker instead of once per file, which was a third of the suite's time. A test that looks at the
// process itself (the threads it runs, the modules it has loaded) cannot share it: those files are listed here
// and run in the `api-process` project, each in a new process.
const processStateTests = ['src/lib/password.test.ts', 'src/seed/seed-demo.test.ts'];

// The component tests share their workers' modules too (`isolate: false`): a new jsdom and the app's imports for
// each file were four fifths of the project's time (131 s → 32–45 s). The islands' Preact renders cannot share them:
// preact/compat hooks into Preact's global options, and a Preact render after React's differed (a `selected`).
const preactTests = [
  'src/app/islands.test.tsx',
  'src/app/contact-form-island.test.tsx',
  'src/islands/preact-island.test.tsx',
];

const webDomProject = (name: string, files: { include: string[]; exclude: string[] }, isolate: boolean) => ({
  test: {
    name,
    root: 'apps/web',
    ...files,
    isolate,
    environment: 'jsdom' as const,
    execArgv: withoutNodeWebStorage,
    setupFiles: ['src/test/setup.ts'],
  },
});

const apiProject = (name: string, files: { include: string[]; exclude: string[] }, isolate: boolean) => ({
  test: {
    name,
    root: 'apps/api',
    ...files,
    isolate,
    // one migrated database per run, copied for each test's app (src/test/database-template.ts)
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // every core (Vitest's default leaves one idle: on a 2-core machine the suite ran one file at a time)
    maxWorkers: '100%',
    projects: [
      // property-based checks (fast-check) run a hundred cases each: more than Vitest's 5 s on a busy machine
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
      },
      // pure logic of the web app (no DOM)
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] } },
      // components with their rules, rendered in jsdom with the app's providers; journeys are in e2e/
      webDomProject(
        'web-dom',
        { include: ['src/**/*.test.tsx'], exclude: [...configDefaults.exclude, ...preactTests] },
        false,
      ),
      webDomProject('web-dom-preact', { include: preactTests, exclude: [] }, true),
      apiProject(
        'api',
        {
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...buildScriptTests, ...processStateTests],
        },
        false,
      ),
      apiProject('api-process', { include: processStateTests, exclude: [] }, true),
      { test: { name: 'build', root: 'apps/api', include: buildScriptTests } },
      // the repository's own checks (scripts/)
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
    ],
  },
});
