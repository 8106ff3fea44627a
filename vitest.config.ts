import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit and integration suites. Integration tests run the server through `app.inject()` against a
 * real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set (Redis: TEST_REDIS_URL).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The second pass, on PostgreSQL (CI), leaves out what would run exactly as in the first: the
    // shared code's suites reach no database, and the process suite always starts the service on
    // an embedded database of its own (2 of the 6 minutes that pass took).
    exclude: process.env.TEST_DATABASE_URL
      ? [...configDefaults.exclude, 'src/shared/**', 'src/server/main.test.ts']
      : configDefaults.exclude,
    environment: 'node',
    globalSetup: ['src/server/test-support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One PostgreSQL database is shared: files run one at a time there.
    fileParallelism: !process.env.TEST_DATABASE_URL,
  },
});
