// `npm run bench:cluster` (issue 16): the real traffic shape on the 50,000-item catalogue, on
// PostgreSQL and Redis behind nginx, with 1 and then 3 instances (scripts/cluster.mjs). At each
// rate it runs a bare route through nginx (`/healthz`: nginx, the app's HTTP stack, no database)
// and then the mixed traffic, each paced and open-loop, and reports the first rate at which the
// mixed traffic's p99 passes 100 ms. Needs `npm run build`, Debian's nginx, PostgreSQL and Redis.
// BENCH_DATABASE_URL (a database of its own, dropped and made anew), BENCH_REDIS_URL,
// BENCH_RATES (100,200,400,800), BENCH_SECONDS (10 per row), BENCH_ITEMS (50,000),
// BENCH_INSTANCES (1,3).
//
// The load generator plays many readers: each sign-in comes from its own address. So the
// instances trust one more proxy hop than production does (TRUST_PROXY=2: the generator's
// X-Forwarded-For, then nginx's), or every sign-in would count against one address's limit.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
// @ts-expect-error -- a plain ES module script without types
import { startCluster } from '../scripts/cluster.mjs';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { koreaToday } from '../src/shared/korea-date.js';
import { runHeader } from './bench-support.js';
import { benchCatalogueRows, benchCid, benchKindOf, loadBenchCatalogue } from './catalogue-data.js';
import { runPaced, type LatencyReport, type PacedRequest } from './paced-client.js';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hyetaek_cluster_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const RATES = (process.env.BENCH_RATES ?? '100,200,400,800').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 50_000);
const INSTANCES = (process.env.BENCH_INSTANCES ?? '1,3').split(',').map(Number);
const BUDGET_MS = 100;
const PASSWORD = 'bench-Pass-7q!x';
const MEMBERS = 20;

interface Cluster {
  url: string;
  stop(): Promise<void>;
}

async function freshDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`BENCH_DATABASE_URL names an odd database: ${name}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  await admin.end();
}

async function clearRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const keys = await redis.keys('hyetaek:*');
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

/** A reader at an address of their own (the cluster trusts the generator's X-Forwarded-For). */
const someAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const headers = (method: string, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'accept-encoding': 'gzip',
  'x-method': method,
  'x-client-key': randomUUID(),
  'x-forwarded-for': someAddress(),
  ...extra,
});
const post = (path: string, method: string, body: unknown, extra?: Record<string, string>) =>
  ({
    method: 'POST',
    path: `/api/${path}`,
    headers: headers(method, extra),
    body: JSON.stringify(body),
  }) satisfies PacedRequest;

const anyOf = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const READ_PATH = { policy: 'policy/read', event: 'events/read', video: 'videos/read' } as const;
const listCall = (kind: keyof typeof READ_PATH, order: string, page: number) =>
  post(READ_PATH[kind], 'read_list', {
    condition: { keyword: '', operator: 'and', show_closed: false },
    filters: {},
    order,
    pagination: { current_page_no: page, item_no_per_page: 24 },
    options: { recommend_count: 2 },
  });
const POPULAR_WORDS = ['청년', '월세', '취업', '지원금', '주거', '대출', '교육', '창업'];
const SYLLABLES = [...'가나다라마바사아자차카타파하강남동서울부산청년월세지원'];
const searchCall = (keyword: string) =>
  post('search/common', 'read_list', { condition: { keyword }, order: 'scoring' });

/**
 * Per 20 requests: 8 first pages of the lists home and the list pages open with, 2 deeper pages,
 * 5 details (nearly all new views: the view counter's writes), 2 popular searches and 1 never
 * asked before, 1 sign-in and 1 bookmark saved by a signed-in member.
 */
function mixedCall(members: { email: string; token: string }[]) {
  return (i: number): PacedRequest => {
    const slot = i % 20;
    if (slot < 8) {
      return anyOf([
        listCall('policy', 'newest', 1),
        listCall('policy', 'deadline', 1),
        listCall('event', 'deadline', 1),
        listCall('video', 'newest', 1),
      ]);
    }
    if (slot < 10) return listCall('policy', 'newest', 2 + (i % 4));
    if (slot < 15) {
      const index = Math.floor(Math.random() * ITEMS);
      return post(READ_PATH[benchKindOf(index)], 'read_detail', { cid: benchCid(index) });
    }
    if (slot < 17) return searchCall(anyOf(POPULAR_WORDS));
    if (slot < 18) return searchCall(`${anyOf(SYLLABLES)}${anyOf(SYLLABLES)} ${i}`);
    const member = anyOf(members);
    if (slot < 19)
      return post('user/email-login', 'create', { email: member.email, password: PASSWORD });
    return post(
      'bookmark/create',
      'create',
      { cid: benchCid(Math.floor(Math.random() * ITEMS)) },
      { authorization: `Bearer ${member.token}` },
    );
  };
}

async function signUpMembers(baseUrl: string) {
  const members: { email: string; token: string }[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const email = `bench-${i}-${Date.now().toString(36)}@example.com`;
    const request = post('user/email-signup', 'create', {
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      name: '부하시험',
      agreements: { terms: true, privacy: true, marketing: false },
    });
    const response = await fetch(baseUrl + request.path, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    const json = (await response.json()) as { data?: { access_token: string } };
    if (!json.data) throw new Error(`sign-up answered ${response.status}: ${JSON.stringify(json)}`);
    members.push({ email, token: json.data.access_token });
  }
  return members;
}

const bare = (): PacedRequest => ({ method: 'GET', path: '/healthz' });
const line = (instances: number, rate: number, what: string, r: LatencyReport) =>
  `| ${instances} | ${rate}/s | ${what} | ${r.p50} | ${r.p99} | ${r.max} | ${Math.max(...r.slowestPerSecond)} | ${r.failed}/${r.sent} |`;

await freshDatabase();
const rows = benchCatalogueRows(ITEMS, koreaToday());
const database = await openDatabase({
  databaseUrl: DATABASE_URL,
  dataDir: os.tmpdir(),
  poolMax: 1,
  logger: pino({ level: 'warn' }),
});
await migrateToLatest(database.db);
const loaded = await loadBenchCatalogue(database.db, rows);
await database.close();
console.log(`${loaded.inserted} items loaded into PostgreSQL in ${Math.round(loaded.ms)} ms`);

process.env.DATABASE_URL = DATABASE_URL;
process.env.REDIS_URL = REDIS_URL;
const loadBefore = os.loadavg();
const table: string[] = [];
const summary: string[] = [];
for (const instances of INSTANCES) {
  await clearRedis();
  // Access tokens last longer than a run, so the members' bookmarks never need a renewal.
  const cluster = (await startCluster({
    instances,
    port: 8288,
    basePort: 3291,
    extraEnv: { TRUST_PROXY: '2', ACCESS_TOKEN_TTL: '3600' },
  })) as Cluster;
  try {
    const members = await signUpMembers(cluster.url);
    const mixed = mixedCall(members);
    let passedAt: number | undefined;
    for (const rate of RATES) {
      const options = { rate, seconds: SECONDS, warmupSeconds: 2 };
      const bareReport = await runPaced(cluster.url, bare, options);
      const mixedReport = await runPaced(cluster.url, mixed, options);
      table.push(line(instances, rate, 'bare `/healthz` through nginx', bareReport));
      table.push(line(instances, rate, 'mixed traffic', mixedReport));
      console.log(table.at(-2));
      console.log(table.at(-1));
      if (mixedReport.p99 > BUDGET_MS || mixedReport.failed > 0) {
        passedAt = rate;
        break;
      }
    }
    summary.push(
      passedAt === undefined
        ? `- ${instances} instance(s): p99 within ${BUDGET_MS} ms at every rate up to ${RATES.at(-1)}/s`
        : `- ${instances} instance(s): p99 passes ${BUDGET_MS} ms (or requests fail) at ${passedAt}/s`,
    );
  } finally {
    await cluster.stop();
  }
}

console.log(
  [
    '',
    runHeader(
      `PostgreSQL + Redis behind nginx, ${ITEMS} items, ${SECONDS} s per row`,
      loadBefore,
      os.loadavg(),
    ),
    '',
    '| instances | rate | row | p50 ms | p99 ms | max ms | slowest second ms | failed |',
    '|---|---|---|---|---|---|---|---|',
    ...table,
    '',
    ...summary,
  ].join('\n'),
);
