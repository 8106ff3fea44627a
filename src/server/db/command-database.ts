import { pino } from 'pino';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';

/**
 * For a command line tool (`npm run db:seed`, `npm run user:role`): opens the configured
 * database (DATABASE_URL, or the PGlite under DATA_DIR, refused while a server holds it) with one
 * connection, brings its schema up to date, runs `work`, and closes it whatever happens.
 */
export async function withCommandDatabase<T>(
  config: Config,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 1,
    logger: pino({ level: config.logLevel }),
  });
  try {
    await migrateToLatest(database.db);
    return await work(database);
  } finally {
    await database.close();
  }
}
