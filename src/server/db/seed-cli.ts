import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { connectCacheInvalidation } from '../shared-state/cache-invalidation.js';
import { withCommandDatabase } from './command-database.js';
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
  // Servers sharing REDIS_URL show the new items at once rather than within a minute.
  const invalidation = await connectCacheInvalidation(
    config.redisUrl,
    pino({ level: config.logLevel }),
  );
  try {
    await withCommandDatabase(config, async (database) => {
      const { added } = await seedDemoContent(
        database.db,
        undefined,
        invalidation,
        config.publicBaseUrl,
      );
      console.log(`Demo content: ${added} item(s) added to the ${database.kind} database.`);
    });
  } finally {
    await invalidation.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
