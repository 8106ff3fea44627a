import closeWithGrace from 'close-with-grace';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { Lifecycle } from './http/health.js';
import { ConfigError, loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { upkeepEmbeddedDatabase } from './db/maintenance.js';
import { everyDayInKorea } from './jobs/every-day-in-korea.js';
import { writeStaleSearchDocuments } from './modules/search/search-documents.js';
import { isCatalogueEmpty, seedDemoContent } from './db/seed/seed-demo.js';
import { registerDiagnosticCalls } from './modules/diagnostics/diagnostics.routes.js';
import { connectRedis } from './shared-state/redis.js';
import { missingNodeFlags } from './node-flags.js';

/**
 * Starts the service: configuration, database (migrated), Redis when configured, HTTP. SIGTERM and
 * SIGINT fail readiness, keep serving a moment, drain in-flight requests, close the database and
 * exit 0.
 */
/** The hour of the Korean day the embedded database's upkeep runs: the service's quietest. */
const PGLITE_UPKEEP_HOUR = 4;

/**
 * Closes the listener and waits for in-flight requests; those still running after `graceMs` have
 * their connections closed, so a stuck request never keeps the process (or its exit code) hostage.
 */
async function drain(app: FastifyInstance, graceMs: number) {
  const closed = app.close().then(() => 'closed' as const);
  const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs).unref());
  if ((await Promise.race([closed, late])) === 'late') {
    app.log.warn({ graceMs }, 'requests still running after the grace period: closing them');
    app.server.closeAllConnections();
    await closed;
  }
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const missingFlags = missingNodeFlags();
  if (config.appEnv === 'production' && missingFlags.length > 0) {
    logger.warn(
      { missing: missingFlags },
      "node started without the server's V8 settings: under load, collections will hold requests past 100 ms (decision 029)",
    );
  }

  let database: DatabaseHandle | undefined;
  let redis: Redis | undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
      logger,
      // PGlite in its own process: no query ever runs on the thread answering HTTP.
      embedded: 'own-process',
    });
    const { applied } = await migrateToLatest(database.db);
    logger.info({ database: database.kind, applied }, 'database ready');
    // Items written before the search existed, or by hand, become searchable.
    const searchable = await writeStaleSearchDocuments(database.db);
    if (searchable) logger.info({ items: searchable }, 'search documents written');
    // `npm start` shows a living product: a new embedded database gets the demo content.
    const isNewEmbedded = database.kind === 'pglite' && (await isCatalogueEmpty(database.db));
    if (isNewEmbedded && config.appEnv !== 'production') {
      const { added } = await seedDemoContent(
        database.db,
        undefined,
        undefined,
        config.publicBaseUrl,
      );
      logger.info({ added }, 'demo content installed');
    }
    if (config.redisUrl) {
      redis = connectRedis(config.redisUrl, logger);
      await redis
        .connect()
        .catch((error: unknown) => logger.warn({ err: error }, 'redis not reachable yet'));
    }
  } catch (error) {
    logger.fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed');
    await database?.close();
    process.exit(1);
  }

  const lifecycle = new Lifecycle();
  const app = await buildApp({
    config,
    database,
    redis,
    lifecycle,
    clientDir: config.clientDir,
    ...(config.appEnv === 'test'
      ? {
          registerCalls: (registry) =>
            registerDiagnosticCalls(registry, database.db, process.env.E2E_MAIL_DIR),
        }
      : {}),
  });
  // PGlite has no autovacuum: counted views leave dead rows behind. PostgreSQL does this itself,
  // beside the readers; on PGlite every query waits while it runs (decision 022).
  const upkeep =
    database.kind === 'pglite'
      ? everyDayInKorea({
          hour: PGLITE_UPKEEP_HOUR,
          run: () => upkeepEmbeddedDatabase(database.db),
          onError: (error) => app.log.warn({ err: error }, 'catalogue upkeep failed'),
        })
      : undefined;
  // Closed after the app, not in an onClose hook: Fastify runs those last-added first, so the
  // database would close before the app's own hooks (the view counter's last flush, the outbox's
  // and the job queue's stop) had written to it.
  const closeResources = async () => {
    upkeep?.stop();
    await database.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  };

  // SIGTERM: /readyz fails at once while requests are still served for SHUTDOWN_DELAY_MS (the
  // balancer notices and sends new ones elsewhere); then the listener closes and in-flight
  // requests get SHUTDOWN_GRACE_MS to finish. closeWithGrace's own limit only guards a hang.
  const { shutdownDelayMs: delayMs, shutdownGraceMs: graceMs } = config;
  closeWithGrace({ delay: delayMs + graceMs + 5_000 }, async ({ signal, err }) => {
    lifecycle.isStopping = true;
    if (err) app.log.error({ err }, 'shutting down after an error');
    else if (delayMs > 0) {
      app.log.info({ signal, delayMs }, 'shutting down: not ready, still serving');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    app.log.info({ signal }, 'shutting down: draining requests');
    await drain(app, graceMs);
    await closeResources();
  });

  await app.listen({ port: config.port, host: config.host });
}

await main();
