// Starts the built service for browser tests on a fresh embedded database (or the databases
// named by E2E_DATABASE_URL and E2E_REDIS_URL), with the test-only diagnostic calls.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.test-data', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  APP_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  REDIS_URL: process.env.E2E_REDIS_URL ?? '',
};
// A new embedded database gets the demo content on its first start; a PostgreSQL one is given it
// here (migrated and seeded), so the journeys browse the same catalogue on both.
if (env.DATABASE_URL) {
  const seeded = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'src/server/db/seed-cli.ts')],
    { env, stdio: 'inherit', cwd: root },
  );
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'dist/node/server/main.js')], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
