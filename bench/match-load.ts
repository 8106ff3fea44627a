// The load rows of `match/common` (issue 13): every open policy of the 50,000-item catalogue judged
// for a signed-in person at 50 requests/s, next to a bare Fastify JSON route in the same run
// (product §15). Budget: p99 ≤ 50 ms on PGlite and on PostgreSQL.
//
// `tsx bench/match-load.ts` runs the rows alone (needs `npm run build`); `BENCH_LOAD=1 npm run
// bench:match` runs them after the matching quality figures (bench/match.ts calls `runMatchLoad()`). PGlite by default (a fresh data dir);
// BENCH_DATABASE_URL=postgres://… for PostgreSQL (its benchmark rows are replaced).
// BENCH_SECONDS (10 per row, after 2 s of warm-up), BENCH_ITEMS (50,000), BENCH_MATCH_RATE (50).
// Before any row, 5 s of people never judged at that rate from the moment /readyz answers; with
// BENCH_LONG=1, a 70 s row of them too (longer than every cache's refresh), each with the slowest
// request of every second.
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/server/db/schema.js';
import { AccessTokens } from '../src/server/modules/user/access-tokens.js';
import { koreaToday } from '../src/shared/korea-date.js';
import { SIDO_CODES } from '../src/shared/regions.js';
import { sigunguOf } from '../src/shared/sigungu.js';
import { EDUCATION_CONDITIONS, EMPLOYMENT_CONDITIONS } from '../src/shared/eligibility.js';
import { INCOME_LEVELS, INTERESTS, MARITAL_STATUSES } from '../src/shared/account-fields.js';
import {
  HOUSEHOLD_INCOME_LEVELS,
  HOUSING_STATUSES,
  type SurveyAnswers,
} from '../src/shared/survey.js';
import {
  probe,
  probeAgent,
  runHeader,
  runScenarios,
  scenarioTable,
  startCatalogueBench,
  type Scenario,
} from './bench-support.js';
import { runPaced, type PacedRequest } from './paced-client.js';

export interface MatchLoadOptions {
  databaseUrl?: string;
  items?: number;
  seconds?: number;
  rate?: number;
  /** Adds the 70 s row. */
  isLong?: boolean;
}

/** People with answers: each request of a row is a person not judged in the last minute. */
const USERS = 8_000;
const SURVEY_ID = 'youth-match-bench';
const AUTH_SECRET = crypto.randomBytes(32).toString('base64url');
const CLIENT_KEY = '7c2e1d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

/** A varied person per index: ages 19–39, every 시·도, about half with a 시·군·구, some "don't know". */
export function benchAnswers(index: number, year: number): SurveyAnswers {
  const pick = <T>(list: readonly T[], salt: number): T => list[(index * 7 + salt) % list.length]!;
  const sido = SIDO_CODES[index % SIDO_CODES.length]!;
  const sigungu = sigunguOf(sido);
  const answers: SurveyAnswers = {
    birth_year: year - 19 - (index % 21),
    sido,
    interests: [pick(INTERESTS, 1), pick(INTERESTS, 4)],
  };
  if (index % 2 === 0 && sigungu.length) answers.sigungu = pick(sigungu, 3).code;
  if (index % 3 !== 0) answers.birth_month = 1 + (index % 12);
  if (index % 4 !== 0) answers.work_status = pick(EMPLOYMENT_CONDITIONS, 2);
  if (index % 5 !== 0) answers.education = pick(EDUCATION_CONDITIONS, 5);
  if (index % 3 !== 1) answers.income = pick(INCOME_LEVELS, 6);
  if (index % 4 === 1) {
    answers.household_size = 1 + (index % 4);
    answers.household_income = pick(HOUSEHOLD_INCOME_LEVELS, 8);
  }
  if (index % 2 === 1) answers.housing = pick(HOUSING_STATUSES, 9);
  if (index % 5 !== 2) answers.marital_status = pick(MARITAL_STATUSES, 10);
  if (index % 6 === 0) answers.military_months = 18;
  return answers;
}

/** Users with a live session and one answer each (replacing earlier benchmark users). */
async function prepareUsers(db: Kysely<Database>) {
  const year = Number(koreaToday().slice(0, 4));
  await sql`DELETE FROM users WHERE email LIKE '%@match.bench.hyetaek.test'`.execute(db);
  const { rows } = await sql<{ id: string; session_id: string; n: number }>`
    WITH made AS (
      INSERT INTO users (email, name, created_at)
      SELECT 'match' || n || '@match.bench.hyetaek.test', '매칭' || n, now() - interval '2 days'
      FROM generate_series(1, ${USERS}) AS n
      RETURNING id, email
    ), sessions AS (
      INSERT INTO refresh_token_families (user_id) SELECT id FROM made RETURNING user_id, id
    )
    SELECT made.id, sessions.id AS session_id,
      substring(made.email from '^match(\\d+)@')::int AS n
    FROM made JOIN sessions ON sessions.user_id = made.id ORDER BY n`.execute(db);
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('survey_answers')
      .values(
        rows.slice(start, start + 500).map((row) => ({
          user_id: row.id,
          survey_id: SURVEY_ID,
          version: 1,
          answers: JSON.stringify(benchAnswers(row.n, year)),
        })),
      )
      .execute();
  }
  return rows.map((row) => ({ id: row.id, sessionId: row.session_id }));
}

/** Runs the rows and prints them as a table (also returned). */
export async function runMatchLoad(options: MatchLoadOptions = {}): Promise<string> {
  const seconds = options.seconds ?? 10;
  const rate = options.rate ?? 50;
  const items = options.items ?? 50_000;
  const databaseUrl = options.databaseUrl ?? '';
  let users: { id: string; sessionId: string }[] = [];
  const { bare, service, cleanUp } = await startCatalogueBench({
    items,
    databaseUrl,
    appEnv: 'production',
    prepare: async (db) => {
      users = await prepareUsers(db);
    },
    env: { AUTH_SECRET, ACCESS_TOKEN_TTL: '3600', SURVEY_ID },
  });
  try {
    const accessTokens = new AccessTokens(AUTH_SECRET, 3600);
    const tokens = await Promise.all(
      users.map((user) => accessTokens.issue({ userId: user.id, sessionId: user.sessionId })),
    );
    // Each "new person" row walks its own range of users, so each request judges someone afresh.
    const cursor = (from: number) => {
      let at = from;
      return () => (at += 1);
    };
    const match = (userIndex: number, body: Record<string, unknown> = {}): PacedRequest => ({
      method: 'POST',
      path: '/api/match/common',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip',
        'x-method': 'read_list',
        'x-client-key': CLIENT_KEY,
        authorization: `Bearer ${tokens[userIndex % tokens.length]}`,
      },
      body: JSON.stringify(body),
    });

    // What the first readers meet: people never judged, from the moment /readyz answers.
    const fromReady = cursor(7_700);
    const afterReady = await runPaced(service.url, () => match(fromReady()), {
      rate,
      seconds: 5,
    });
    console.log(
      `the first 5 s after /readyz at ${rate}/s: p50 ${afterReady.p50}, p99 ${afterReady.p99}, ` +
        `max ${afterReady.max} ms, failed ${afterReady.failed}/${afterReady.sent}; slowest per ` +
        `second ${afterReady.slowestPerSecond.join(', ')} ms`,
    );
    const first = await probe(service.url, match(0));
    if (first.status !== 200) {
      throw new Error(`match/common answered ${first.status}: ${JSON.stringify(first.json)}`);
    }
    const data = (first.json as { data: { total_count: number; result_counts: object } }).data;
    console.log(
      `first match/common after start (loads the policy index): ${Math.round(first.ms)} ms; ` +
        `person 0: ${data.total_count} eligible or likely, counts ${JSON.stringify(data.result_counts)}`,
    );

    const newPerson = cursor(1);
    const filtered = cursor(1_000);
    const pagingFrom = 1;
    const paging = cursor(pagingFrom);
    const longRow = cursor(4_000);
    const bareRoute = (): PacedRequest => ({ method: 'GET', path: '/bare' });
    const rows: Omit<Scenario, 'rate'>[] = [
      { name: 'bare Fastify JSON route', url: bare.url, next: bareRoute },
      {
        name: 'match/common · page 1 · a person not judged before (scoring)',
        url: service.url,
        next: () => match(newPerson()),
        budget: 50,
      },
      {
        name: 'match/common · page 2 of the same people (their matches cached)',
        url: service.url,
        next: () => match(paging(), { pagination: { current_page_no: 2 } }),
        budget: 50,
      },
      {
        name: 'match/common · a person not judged before · region + category, deadline, all results',
        url: service.url,
        next: () => {
          const n = filtered();
          return match(n, {
            order: 'deadline',
            filters: {
              region: [SIDO_CODES[n % SIDO_CODES.length]],
              category: [INTERESTS[n % INTERESTS.length]],
              result: ['eligible', 'likely', 'not_eligible'],
            },
          });
        },
        budget: 50,
      },
      ...(options.isLong
        ? [
            {
              name: 'match/common · page 1 · a person not judged before · 70 s holding refreshes',
              url: service.url,
              next: () => match(longRow()),
              budget: 50,
              seconds: 70,
            },
          ]
        : []),
      { name: 'bare Fastify JSON route (again, last)', url: bare.url, next: bareRoute },
    ];
    // Warm code paths and connections (not measured) on people the rows do not use.
    const spare = cursor(2_500);
    for (let i = 0; i < 20; i += 1) {
      await probe(bare.url, bareRoute());
      await probe(service.url, match(spare()));
    }

    const { results, loadBefore, loadAfter } = await runScenarios(
      rows.map((row) => ({ ...row, rate })),
      {
        seconds,
        pidOf: (url) => (url === bare.url ? bare : service).child.pid,
      },
    );
    const table = [
      runHeader(
        `match/common · database ${databaseUrl ? 'PostgreSQL' : 'PGlite'} · ${items.toLocaleString('en-US')} items · ${USERS} people`,
        loadBefore,
        loadAfter,
      ),
      '',
      scenarioTable(results),
      ...results
        .filter(({ report }) => report.failed > 0)
        .map(
          ({ scenario, report }) =>
            `\nFailed in "${scenario.name}", by answer: ${JSON.stringify(report.failures)}`,
        ),
      ...results
        .filter(({ report }) => report.seconds > 10)
        .map(
          ({ scenario, report }) =>
            `\nThe slowest request in each second of "${scenario.name}" (ms): ${report.slowestPerSecond.join(', ')}`,
        ),
    ].join('\n');
    console.log(`\n${table}`);
    return table;
  } finally {
    probeAgent.destroy();
    // The service holds the PGlite data dir: it stops before the dir goes.
    await Promise.all(
      [bare.child, service.child].map(
        (child) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    cleanUp();
  }
}

/** The options of the environment (see the head of this file). */
export function matchLoadOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MatchLoadOptions {
  return {
    databaseUrl: env.BENCH_DATABASE_URL,
    items: Number(env.BENCH_ITEMS ?? 50_000),
    seconds: Number(env.BENCH_SECONDS ?? 10),
    rate: Number(env.BENCH_MATCH_RATE ?? 50),
    isLong: env.BENCH_LONG === '1',
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runMatchLoad(matchLoadOptionsFromEnv());
  process.exit(0);
}
