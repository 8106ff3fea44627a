import { ConfigError, loadConfig } from '../config.js';
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
  await withCommandDatabase(config, async (database) => {
    const { added } = await seedDemoContent(database.db);
    console.log(`Demo content: ${added} item(s) added to the ${database.kind} database.`);
  });
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
