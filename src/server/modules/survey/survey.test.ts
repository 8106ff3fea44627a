import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/account-fields.js';
import type { SignedInAnswer } from '../../../shared/contract/user.js';
import { koreaToday } from '../../../shared/korea-date.js';
import { SURVEY_QUESTIONS, SURVEY_VERSION } from '../../../shared/survey.js';
import { AccountTestClient, uniqueEmail } from '../../test-support/account-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { ANSWER_VERSIONS_KEPT } from './survey.repository.js';

/**
 * The survey calls through the real HTTP stack, dispatcher and database (PGlite, or the shared
 * PostgreSQL of TEST_DATABASE_URL: every test signs up its own users).
 */

let t: TestApp;
const SURVEY_ID = `survey-test-${randomUUID().slice(0, 8)}`;
const year = Number(koreaToday().slice(0, 4));

beforeAll(async () => {
  t = await createTestApp({ env: { SURVEY_ID } });
});
afterAll(() => t.close());

const PROFILE: Profile = {
  nickname: '서연',
  gender: 'female',
  birth_year: year - 27,
  region: '26',
  income: '24_35m',
  employment: 'job_seeker',
  detailed_category: ['freelancer'],
  marital_status: 'single',
  interests: ['jobs', 'housing'],
};

const ANSWERS = {
  birth_year: year - 25,
  birth_month: 3,
  sido: '11',
  sigungu: '11440',
  work_status: 'unemployed',
  household_size: 1,
  housing: 'homeless_head',
  single_household: true,
  interests: ['housing'],
};

async function member(locale: 'ko-KR' | 'en-US' = 'ko-KR') {
  const client = new AccountTestClient(t.app, locale);
  const response = await client.signUp({ email: uniqueEmail('survey') });
  expect(response.statusCode).toBe(200);
  return { client, userId: (response.json().data as SignedInAnswer).user.id };
}

async function withProfile(profile: Profile = PROFILE) {
  const signedIn = await member();
  const saved = await signedIn.client.call('user/complete-profile', profile, { method: 'update' });
  expect(saved.statusCode).toBe(200);
  return signedIn;
}

async function ok(client: AccountTestClient, path: string, body: unknown, method?: string) {
  const response = await client.call(path, body, method ? { method } : {});
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
  return response.json().data;
}

const submit = (client: AccountTestClient, body: Record<string, unknown> = {}) =>
  ok(client, 'survey/submit', { survey_id: SURVEY_ID, answers: ANSWERS, ...body }, 'submit_answer');

const prefillOf = (survey: { questions: { key: string; prefill?: unknown }[] }) =>
  Object.fromEntries(
    survey.questions.filter((q) => q.prefill !== undefined).map((q) => [q.key, q.prefill]),
  );

const rowsOf = (userId: string) =>
  t.database.db.selectFrom('survey_answers').selectAll().where('user_id', '=', userId).execute();

describe('survey calls', () => {
  it('refuses a visitor every call with 401 unauthorized', async () => {
    const visitor = new AccountTestClient(t.app);
    for (const [path, body, method] of [
      ['survey/read', {}, 'read'],
      ['survey/read', {}, 'read_answer'],
      ['survey/read', {}, 'read_answers'],
      ['survey/submit', { survey_id: SURVEY_ID, answers: ANSWERS }, 'submit_answer'],
      ['survey/delete', {}, 'delete'],
    ] as const) {
      const response = await visitor.call(path, body, { method });
      expect(response.statusCode, `${path}#${method}`).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it('lists the questions in order with this environment’s id, prefilled by nothing at first', async () => {
    const { client } = await member();
    const survey = await ok(client, 'survey/read', {});
    expect(survey.survey_id).toBe(SURVEY_ID);
    expect(survey.version).toBe(SURVEY_VERSION);
    expect(survey.questions.map((q: { key: string }) => q.key)).toEqual(
      SURVEY_QUESTIONS.map((q) => q.key),
    );
    expect(prefillOf(survey)).toEqual({});
    expect(survey.questions[0]).toEqual({
      key: 'birth_year',
      type: 'year',
      required: true,
      min: year - 100,
      max: year - 14,
    });
    expect(survey.questions.find((q: { key: string }) => q.key === 'sido').options).toContain('11');
    expect(await ok(client, 'survey/read', {}, 'read_answer')).toEqual({
      answer: null,
      uses_profile: false,
    });
  });

  it('prefills from the profile, never guessing what it does not say', async () => {
    const { client } = await withProfile();
    const survey = await ok(client, 'survey/read', {});
    expect(prefillOf(survey)).toEqual({
      birth_year: PROFILE.birth_year,
      gender: 'female',
      sido: '26',
      income: '24_35m',
      work_status: 'unemployed',
      marital_status: 'single',
      detailed_category: ['freelancer'],
      interests: ['jobs', 'housing'],
    });
    expect(await ok(client, 'survey/read', {}, 'read_answer')).toEqual({
      answer: null,
      uses_profile: true,
    });
  });

  it('saves versions; the latest is read back and prefills the survey', async () => {
    const { client, userId } = await withProfile();
    const first = await submit(client);
    expect(first.answer_id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await submit(client, { answers: { ...ANSWERS, household_size: 2 } });
    expect(second.answer_id).not.toBe(first.answer_id);

    const { answer, uses_profile } = await ok(client, 'survey/read', {}, 'read_answer');
    expect(uses_profile).toBe(false);
    expect(answer).toMatchObject({
      answer_id: second.answer_id,
      survey_id: SURVEY_ID,
      version: SURVEY_VERSION,
      answers: { ...ANSWERS, household_size: 2 },
    });
    expect(Date.parse(answer.created_at)).not.toBeNaN();
    expect(prefillOf(await ok(client, 'survey/read', {}))).toEqual({
      ...ANSWERS,
      household_size: 2,
    });
    expect(await rowsOf(userId)).toHaveLength(2);
  });

  it('lists the versions newest first and reads any one back, but never another user’s', async () => {
    const owner = await member();
    const other = await member();
    expect(await ok(owner.client, 'survey/read', {}, 'read_answers')).toEqual({ answers: [] });
    const first = await submit(owner.client);
    const second = await submit(owner.client, { answers: { ...ANSWERS, household_size: 2 } });
    const theirs = await submit(other.client);

    const { answers: versions } = await ok(owner.client, 'survey/read', {}, 'read_answers');
    expect(versions.map((v: { answer_id: string }) => v.answer_id)).toEqual([
      second.answer_id,
      first.answer_id,
    ]);
    expect(versions[1]).toEqual({
      answer_id: first.answer_id,
      version: SURVEY_VERSION,
      created_at: expect.any(String),
    });

    const older = await ok(
      owner.client,
      'survey/read',
      { answer_id: first.answer_id },
      'read_answer',
    );
    expect(older).toMatchObject({ answer: { answer_id: first.answer_id, answers: ANSWERS } });
    expect(older.uses_profile).toBe(false);

    for (const answerId of [theirs.answer_id, randomUUID()]) {
      const refused = await owner.client.call(
        'survey/read',
        { answer_id: answerId },
        { method: 'read_answer' },
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('not_found');
    }
    const malformed = await owner.client.call(
      'survey/read',
      { answer_id: 'x' },
      { method: 'read_answer' },
    );
    expect(malformed.statusCode).toBe(400);
  });

  it(`keeps the newest ${ANSWER_VERSIONS_KEPT} versions`, async () => {
    const { client, userId } = await member();
    const ids: string[] = [];
    for (let i = 0; i < ANSWER_VERSIONS_KEPT + 2; i += 1)
      ids.push((await submit(client)).answer_id);
    const kept = (await rowsOf(userId)).map((row) => row.id).sort();
    expect(kept).toEqual(ids.slice(2).sort());
  });

  it('makes a double submit with one request_id one answer', async () => {
    const { client, userId } = await member();
    const requestId = randomUUID();
    const [a, b] = await Promise.all([
      submit(client, { request_id: requestId }),
      submit(client, { request_id: requestId }),
    ]);
    const c = await submit(client, { request_id: requestId });
    expect(b.answer_id).toBe(a.answer_id);
    expect(c.answer_id).toBe(a.answer_id);
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('copies the answered matching fields into the profile only when asked', async () => {
    const { client } = await withProfile();
    await submit(client);
    expect((await ok(client, 'user/read', {})).user.profile).toEqual(PROFILE);

    await submit(client, { update_profile: true });
    expect((await ok(client, 'user/read', {})).user.profile).toEqual({
      ...PROFILE,
      birth_year: ANSWERS.birth_year,
      region: '11',
      interests: ['housing'],
    });
  });

  it('fills an incomplete profile’s matching fields without completing it', async () => {
    const { client, userId } = await member();
    await submit(client, { update_profile: true, answers: { ...ANSWERS, income: '36_50m' } });
    const user = (await ok(client, 'user/read', {})).user;
    expect(user.is_profile_complete).toBe(false);
    const row = await t.database.db
      .selectFrom('users')
      .select(['birth_year', 'region', 'income', 'interests', 'nickname'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      birth_year: ANSWERS.birth_year,
      region: '11',
      income: '36_50m',
      interests: ['housing'],
      nickname: null,
    });
  });

  it('refuses another environment’s survey and a 시·군·구 outside the 시·도, saving nothing', async () => {
    const { client, userId } = await member();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ survey_id: 'youth-match-production' }, 'survey_id', '설문이 새로 바뀌었어요'],
      [{ answers: { ...ANSWERS, sigungu: '26110' } }, 'answers.sigungu', '시·군·구를 골라'],
      [{ answers: { ...ANSWERS, sigungu: '11999' } }, 'answers.sigungu', '시·군·구를 골라'],
    ];
    for (const [change, field, message] of cases) {
      const response = await client.call(
        'survey/submit',
        { survey_id: SURVEY_ID, answers: ANSWERS, update_profile: true, ...change },
        { method: 'submit_answer' },
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      expect(response.json().error.fields[field]).toContain(message);
    }
    expect(await rowsOf(userId)).toHaveLength(0);
    const english = new AccountTestClient(t.app, 'en-US');
    english.accessToken = client.accessToken;
    const en = await english.call(
      'survey/submit',
      { survey_id: 'other', answers: ANSWERS },
      { method: 'submit_answer' },
    );
    expect(en.json().error.fields.survey_id).toBe(
      'The survey has changed. Reload the page and answer again.',
    );
  });

  it('answers 400 for answers outside the schema, never 500', async () => {
    const { client, userId } = await member();
    const bad: unknown[] = [
      { ...ANSWERS, birth_year: undefined },
      { ...ANSWERS, sido: undefined },
      { ...ANSWERS, birth_year: year - 5 },
      { ...ANSWERS, birth_year: '1999' },
      { ...ANSWERS, sido: '12' },
      { ...ANSWERS, sigungu: '114400' },
      { ...ANSWERS, birth_month: 13 },
      { ...ANSWERS, household_size: 0 },
      { ...ANSWERS, military_months: -1 },
      { ...ANSWERS, interests: ['housing', 'nope'] },
      { ...ANSWERS, favourite_colour: 'blue' },
      { ...ANSWERS, single_household: 'yes' },
      [],
      null,
    ];
    for (const answers of bad) {
      const response = await client.call(
        'survey/submit',
        { survey_id: SURVEY_ID, answers },
        { method: 'submit_answer' },
      );
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    for (const body of [
      { survey_id: '', answers: ANSWERS },
      { survey_id: SURVEY_ID, answers: ANSWERS, request_id: 'not-a-uuid' },
      { survey_id: SURVEY_ID, answers: ANSWERS, update_profile: 'yes' },
      { survey_id: SURVEY_ID, answers: ANSWERS, extra: 1 },
    ]) {
      const response = await client.call('survey/submit', body, { method: 'submit_answer' });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const deleted = await client.call('survey/delete', { answer_id: 'x' });
    expect(deleted.statusCode).toBe(400);
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('deletes one answer or all, and only the user’s own', async () => {
    const owner = await withProfile();
    const other = await member();
    const first = await submit(owner.client);
    const second = await submit(owner.client);
    const theirs = await submit(other.client);

    expect(await ok(other.client, 'survey/delete', { answer_id: first.answer_id })).toEqual({
      count: 0,
    });
    expect(await ok(owner.client, 'survey/delete', { answer_id: second.answer_id })).toEqual({
      count: 1,
    });
    const read = await ok(owner.client, 'survey/read', {}, 'read_answer');
    expect(read.answer.answer_id).toBe(first.answer_id);

    await submit(owner.client);
    expect(await ok(owner.client, 'survey/delete', {})).toEqual({ count: 2 });
    expect(await ok(owner.client, 'survey/read', {}, 'read_answer')).toEqual({
      answer: null,
      uses_profile: true,
    });
    const kept = await ok(other.client, 'survey/read', {}, 'read_answer');
    expect(kept.answer.answer_id).toBe(theirs.answer_id);
  });

  it('erases the answers with the account', async () => {
    const { client, userId } = await withProfile();
    await submit(client);
    await submit(client);
    expect(await rowsOf(userId)).toHaveLength(2);
    expect((await client.call('user/delete', {})).statusCode).toBe(200);
    expect(await rowsOf(userId)).toHaveLength(0);
  });
});
