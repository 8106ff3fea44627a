import { defineConfig } from 'vitest/config';

/**
 * The several-instances suite (issue 16): three built app processes on PostgreSQL and Redis behind
 * nginx (scripts/cluster.mjs). `npm run test:cluster`; CI runs it after the other suites.
 */
export default defineConfig({
  test: {
    include: ['ops/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
