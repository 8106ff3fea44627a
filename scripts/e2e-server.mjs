// Starts the built service for browser tests on a fresh embedded database (or the databases
// named by E2E_DATABASE_URL and E2E_REDIS_URL), with the test-only diagnostic calls.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../dist/node/server/node-flags.js';

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
  // Access tokens live 2 s, so the journeys also walk the refresh path of product §4 (a call after
  // expiry answers token_expired with a new token and the client retries).
  ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '2',
  // As behind the production load balancer: each journey sends its own X-Forwarded-For
  // (e2e/support.ts), so the per-IP limits count one visitor's calls.
  TRUST_PROXY: 'true',
};
// A run starts with fresh rate-limit windows, as it does on the embedded database (the in-memory
// limiter): the last run's sign-ups from this machine must not count against this one.
if (env.REDIS_URL) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  // The prefix of src/server/shared-state/rate-limiter.ts (RATE_LIMIT_KEY_PREFIX).
  const keys = await redis.keys('hyetaek:rl:*');
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

// Mail: a real SMTP server on loopback (src/server/test-support/smtp-catcher.ts) takes every mail
// the service sends; each is dropped as a file the test-only `diagnostics/mail` call reads, so a
// journey can open the link in a confirmation mail.
const { tsImport } = await import('tsx/esm/api');
const { startSmtpCatcher, dropMail } = await tsImport(
  '../src/server/test-support/smtp-catcher.ts',
  import.meta.url,
);
const mailDir = path.join(dataDir, 'mail');
const smtp = await startSmtpCatcher({ onMail: (mail) => dropMail(mailDir, mail) });
Object.assign(env, { SMTP_URL: smtp.url, E2E_MAIL_DIR: mailDir });

// Social sign-in: a real OpenID Connect provider on loopback plays Kakao and Google (decision 010),
// with our /oauth/ as its clients' redirect URI; the service is pointed at it.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 4180);
const oidcProvider = spawn(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'src/server/test-support/oidc-provider-cli.ts')],
  {
    env: {
      ...process.env,
      OIDC_LOOPBACK_PORT: String(oidcPort),
      OIDC_LOOPBACK_REDIRECT_URI: `http://localhost:${process.env.PORT ?? 3000}/oauth/`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const oidcEnv = await new Promise((resolve, reject) => {
  let output = '';
  oidcProvider.stdout.on('data', (chunk) => {
    output += chunk;
    const ready = /^ready (.+)$/m.exec(output);
    if (ready) resolve(JSON.parse(ready[1]));
  });
  oidcProvider.on('exit', (code) => reject(new Error(`loopback OIDC provider exited (${code})`)));
});
process.on('exit', () => oidcProvider.kill('SIGTERM'));
Object.assign(env, oidcEnv);

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

// The service's log (warnings and errors: LOG_LEVEL warn) goes to a file beside the data, so a
// failed journey can be read against what the server said; .ci/run prints it when a stage fails.
fs.mkdirSync(dataDir, { recursive: true });
const serverLog = fs.openSync(path.join(dataDir, 'server.log'), 'a');
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, path.join(root, 'dist/node/server/main.js')],
  {
    env,
    stdio: ['ignore', serverLog, 'inherit'],
  },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
