import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../shared/account-fields.js';
import type { Match } from '../../../shared/contract/match.js';
import type { SignedInAnswer } from '../../../shared/contract/user.js';
import { addDays, koreaToday } from '../../../shared/korea-date.js';
import { CATALOGUE_CHANGED_CHANNEL } from '../../shared-state/cache-invalidation.js';
import { AccountTestClient, uniqueEmail } from '../../test-support/account-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { CatalogueItemInput } from '../catalogue/catalogue-writer.js';

/**
 * match/common through the real HTTP stack, dispatcher, database and catalogue writer. Every
 * policy of this file carries the run's tag in its title and every request filters by it, so the
 * file shares a PostgreSQL database (TEST_DATABASE_URL) with others safely.
 */

let t: TestApp;
const run = randomUUID().slice(0, 8);
const TAG = `매칭${run}`;
const SURVEY_ID = `match-test-${run}`;
const today = koreaToday();
const year = Number(today.slice(0, 4));
const day = (offset: number) => addDays(today, offset);

let sequence = 0;
function policy(slug: string, fields: Partial<CatalogueItemInput>): CatalogueItemInput {
  sequence += 1;
  return {
    kind: 'policy',
    cid: `policy-m-${run}-${slug}`,
    source: 'editor',
    source_id: `policy:${run}:${slug}`,
    title: `${TAG} ${slug}`,
    summary: `${slug} 요약`,
    agency: '테스트 기관',
    apply_kind: 'always',
    regions: [],
    categories: ['welfare'],
    created_at: new Date(Date.UTC(2026, 0, 1, 0, sequence)).toISOString(),
    ...fields,
  };
}
const cid = (slug: string) => `policy-m-${run}-${slug}`;

const POLICIES = [
  policy('seoul-rent', {
    apply_kind: 'range',
    apply_start: day(-5),
    apply_end: day(10),
    regions: ['11'],
    categories: ['housing'],
    eligibility: { age: { min: 19, max: 34 }, regions: { sido: ['11'] } },
  }),
  policy('mapo-jobs', {
    regions: ['11'],
    categories: ['jobs'],
    eligibility: { regions: { sido: ['11'], sigungu: ['11440'] }, employment: ['unemployed'] },
  }),
  policy('busan-only', {
    regions: ['26'],
    categories: ['housing'],
    eligibility: { regions: { sido: ['26'] } },
  }),
  policy('income-check', {
    apply_kind: 'range',
    apply_start: day(-1),
    apply_end: day(20),
    categories: ['finance'],
    eligibility: {
      income: { kind: 'annual', maxManwon: 3000 },
      additionalConditions: '최근 1년 안에 같은 사업에 참여하지 않은 사람',
      excludedTargets: '공무원',
    },
  }),
  policy('older', { eligibility: { age: { min: 35, max: 39 } } }),
  policy('married', { eligibility: { marital: ['married'] } }),
  policy('closed', {
    apply_kind: 'range',
    apply_start: day(-30),
    apply_end: day(-1),
    eligibility: { age: { min: 19, max: 34 } },
  }),
  policy('no-conditions', {
    apply_kind: 'range',
    apply_start: day(-1),
    apply_end: day(2),
    eligibility: {},
  }),
  policy('text-age', {
    categories: ['housing'],
    eligibility: { age: { min: 19, max: 39 }, fromText: ['age'] },
  }),
  {
    ...policy('an-event', {}),
    kind: 'event' as const,
    cid: `event-m-${run}-fair`,
    source_id: `event:${run}:fair`,
    categories: ['job'],
    details: {
      category: 'job',
      startsAt: `${day(3)}T10:00:00+09:00`,
      endsAt: `${day(3)}T12:00:00+09:00`,
      isOnline: true,
    },
  },
];

/** 만 25 (born in January 25 years ago), in 서울 마포구, not working, no house; income not told. */
const ANSWERS = {
  birth_year: year - 25,
  birth_month: 1,
  sido: '11',
  sigungu: '11440',
  work_status: 'unemployed',
  housing: 'homeless_head',
  marital_status: 'single',
  interests: ['housing'],
};

beforeAll(async () => {
  t = await createTestApp({ env: { SURVEY_ID } });
  await t.app.catalogueWriter.upsert(POLICIES, 'fail');
});
afterAll(() => t.close());

async function member(locale: 'ko-KR' | 'en-US' = 'ko-KR') {
  const client = new AccountTestClient(t.app, locale);
  const response = await client.signUp({ email: uniqueEmail('matcher') });
  expect(response.statusCode).toBe(200);
  return { client, userId: (response.json().data as SignedInAnswer).user.id };
}

async function answer(client: AccountTestClient, answers: Record<string, unknown> = ANSWERS) {
  const response = await client.call(
    'survey/submit',
    { survey_id: SURVEY_ID, answers },
    { method: 'submit_answer' },
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { answer_id: string }).answer_id;
}

interface MatchedItem {
  cid: string;
  kind: string;
  match: Match;
}
interface MatchAnswer {
  items: MatchedItem[];
  total_count: number;
  current_page_no: number;
  item_no_per_page: number;
  recommends: { cid: string }[];
  result_counts: Record<string, number>;
}

async function matched(client: AccountTestClient, body: Record<string, unknown> = {}) {
  const { condition, ...rest } = body as { condition?: Record<string, unknown> };
  const response = await client.call(
    'match/common',
    { condition: { keyword: TAG, ...condition }, ...rest },
    { method: 'read_list' },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MatchAnswer;
}

const slugs = (answer: MatchAnswer) =>
  answer.items.map((item) => item.cid.replace(`policy-m-${run}-`, ''));
const bySlug = (answer: MatchAnswer, slug: string) =>
  answer.items.find((item) => item.cid === cid(slug))!;

describe('match/common', () => {
  it('refuses a visitor (401) and asks for the survey when there is neither answer nor profile', async () => {
    const visitor = new AccountTestClient(t.app);
    const anonymous = await visitor.call('match/common', {}, { method: 'read_list' });
    expect(anonymous.statusCode).toBe(401);

    const { client } = await member();
    const response = await client.call('match/common', {}, { method: 'read_list' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'survey_required',
      message: '맞춤 정책을 보려면 먼저 설문에 답하거나 프로필을 완성해 주세요.',
    });
  });

  it('lists what the person can have and might have, best first, with counts of each result', async () => {
    const { client } = await member();
    await answer(client);
    const answerOf = await matched(client);
    // Eligible first: the person's interest (housing), then the nearer deadline, 상시 last;
    // then likely.
    expect(slugs(answerOf)).toEqual([
      'seoul-rent',
      'text-age',
      'no-conditions',
      'mapo-jobs',
      'income-check',
    ]);
    expect(answerOf.result_counts).toEqual({ eligible: 4, likely: 1, not_eligible: 3 });
    expect(answerOf.total_count).toBe(5);
    expect(answerOf.items.map((item) => item.kind)).toEqual(answerOf.items.map(() => 'policy'));

    const rent = bySlug(answerOf, 'seoul-rent').match;
    expect(rent).toMatchObject({ result: 'eligible', met: 2, total: 2, also_check: [] });
    expect(rent.criteria.map((c) => [c.key, c.result, c.from_text])).toEqual([
      ['age', 'met', false],
      ['region', 'met', false],
    ]);
    for (const criterion of rent.criteria) expect(criterion.text).toMatch(/[가-힣]/);

    const income = bySlug(answerOf, 'income-check').match;
    expect(income).toMatchObject({ result: 'likely', met: 0, total: 1 });
    expect(income.criteria[0]).toMatchObject({ key: 'income', result: 'unknown' });
    expect(income.also_check).toEqual(['최근 1년 안에 같은 사업에 참여하지 않은 사람', '공무원']);

    expect(bySlug(answerOf, 'text-age').match.criteria[0]).toMatchObject({
      key: 'age',
      result: 'met',
      from_text: true,
    });
    expect(bySlug(answerOf, 'no-conditions').match).toMatchObject({
      result: 'eligible',
      met: 0,
      total: 0,
      criteria: [],
    });
  });

  it('shows not-eligible items when asked, each with the criterion that fails', async () => {
    const { client } = await member();
    await answer(client);
    const answerOf = await matched(client, { filters: { result: ['not_eligible'] } });
    expect(slugs(answerOf).sort()).toEqual(['busan-only', 'married', 'older']);
    expect(answerOf.result_counts).toEqual({ eligible: 4, likely: 1, not_eligible: 3 });
    const older = bySlug(answerOf, 'older').match;
    expect(older).toMatchObject({ result: 'not_eligible', met: 0, total: 1 });
    expect(older.criteria[0]).toMatchObject({ key: 'age', result: 'unmet' });
    expect(bySlug(answerOf, 'married').match.criteria[0]).toMatchObject({
      key: 'marital',
      result: 'unmet',
    });
    const all = await matched(client, {
      filters: { result: ['eligible', 'likely', 'not_eligible'] },
    });
    expect(all.total_count).toBe(8);
    expect(slugs(all).slice(-3).sort()).toEqual(['busan-only', 'married', 'older']);
  });

  it('filters by region (with what is open to all) and category; counts follow', async () => {
    const { client } = await member();
    await answer(client);
    const busan = await matched(client, {
      filters: { region: ['26'], result: ['eligible', 'likely', 'not_eligible'] },
    });
    expect(slugs(busan)).not.toContain('seoul-rent');
    expect(slugs(busan)).toContain('busan-only');
    expect(slugs(busan)).toContain('no-conditions');
    expect(busan.result_counts).toEqual({ eligible: 2, likely: 1, not_eligible: 3 });

    const keyword = await matched(client, {
      condition: { keyword: `${TAG} busan` },
      filters: { result: ['eligible', 'likely', 'not_eligible'] },
    });
    expect(slugs(keyword)).toEqual(['busan-only']);
    expect(keyword.result_counts).toEqual({ eligible: 0, likely: 0, not_eligible: 1 });

    const housing = await matched(client, { filters: { category: ['housing'] } });
    expect(slugs(housing)).toEqual(['seoul-rent', 'text-age']);
    expect(housing.result_counts).toEqual({ eligible: 2, likely: 0, not_eligible: 1 });
  });

  it('orders by deadline and by newest, and pages', async () => {
    const { client } = await member();
    await answer(client);
    expect(slugs(await matched(client, { order: 'deadline' }))).toEqual([
      'no-conditions',
      'seoul-rent',
      'income-check',
      'text-age',
      'mapo-jobs',
    ]);
    expect(slugs(await matched(client, { order: 'newest' }))).toEqual([
      'text-age',
      'no-conditions',
      'income-check',
      'mapo-jobs',
      'seoul-rent',
    ]);
    const second = await matched(client, {
      pagination: { current_page_no: 2, item_no_per_page: 2 },
    });
    expect(slugs(second)).toEqual(['no-conditions', 'mapo-jobs']);
    expect(second).toMatchObject({ total_count: 5, current_page_no: 2, item_no_per_page: 2 });
  });

  it('includes closed policies only when asked', async () => {
    const { client } = await member();
    await answer(client);
    const withClosed = await matched(client, { condition: { show_closed: true } });
    // Closed after the open ones it is judged with (eligible), before what is only likely.
    expect(slugs(withClosed).slice(-2)).toEqual(['closed', 'income-check']);
    expect(withClosed.result_counts.eligible).toBe(5);
  });

  it('judges the latest answer, an earlier one by answer_id, and never another user’s', async () => {
    const { client } = await member();
    const first = await answer(client);
    await answer(client, { ...ANSWERS, birth_year: year - 37, sido: '26', sigungu: undefined });
    const latest = await matched(client);
    // 만 37 in 부산: the 35–39 and the 부산 policies now, the 서울 ones no longer.
    expect(slugs(latest).sort()).toEqual([
      'busan-only',
      'income-check',
      'no-conditions',
      'older',
      'text-age',
    ]);
    expect(latest.result_counts).toEqual({ eligible: 4, likely: 1, not_eligible: 3 });
    expect(slugs(await matched(client, { answer_id: first }))[0]).toBe('seoul-rent');

    const other = await member();
    await answer(other.client);
    const response = await other.client.call(
      'match/common',
      { answer_id: first },
      { method: 'read_list' },
    );
    expect(response.statusCode).toBe(404);
    const unknown = await client.call(
      'match/common',
      { answer_id: randomUUID() },
      { method: 'read_list' },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('falls back to the profile, where more stays unknown', async () => {
    const { client } = await member();
    const profile: Profile = {
      nickname: '도윤',
      gender: 'male',
      birth_year: year - 25,
      region: '11',
      income: 'under_24m',
      employment: 'job_seeker',
      detailed_category: [],
      marital_status: 'single',
      interests: ['jobs'],
    };
    const saved = await client.call('user/complete-profile', profile, { method: 'update' });
    expect(saved.statusCode).toBe(200);
    const answerOf = await matched(client, {
      filters: { result: ['eligible', 'likely', 'not_eligible'] },
    });
    // Born 25 years ago, month unknown: a 19–34 limit is met either way; the 마포구 policy
    // needs a 시·군·구 the profile does not know.
    expect(bySlug(answerOf, 'seoul-rent').match.result).toBe('eligible');
    expect(bySlug(answerOf, 'mapo-jobs').match.result).toBe('likely');
    expect(bySlug(answerOf, 'income-check').match.result).toBe('eligible');
  });

  // Within a second (decision 023): the index is read again behind the readers, at once on the
  // embedded database, a moment later on PostgreSQL.
  it('follows the catalogue writer within a second: a new policy is judged, a closed one goes', async () => {
    const { client } = await member();
    await answer(client);
    const matchedSlugs = async () => slugs(await matched(client));
    const withinASecond = { timeout: 1_200, interval: 50 };
    expect(await matchedSlugs()).not.toContain('fresh');
    await t.app.catalogueWriter.create(
      policy('fresh', { categories: ['housing'], eligibility: { age: { min: 20, max: 29 } } }),
    );
    await expect.poll(matchedSlugs, withinASecond).toContain('fresh');
    await t.app.catalogueWriter.close(cid('fresh'));
    await expect.poll(matchedSlugs, withinASecond).not.toContain('fresh');
  });

  it('speaks the caller’s language', async () => {
    const { client } = await member('en-US');
    await answer(client);
    const answerOf = await matched(client);
    for (const criterion of bySlug(answerOf, 'seoul-rent').match.criteria) {
      expect(criterion.text).toMatch(/^[\x20-\x7E]+$/);
    }
  });

  it('answers 400 for a bad request, never 500', async () => {
    const { client } = await member();
    await answer(client);
    for (const body of [
      { order: 'views' },
      { filters: { result: ['maybe'] } },
      { filters: { region: ['12'] } },
      { filters: { kind: ['policy'] } },
      { answer_id: 'not-a-uuid' },
      { pagination: { current_page_no: 0 } },
    ]) {
      const response = await client.call('match/common', body, { method: 'read_list' });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

const sharedDatabase = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;

describe.runIf(sharedDatabase)('match/common on two instances (PostgreSQL, Redis)', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ env: { SURVEY_ID } });
    await vi.waitFor(async () => {
      const [, subscribers] = (await other.redis!.call(
        'pubsub',
        'numsub',
        CATALOGUE_CHANGED_CHANNEL,
      )) as [string, number];
      expect(subscribers).toBeGreaterThanOrEqual(2);
    });
  });
  afterAll(() => other?.close());

  it('judges on one instance what another just wrote', async () => {
    const { client } = await member();
    await answer(client);
    const elsewhere = new AccountTestClient(other.app);
    elsewhere.accessToken = client.accessToken;
    expect(slugs(await matched(elsewhere))).not.toContain('shared');
    await t.app.catalogueWriter.create(policy('shared', { eligibility: { age: { min: 19 } } }));
    // Redis delivers in milliseconds; without it the other instance would judge its old index.
    await expect
      .poll(async () => slugs(await matched(elsewhere)), { timeout: 1_000, interval: 20 })
      .toContain('shared');
  });
});
