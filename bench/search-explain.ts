// EXPLAIN ANALYZE of the search query for the keywords given, to see where a search spends its
// time: `DATABASE_URL=postgres://… npx tsx bench/search-explain.ts 청 월세 [--region 11] [--plan]`.
// Run after `npm run bench:search` (which leaves its 50,000 items in the bench database).
import { pino } from 'pino';
import { openDatabase } from '../src/server/db/database.js';
import { searchMatchesSql } from '../src/server/modules/search/search.repository.js';
import { parseSearchKeyword } from '../src/shared/search-text.js';
import { koreaToday } from '../src/shared/korea-date.js';

const args = process.argv.slice(2);
const regionAt = args.indexOf('--region');
const region = regionAt >= 0 ? [args[regionAt + 1]!] : [];
const showPlan = args.includes('--plan');
const keywords = args.filter((arg, i) => !arg.startsWith('--') && i !== regionAt + 1);

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? 'data/bench',
  poolMax: 1,
  logger: pino({ level: 'warn' }),
});
for (const keyword of keywords) {
  const query = searchMatchesSql({
    keyword,
    words: parseSearchKeyword(keyword),
    today: koreaToday(),
    showClosed: true,
    region,
    category: [],
    order: 'scoring',
  }).compile(database.db);
  const explained = await database.db.executeQuery({
    ...query,
    sql: `explain (analyze, buffers) ${query.sql}`,
  });
  const plan = (explained.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']);
  const started = performance.now();
  await database.db.executeQuery(query);
  const again = performance.now() - started;
  if (showPlan) console.log(plan.join('\n'));
  const execution = plan.find((line) => line.startsWith('Execution')) ?? '';
  console.log(`${keyword} ${region.join()}: ${execution}; again ${again.toFixed(1)} ms`);
}
await database.close();
