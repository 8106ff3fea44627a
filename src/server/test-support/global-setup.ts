import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { PROJECT_ROOT } from '../project-root.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory of this run; each test file opens its own copy. */
    templateDir: string;
  }
}

const quiet = { warn: () => {}, error: () => {} };

/**
 * A migrated PGlite data directory made once per run. Each run has its own (several runs may go
 * on at once on one checkout) and removes it at the end.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const templateDir = path.join(PROJECT_ROOT, '.test-data', `template-${process.pid}`);
  fs.rmSync(templateDir, { recursive: true, force: true });
  const database = await openDatabase({
    databaseUrl,
    dataDir: templateDir,
    poolMax: 2,
    logger: quiet,
  });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  project.provide('templateDir', templateDir);
  return () => fs.rmSync(templateDir, { recursive: true, force: true });
}
