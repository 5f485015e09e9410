import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; integration tests share the real PostgreSQL and Redis,
// so files run in forks with a bounded pool to stay kind to a 2-core machine.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: './scripts', environment: 'node', include: ['*.test.mjs'] } },
      {
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'workers',
          root: './workers',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['../api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // Form tests that type into many fields take 1-2 s alone and near 5 s (vitest's default
          // limit) while the api project's files run beside them on two cores.
          testTimeout: 20_000,
        },
      },
    ],
    pool: 'forks',
    maxWorkers: 2,
  },
});
