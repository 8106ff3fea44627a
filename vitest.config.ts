import { defineConfig } from 'vitest/config';

/**
 * Unit and integration suites. Integration tests run the server through `app.inject()` against a
 * real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set (Redis: TEST_REDIS_URL).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    globalSetup: ['src/server/test-support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One PostgreSQL database is shared: files run one at a time there.
    fileParallelism: !process.env.TEST_DATABASE_URL,
  },
});
