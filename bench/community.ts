// `npm run bench:community`: the community calls (issue 12) on the 50,000-item catalogue with
// 100,000 comments, at fixed rates, each next to a bare Fastify JSON route in the same run
// (product §15). Needs `npm run build` first. PGlite by default (a fresh data dir);
// BENCH_DATABASE_URL=postgres://… for PostgreSQL (its benchmark rows are replaced).
// BENCH_SECONDS (10 per row, after 2 s of warm-up), BENCH_ITEMS (50,000), BENCH_COMMENTS (100,000).
//
// Budgets (issue 12): comment, like, rating and bookmark writes p99 ≤ 50 ms at 50 writes/s; an
// item's thread of 1,000 comments p99 ≤ 25 ms at 200 reads/s; bookmark/read of a user with 500
// bookmarks p99 ≤ 25 ms.
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/server/db/schema.js';
import { AccessTokens } from '../src/server/modules/user/access-tokens.js';
import { benchCid } from './catalogue-data.js';
import {
  probe,
  probeAgent,
  runHeader,
  runScenarios,
  scenarioTable,
  startCatalogueBench,
  type Scenario,
} from './bench-support.js';
import type { PacedRequest } from './paced-client.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 50_000);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 100_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
/** Writers: enough that no one meets the per-user comment limits (one per 5 s, 20 a day). */
const USERS = 2_000;
/** The item whose thread holds 1,000 comments, and the one user's 500 bookmarks. */
const HOT_INDEX = 0;
const THREAD_SIZE = 1_000;
const SAVED_PER_READER = 500;
const AUTH_SECRET = crypto.randomBytes(32).toString('base64url');
const CLIENT_KEY = '6b1f0c7e-2d4a-4e5b-8c9d-0a1b2c3d4e5f';

// 1. Users (signed up two days ago, so the new-account comment spacing does not apply), each with
// a live session; 100,000 comments, 1,000 of them on one item; one user's 500 bookmarks and a
// review of the hot item by every user (so each may read the reviews: give to get).
const users: { id: string; sessionId: string }[] = [];
async function prepare(db: Kysely<Database>) {
  const started = performance.now();
  await sql`DELETE FROM users WHERE email LIKE '%@bench.hyetaek.test'`.execute(db);
  const { rows } = await sql<{ id: string; session_id: string }>`
    WITH made AS (
      INSERT INTO users (email, name, nickname, birth_year, region, interests, profile_completed_at, created_at)
      SELECT 'bench' || n || '@bench.hyetaek.test', '벤치' || n, '벤치' || n, 1998, '11',
             ARRAY['housing'], now() - interval '2 days', now() - interval '2 days'
      FROM generate_series(1, ${USERS}) AS n
      RETURNING id
    )
    INSERT INTO refresh_token_families (user_id) SELECT id FROM made
    RETURNING user_id AS id, id AS session_id`.execute(db);
  users.push(...rows.map((row) => ({ id: row.id, sessionId: row.session_id })));
  const hotCid = benchCid(HOT_INDEX);
  // Comments on random items by random writers over the last 90 days; the hot item's 1,000 first.
  await sql`
    INSERT INTO comments (item_id, author_id, text, created_at)
    SELECT (SELECT id FROM catalogue_items WHERE cid = ${hotCid}),
           (SELECT id FROM users WHERE email = 'bench' || (1 + n % ${USERS}) || '@bench.hyetaek.test'),
           '이 정책 신청해 봤는데 서류 준비가 생각보다 간단했어요. 참고하세요 #' || n,
           now() - n * interval '1 minute'
    FROM generate_series(1, ${THREAD_SIZE}) AS n`.execute(db);
  await sql`
    WITH writers AS (SELECT array_agg(id) AS ids FROM users WHERE email LIKE '%@bench.hyetaek.test'),
         items AS (SELECT array_agg(id) AS ids FROM catalogue_items)
    INSERT INTO comments (item_id, author_id, text, created_at)
    SELECT items.ids[1 + (n * 7919) % cardinality(items.ids)],
           writers.ids[1 + n % cardinality(writers.ids)],
           '저도 궁금했던 내용이에요. 마감 전에 꼭 신청해 보세요 #' || n,
           now() - (n % 129600) * interval '1 minute'
    FROM generate_series(1, ${Math.max(0, COMMENTS - THREAD_SIZE)}) AS n, writers, items`.execute(
    db,
  );
  await sql`
    INSERT INTO bookmarks (user_id, item_id, created_at)
    SELECT ${users[0]!.id}::uuid, id, now() - id * interval '1 second'
    FROM catalogue_items ORDER BY id LIMIT ${SAVED_PER_READER}
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO ratings (item_id, author_id, score, text)
    SELECT (SELECT id FROM catalogue_items WHERE cid = ${hotCid}), id, 1 + (abs(hashtext(id::text)) % 5),
           '도움이 많이 됐어요'
    FROM users WHERE email LIKE '%@bench.hyetaek.test'`.execute(db);
  await sql`ANALYZE`.execute(db);
  console.log(
    `${USERS} users, ${COMMENTS.toLocaleString('en-US')} comments, ${SAVED_PER_READER} bookmarks, ${USERS} reviews in ${Math.round(performance.now() - started)} ms`,
  );
}

const { bare, service, cleanUp } = await startCatalogueBench({
  items: ITEMS,
  databaseUrl: DATABASE_URL,
  appEnv: 'production',
  prepare,
  env: { AUTH_SECRET, ACCESS_TOKEN_TTL: '3600' },
});

// 2. Each user's access token, signed as the service signs them.
const accessTokens = new AccessTokens(AUTH_SECRET, 3600);
const tokens = await Promise.all(
  users.map((user) => accessTokens.issue({ userId: user.id, sessionId: user.sessionId })),
);

const call = (path: string, method: string, body: unknown, userIndex?: number): PacedRequest => ({
  method: 'POST',
  path: `/api/${path}`,
  headers: {
    'content-type': 'application/json',
    'accept-encoding': 'gzip',
    'x-method': method,
    'x-client-key': CLIENT_KEY,
    ...(userIndex === undefined ? {} : { authorization: `Bearer ${tokens[userIndex]}` }),
  },
  body: JSON.stringify(body),
});

// The hot thread's comment ids (to like) and its second page's cursor.
const hotCid = benchCid(HOT_INDEX);
const firstPage = await probe(service.url, call('comment/read', 'read', { cid: hotCid }));
const thread = (firstPage.json as { data?: { comments: { id: number }[]; next_cursor: string } })
  .data;
if (firstPage.status !== 200 || !thread) {
  throw new Error(`comment/read answered ${firstPage.status}: ${JSON.stringify(firstPage.json)}`);
}
const hotCommentIds = thread.comments.map((comment) => comment.id);

// Writers take turns, so each writes once every USERS / rate seconds (40 s at 50/s): well inside
// the per-user limits, as real writers are.
let writer = 0;
const nextWriter = () => (writer = (writer + 1) % USERS);
let sequence = 0;
const anyItem = () => benchCid(1 + Math.floor(Math.random() * (ITEMS - 1)));

const bareRoute = (): PacedRequest => ({ method: 'GET', path: '/bare' });
const scenarios: Scenario[] = [
  { name: 'bare Fastify JSON route', url: bare.url, rate: 200, next: bareRoute },
  {
    name: `comment/read · thread of ${THREAD_SIZE.toLocaleString('en-US')} · first page`,
    url: service.url,
    rate: 200,
    next: () => call('comment/read', 'read', { cid: hotCid }),
    budget: 25,
  },
  {
    name: `comment/read · thread of ${THREAD_SIZE.toLocaleString('en-US')} · second page (cursor), signed in`,
    url: service.url,
    rate: 200,
    next: () =>
      call('comment/read', 'read', { cid: hotCid, cursor: thread.next_cursor }, nextWriter()),
    budget: 25,
  },
  {
    name: `bookmark/read · a user with ${SAVED_PER_READER} bookmarks · page 1`,
    url: service.url,
    rate: 200,
    next: () => call('bookmark/read', 'read', {}, 0),
    budget: 25,
  },
  {
    name: 'rating/read · read_stats of the hot item',
    url: service.url,
    rate: 200,
    next: () => call('rating/read', 'read_stats', { cid: hotCid }, nextWriter()),
    budget: 25,
  },
  {
    name: 'comment/create · on any item',
    url: service.url,
    rate: 50,
    next: () =>
      call(
        'comment/create',
        'create',
        { cid: anyItem(), text: `좋은 정보 고마워요 (${(sequence += 1)})` },
        nextWriter(),
      ),
    budget: 50,
  },
  {
    name: 'comment/update · like a comment of the hot thread',
    url: service.url,
    rate: 50,
    next: () =>
      call(
        'comment/update',
        'like',
        { id: hotCommentIds[Math.floor(Math.random() * hotCommentIds.length)] },
        nextWriter(),
      ),
    budget: 50,
  },
  {
    name: 'rating/create · on any item',
    url: service.url,
    rate: 50,
    next: () =>
      call(
        'rating/create',
        'create',
        { cid: benchCid(1 + ((sequence += 1) % (ITEMS - 1))), score: 4, text: '유용했어요' },
        nextWriter(),
      ),
    budget: 50,
  },
  {
    name: 'bookmark/create · any item',
    url: service.url,
    rate: 50,
    next: () => call('bookmark/create', 'create', { cid: anyItem() }, nextWriter()),
    budget: 50,
  },
  { name: 'bare Fastify JSON route (again, last)', url: bare.url, rate: 200, next: bareRoute },
];

// Warm code paths and connections on each call (not measured).
for (const scenario of scenarios) {
  for (let i = 0; i < 20; i += 1) await probe(scenario.url, scenario.next());
}

const { results, loadBefore, loadAfter } = await runScenarios(scenarios, {
  seconds: SECONDS,
  pidOf: (url) => (url === bare.url ? bare : service).child.pid,
});
console.log(
  `\n${runHeader(
    `database ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'} · ${ITEMS.toLocaleString('en-US')} items · ${COMMENTS.toLocaleString('en-US')} comments`,
    loadBefore,
    loadAfter,
  )}\n`,
);
console.log(scenarioTable(results));
probeAgent.destroy();
cleanUp();
process.exit(0);
