// `npm run bench:statements`: what the catalogue's read statements, and the view counter's write
// beside them, cost the database, one after another on one connection, on the 50,000-item
// catalogue (bench/catalogue-data.ts): how many a second the database can answer at most. PGlite
// runs one statement at a time, so its figure is the ceiling of every call that reads the
// database (a detail not held); past it requests queue. PGlite in its own process as the server
// runs it (decision 022), and in the caller's thread; BENCH_DATABASE_URL=postgres://… for
// PostgreSQL instead. BENCH_ITEMS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import {
  addViews,
  detailByCid,
  itemsBy,
} from '../src/server/modules/catalogue/catalogue.repository.js';
import { koreaToday } from '../src/shared/korea-date.js';
import type { ItemKind } from '../src/shared/routes.js';
import { benchCatalogueRows, loadBenchCatalogue } from './catalogue-data.js';
import { round, runHeader } from './bench-support.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 50_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const TIMES = 1_000;
const PAGE_SIZE = 24;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-bench-statements-'));
const open = (embedded: 'in-process' | 'own-process') =>
  openDatabase({
    databaseUrl: DATABASE_URL,
    dataDir,
    poolMax: 1,
    logger: pino({ level: 'warn' }),
    embedded,
  });
const loading = await open('in-process');
await migrateToLatest(loading.db);
await loadBenchCatalogue(loading.db, benchCatalogueRows(ITEMS, koreaToday()));
await loading.close();
const loadBefore = os.loadavg();

async function measure(database: DatabaseHandle, where: string): Promise<string[]> {
  const { db } = database;
  const { rows } = await sql<{ id: number; cid: string; kind: ItemKind }>`
    select id::int as id, cid, kind from catalogue_items`.execute(db);
  const any = () => rows[Math.floor(Math.random() * rows.length)]!;
  const statements: [string, () => Promise<unknown>][] = [
    ['select 1 (a round trip)', () => sql`select 1`.execute(db)],
    [
      `a page of ${PAGE_SIZE} cards of any items (itemsBy)`,
      () =>
        itemsBy(
          db,
          'id',
          Array.from({ length: PAGE_SIZE }, () => any().id),
        ),
    ],
    [
      'a detail of any item (detailByCid)',
      () => {
        const item = any();
        return detailByCid(db, item.kind, item.cid);
      },
    ],
    [
      // The view counter writes each second's counted views in statements of 50 items: at 500
      // new views a second, ten of these a second share the database with the reads.
      'views of 50 any items added (one statement of the view counter)',
      () => addViews(db, new Map(Array.from({ length: 50 }, () => [any().id, 1]))),
    ],
  ];
  const lines: string[] = [];
  for (const [name, run] of statements) {
    for (let i = 0; i < 50; i += 1) await run();
    const started = performance.now();
    for (let i = 0; i < TIMES; i += 1) await run();
    const ms = (performance.now() - started) / TIMES;
    lines.push(`| ${where} | ${name} | ${round(ms)} | ${Math.round(1000 / ms)} |`);
  }
  return lines;
}

const lines = [
  '| database | statement | ms each | at most a second |',
  '| --- | --- | --- | --- |',
];
const places = DATABASE_URL
  ? ([['PostgreSQL', 'in-process']] as const)
  : ([
      ['PGlite in its own process', 'own-process'],
      ['PGlite in this thread', 'in-process'],
    ] as const);
for (const [where, embedded] of places) {
  const database = await open(embedded);
  lines.push(...(await measure(database, where)));
  await database.close();
}
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  `\n${runHeader(`${ITEMS} items, ${TIMES} of each after 50`, loadBefore, os.loadavg())}\n\n${lines.join('\n')}`,
);
