import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/api/src/**/*.unit.test.ts',
          ],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
          environment: 'node',
          // One embedded database per worker, shared by the files that worker runs (see test/db.ts).
          pool: 'forks',
          isolate: false,
          // API_TEST_WORKERS=1 when the tier runs beside the browser journeys (scripts/test.mjs).
          maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
          // Runs after the unit tests: projects with their own worker counts need their own group.
          sequence: { groupOrder: 1 },
          // CI machines are shared and small (two cores), and CI runs a tier beside the journeys:
          // a test that takes 25 s instead of 10 there is slow, not wrong.
          testTimeout: process.env.CI ? 40_000 : 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
