// `npm run bench:relevance`: the relevance set (src/server/modules/search/relevance-set.ts) through
// `search/common` on the demo content, in a fresh PGlite database: precision@5, MRR, and a table
// of every query. The same measurement as relevance.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { seedDemoContent } from '../src/server/db/seed/seed-demo.js';
import {
  measureRelevance,
  relevanceSummary,
  relevanceTable,
  searchThrough,
} from '../src/server/modules/search/relevance.js';
import { RELEVANCE_SET } from '../src/server/modules/search/relevance-set.js';

const CLIENT_KEY = '3f1c2b7e-8d3a-4b5c-9e2f-1a2b3c4d5e6f';
const quiet = { warn: () => {}, error: () => {} };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-bench-relevance-'));
const database = await openDatabase({ databaseUrl: undefined, dataDir, poolMax: 1, logger: quiet });
try {
  await migrateToLatest(database.db);
  const { added } = await seedDemoContent(database.db);
  const app = await buildApp({
    // Seeding held the event loop just before: no overload guard for a measurement of ranking.
    config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '60000' }),
    database,
    // The API only: the small client of the tests stands in for the built one.
    clientDir: path.join(import.meta.dirname, '../src/server/test-support/client-fixture'),
  });
  try {
    const report = await measureRelevance(
      RELEVANCE_SET,
      searchThrough(app, {
        'content-type': 'application/json',
        'x-method': 'read_list',
        'x-client-key': CLIENT_KEY,
      }),
    );
    console.log(`search/common by relevance on the demo content (${added} items)`);
    console.log(`${relevanceSummary(report)}\n`);
    console.log(relevanceTable(report.queries));
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
