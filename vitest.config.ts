import { defineConfig } from 'vitest/config';

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
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
