import { inject } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { Redis } from 'ioredis';
import { buildApp } from '../app.js';
import type { Clock } from '../jobs/job-queue.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import type { CallRegistry } from '../http/api.js';
import type { RenderPage } from '../http/client-app.js';
import { connectRedis } from '../shared-state/redis.js';
import type { CacheInvalidation } from '../shared-state/cache-invalidation.js';
import { RATE_LIMIT_KEY_PREFIX, type RateLimiter } from '../shared-state/rate-limiter.js';

export const FIXTURE_CLIENT_DIR = path.join(import.meta.dirname, 'client-fixture');
export const CLIENT_KEY = '3f1c2b7e-8d3a-4b5c-9e2f-1a2b3c4d5e6f';
const quiet = { warn: () => {}, error: () => {} };

/**
 * The database of a test file: its own copy of the migrated PGlite template (0.5 s instead of a
 * 5 s fresh start), or the shared PostgreSQL database of TEST_DATABASE_URL.
 */
export async function openTestDatabase(
  databaseUrl = process.env.TEST_DATABASE_URL,
  /** Where PGlite runs: in the test's thread (fast), or in its own process as `npm start` runs it. */
  embedded: 'in-process' | 'own-process' = 'in-process',
): Promise<DatabaseHandle & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-test-'));
  if (!databaseUrl) fs.cpSync(inject('templateDir'), dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, 'hyetaek.lock'), { force: true });
  const database = await openDatabase({
    databaseUrl,
    dataDir,
    poolMax: 4,
    logger: quiet,
    embedded,
  });
  return {
    ...database,
    dataDir,
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  redis: Redis | undefined;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    registerCalls?: (registry: CallRegistry) => void;
    redisUrl?: string;
    renderPage?: RenderPage;
    /** Counters on a clock the test moves (createMemoryRateLimiter(() => now)). */
    rateLimiter?: RateLimiter;
    /** Another way to TEST_DATABASE_URL's database (a fault test's proxy). */
    databaseUrl?: string;
    /** The job queue's clock (a fake Monday). */
    clock?: Clock;
    /** PGlite in its own process, as the server runs it (the default keeps it in the test's thread). */
    embedded?: 'in-process' | 'own-process';
    /** Watches the app's queries (the test's own go around it, through `database`). */
    queryPlugin?: KyselyPlugin;
    /** How catalogue changes reach the app (a test may announce one itself). */
    cacheInvalidation?: CacheInvalidation;
    /** Every item in memory (the app's default: on the embedded database only). */
    holdsEveryItem?: boolean;
  } = {},
): Promise<TestApp> {
  // Production needs AUTH_SECRET; tests that pose as production get this one.
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'a-secret-for-tests-only-0123456789abcdef',
    // Off: test files start several embedded databases in their own thread, each blocking the
    // event loop for seconds on a busy machine, and the overload guard would then answer the next
    // calls 503. It is tested on its own (under-pressure.test.ts sets its limit).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const database = await openTestDatabase(options.databaseUrl, options.embedded);
  const redisUrl = options.redisUrl ?? process.env.TEST_REDIS_URL;
  const redis = redisUrl ? connectRedis(redisUrl, quiet) : undefined;
  await redis?.connect().catch(() => undefined);
  // Rate-limit counters and seen views in a shared Redis outlive a run (and item ids restart in a
  // new database): start each test app from zero.
  if (redis?.status === 'ready') {
    const keys = [
      ...(await redis.keys(`${RATE_LIMIT_KEY_PREFIX}*`)),
      ...(await redis.keys('hyetaek:view:*')),
    ];
    if (keys.length) await redis.del(...keys);
  }
  const app = await buildApp({
    config,
    database: options.queryPlugin
      ? { ...database, db: database.db.withPlugin(options.queryPlugin) }
      : database,
    redis,
    clientDir: FIXTURE_CLIENT_DIR,
    ...(options.registerCalls ? { registerCalls: options.registerCalls } : {}),
    ...(options.renderPage ? { renderPage: options.renderPage } : {}),
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    runsQueues: false,
    ...(options.cacheInvalidation ? { cacheInvalidation: options.cacheInvalidation } : {}),
    ...(options.holdsEveryItem !== undefined ? { holdsEveryItem: options.holdsEveryItem } : {}),
  });
  return {
    app,
    database,
    redis,
    config,
    close: async () => {
      await app.close();
      await database.close();
      redis?.disconnect();
    },
  };
}

/** Headers of a well-formed API call. */
export function apiHeaders(method: string, extra: Record<string, string> = {}) {
  return {
    'content-type': 'application/json',
    'x-method': method,
    'x-client-key': CLIENT_KEY,
    ...extra,
  };
}

/**
 * The detail of a cid that does not exist: a call that always asks the database (no cache holds
 * what does not exist), for tests that take the database away.
 */
export function readUnknownDetail(app: FastifyInstance) {
  return app.inject({
    method: 'POST',
    url: '/api/policy/read',
    headers: apiHeaders('read_detail'),
    payload: { cid: 'no-such-policy' },
  });
}
