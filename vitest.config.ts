import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // the message catalogues, compiled where they are imported (vite.config.ts)
        plugins: [lingui()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: [
            'src/server/**/*.api.test.ts',
            'src/server/**/*.faults.test.ts',
            'scripts/**/*.api.test.ts',
            'src/web/**/*.component.test.tsx',
          ],
          environment: 'node',
          // Pure functions and the server's parts without a database: one module graph per worker, not one per
          // file (a third of the time). A unit test that changes what others read (timers, env, globals)
          // restores it in its own afterEach.
          isolate: false,
        },
      },
      {
        plugins: [lingui()],
        test: {
          // Forms rendered in a simulated DOM and used as a visitor would: what they show, not how.
          name: 'component',
          include: ['src/web/**/*.component.test.tsx'],
          environment: 'happy-dom',
          // The API client builds URLs on the page's origin.
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          setupFiles: ['src/web/test/setup-component.ts'],
          // A whole editor (rich text, tables) typed into step by step takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.api.test.ts', 'scripts/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: [],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each file builds its own app on its own database copy (test-app.ts), so the server's modules are
          // loaded once per worker, not once per file: the import alone took longer than the tests.
          isolate: false,
        },
      },
      {
        test: {
          // Server processes under load while the database restarts or a signal arrives: one file at a
          // time, after the API suite, since a PostgreSQL restart would cut every other test's connection.
          name: 'faults',
          include: ['src/server/**/*.faults.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
          // A real restart depends on the host's service manager and load: one more try before it counts as red
          // (the failure message of the first try is still printed).
          retry: 1,
        },
      },
    ],
  },
});
