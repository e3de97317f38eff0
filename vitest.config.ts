import { configDefaults, defineConfig } from 'vitest/config';

// Node 25+ has a global `localStorage` of its own (undefined without --localstorage-file); it is already on
// the global when jsdom's environment is set up, so Vitest 4 leaves it there instead of jsdom's Storage.
// Turned off in the component tests' workers (the flag does not exist before Node 25).
const nodeMajor = Number(process.versions.node.split('.')[0]);
const withoutNodeWebStorage = nodeMajor >= 25 ? ['--no-webstorage'] : [];

// Tests of the build scripts: no database, so they are a project of their own, run by `npm test` and not again
// by CI's PostgreSQL pass (`--project api`). The real web build takes ~90 s.
const buildScriptTests = ['src/build-summary.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // pure logic of the web app (no DOM)
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] } },
      // components with their rules, rendered in jsdom with the app's providers; journeys are in e2e/
      {
        test: {
          name: 'web-dom',
          root: 'apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          execArgv: withoutNodeWebStorage,
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...buildScriptTests],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'build', root: 'apps/api', include: buildScriptTests } },
      // the repository's own checks (scripts/)
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
    ],
  },
});
