import closeWithGrace from 'close-with-grace';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { vacuumCatalogue } from './db/maintenance.js';
import { writeStaleSearchDocuments } from './modules/search/search-documents.js';
import { isCatalogueEmpty, seedDemoContent } from './db/seed/seed-demo.js';
import { registerDiagnosticCalls } from './modules/diagnostics/diagnostics.routes.js';
import { connectRedis } from './shared-state/redis.js';

/**
 * Starts the service: configuration, database (migrated), Redis when configured, HTTP. SIGTERM and
 * SIGINT drain in-flight requests, close the database and exit 0.
 */
const PGLITE_VACUUM_INTERVAL_MS = 60 * 60 * 1000;

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

  let database: DatabaseHandle | undefined;
  let redis: Redis | undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
      logger,
    });
    const { applied } = await migrateToLatest(database.db);
    logger.info({ database: database.kind, applied }, 'database ready');
    // Items written before the search existed, or by hand, become searchable.
    const searchable = await writeStaleSearchDocuments(database.db);
    if (searchable) logger.info({ items: searchable }, 'search documents written');
    // `npm start` shows a living product: a new embedded database gets the demo content.
    const isNewEmbedded = database.kind === 'pglite' && (await isCatalogueEmpty(database.db));
    if (isNewEmbedded && config.appEnv !== 'production') {
      const { added } = await seedDemoContent(database.db);
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

  const app = await buildApp({
    config,
    database,
    redis,
    clientDir: config.clientDir,
    ...(config.appEnv === 'test'
      ? { registerCalls: (registry) => registerDiagnosticCalls(registry, database.db) }
      : {}),
  });
  // PGlite has no autovacuum: counted views leave dead rows behind. PostgreSQL does this itself.
  const upkeep =
    database.kind === 'pglite'
      ? setInterval(() => {
          vacuumCatalogue(database.db).catch((error: unknown) =>
            app.log.warn({ err: error }, 'catalogue upkeep failed'),
          );
        }, PGLITE_VACUUM_INTERVAL_MS).unref()
      : undefined;
  app.addHook('onClose', async () => {
    clearInterval(upkeep);
    await database.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: draining requests');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

await main();
