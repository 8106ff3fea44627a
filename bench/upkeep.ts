// `npm run bench:upkeep`: what the embedded database's upkeep holds. PGlite runs one statement at
// a time, so every query waits for each of these statements (decision 022). On the 50,000-item
// catalogue (bench/catalogue-data.ts) in a fresh PGlite data directory, views are counted as the
// service counts them (flushes of 500 items, BENCH_FLUSHES per round, 300 by default: five
// minutes at 500 new views a second), then each upkeep statement is timed. Two rounds, since the
// first checkpoint after loading has more to write. BENCH_ITEMS (50,000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import { openDatabase } from '../src/server/db/database.js';
import { upkeepEmbeddedDatabase } from '../src/server/db/maintenance.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { addViews } from '../src/server/modules/catalogue/catalogue.repository.js';
import { koreaToday } from '../src/shared/korea-date.js';
import { benchCatalogueRows, loadBenchCatalogue } from './catalogue-data.js';
import { round, runHeader } from './bench-support.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 50_000);
const FLUSHES = Number(process.env.BENCH_FLUSHES ?? 300);
const VIEWS_PER_FLUSH = 500;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-bench-upkeep-'));
const database = await openDatabase({
  databaseUrl: undefined,
  dataDir,
  poolMax: 1,
  logger: pino({ level: 'warn' }),
});
const { db } = database;
await migrateToLatest(db);
await loadBenchCatalogue(db, benchCatalogueRows(ITEMS, koreaToday()));
const loadBefore = os.loadavg();

const { rows } = await sql<{ id: number }>`select id::int as id from catalogue_items`.execute(db);
const ids = rows.map((row) => row.id);
const tableSize = async () =>
  (
    await sql<{ size: string }>`
      select pg_size_pretty(pg_table_size('catalogue_items')) as size`.execute(db)
  ).rows[0]!.size;
const walPosition = async () =>
  (await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db)).rows[0]!.lsn;

/** Counted views as the service writes them, a flush of 500 random items at a time. */
async function countViews(): Promise<string> {
  const walBefore = await walPosition();
  for (let flush = 0; flush < FLUSHES; flush += 1) {
    const increments = new Map<number, number>();
    for (let i = 0; i < VIEWS_PER_FLUSH; i += 1) {
      increments.set(ids[Math.floor(Math.random() * ids.length)]!, 1);
    }
    await addViews(db, increments);
  }
  const walAfter = await walPosition();
  const { rows } = await sql<{ bytes: string }>`
    select pg_wal_lsn_diff(${walAfter}::pg_lsn, ${walBefore}::pg_lsn)::bigint as bytes`.execute(db);
  return `WAL ${Math.round(Number(rows[0]!.bytes) / 1e6)} MB, table ${await tableSize()}`;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return round(performance.now() - started);
}

const statements: Record<string, () => Promise<unknown>> = {
  'vacuum (analyze) catalogue_items (the hourly upkeep before session 16)': () =>
    sql`vacuum (analyze) catalogue_items`.execute(db),
  'vacuum catalogue_items': () => sql`vacuum catalogue_items`.execute(db),
  checkpoint: () => sql`checkpoint`.execute(db),
  'upkeepEmbeddedDatabase (vacuum, then checkpoint: the daily upkeep)': () =>
    upkeepEmbeddedDatabase(db),
};

const table: string[] = [
  `| round | statement, after ${FLUSHES} flushes of ${VIEWS_PER_FLUSH} views | views written | ms |`,
  '| --- | --- | --- | --- |',
];
for (const pass of [1, 2]) {
  for (const [name, statement] of Object.entries(statements)) {
    const written = await countViews();
    table.push(`| ${pass} | ${name} | ${written} | ${await timed(statement)} |`);
  }
}
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\n${runHeader(`PGlite, ${ITEMS} items`, loadBefore, os.loadavg())}\n\n${table.join('\n')}`,
);
