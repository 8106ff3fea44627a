import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or the PGlite under DATA_DIR. */
try {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 1,
    logger,
  });
  try {
    const { applied } = await migrateToLatest(database.db);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s) to ${database.kind}: ${applied.join(', ')}`
        : `The ${database.kind} database is up to date.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
