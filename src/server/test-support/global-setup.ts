import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { PROJECT_ROOT } from '../project-root.js';

/** A migrated PGlite data directory made once per run; each test file opens its own copy. */
export const TEMPLATE_DIR = path.join(PROJECT_ROOT, '.test-data', 'template');

const quiet = { warn: () => {}, error: () => {} };

export default async function setup() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const database = await openDatabase({
    databaseUrl,
    dataDir: TEMPLATE_DIR,
    poolMax: 2,
    logger: quiet,
  });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}
