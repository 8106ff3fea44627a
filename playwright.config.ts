import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser journeys against the built service (npm test builds it first), in Debian's Chromium.
 * E2E_DATABASE_URL / E2E_REDIS_URL run the same journeys on PostgreSQL and Redis (CI does).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores run the service, its database, two browsers and the runner: on a busy machine of
  // that size a screen that takes 1 s when quiet has been seen to take over 5 s (CI, stop 21).
  // The waits allow for it; what never appears still fails, only later.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-data/reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'off',
  },
  projects: [
    { name: 'journeys', testIgnore: /banners\.spec\.ts/ },
    // Banners put a popup over home and every detail: they run alone, once the others are done.
    { name: 'banners', testMatch: /banners\.spec\.ts/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
