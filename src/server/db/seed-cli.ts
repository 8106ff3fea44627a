import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { connectCacheInvalidation } from '../shared-state/cache-invalidation.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoContent } from './seed/seed-demo.js';

/**
 * `npm run db:seed`: installs the demo content into DATABASE_URL or the PGlite under DATA_DIR.
 * Refused in production unless `-- --force` is given: demo items must not reach real users by accident.
 */
try {
  const config = loadConfig();
  if (config.appEnv === 'production' && !process.argv.includes('--force')) {
    throw new Error(
      'APP_ENV is production: add "-- --force" to install demo content there anyway.',
    );
  }
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 1,
    logger,
  });
  // Servers sharing REDIS_URL show the new items at once rather than within a minute.
  const invalidation = await connectCacheInvalidation(config.redisUrl, logger);
  try {
    await migrateToLatest(database.db);
    const { added } = await seedDemoContent(database.db, undefined, invalidation);
    console.log(`Demo content: ${added} item(s) added to the ${database.kind} database.`);
  } finally {
    await invalidation.close();
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
