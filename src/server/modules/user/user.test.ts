import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TERMS_VERSION,
  PRIVACY_VERSION,
  MARKETING_VERSION,
} from '../../../shared/account-fields.js';
import type { SignedInAnswer } from '../../../shared/contract/user.js';
import {
  AccountTestClient,
  signUpBody,
  STRONG_PASSWORD,
  uniqueEmail,
  VALID_PROFILE,
} from '../../test-support/account-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { presentAuthor } from './user.presenter.js';
import { listConsents } from './user.repository.js';

/**
 * E-mail accounts through the real HTTP stack and database: sign-up, sign-in, the profile and
 * withdrawal, with the messages of product §5 in both languages.
 */

let t: TestApp;
const browser = (locale: 'ko-KR' | 'en-US' = 'ko-KR') => new AccountTestClient(t.app, locale);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedUp(email = uniqueEmail()) {
  const client = browser();
  const response = await client.signUp({ email });
  expect(response.statusCode).toBe(200);
  return { client, email, answer: response.json().data as SignedInAnswer };
}

describe('user/email-signup', () => {
  it('creates the account, stores each consent with its version and time, and signs in', async () => {
    const client = browser();
    const email = uniqueEmail('Mixed.Case');
    const before = Date.now();
    const response = await client.signUp({
      email: `  ${email.toUpperCase()} `,
      agreements: { terms: true, privacy: true, marketing: true },
    });
    expect(response.statusCode).toBe(200);
    const { user, access_token, notifications } = response.json().data as SignedInAnswer;
    expect(user).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      name: '김민지',
      nickname: null,
      is_profile_complete: false,
      profile: null,
      providers: ['email'],
    });
    expect(access_token.split('.')).toHaveLength(3);
    expect(notifications).toEqual([]);

    // The refresh token: HttpOnly, only to the API, never to another site.
    expect(client.lastSetCookie).toMatch(/HttpOnly/i);
    expect(client.lastSetCookie).toMatch(/SameSite=Strict/i);
    expect(client.lastSetCookie).toMatch(/Path=\/api\//);
    expect(client.lastSetCookie).toMatch(/Secure/i); // APP_ENV=test is not a developer machine

    const consents = await listConsents(t.database.db, user.id);
    expect(
      consents.map(({ kind, text_version, is_agreed }) => [kind, text_version, is_agreed]),
    ).toEqual([
      ['terms', TERMS_VERSION, true],
      ['privacy', PRIVACY_VERSION, true],
      ['marketing', MARKETING_VERSION, true],
    ]);
    for (const consent of consents) {
      expect(consent.decided_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }

    const stored = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('stores a declined marketing consent as declined', async () => {
    const { answer } = await signedUp();
    const consents = await listConsents(t.database.db, answer.user.id);
    expect(consents.find((c) => c.kind === 'marketing')?.is_agreed).toBe(false);
  });

  it('names each missing field in Korean and in English', async () => {
    const ko = await browser('ko-KR').call('user/email-signup', {}, { method: 'create' });
    expect(ko.statusCode).toBe(400);
    expect(ko.json().error.code).toBe('validation_failed');
    expect(ko.json().error.fields).toEqual({
      email: '꼭 입력해야 하는 항목이에요.',
      password: '꼭 입력해야 하는 항목이에요.',
      confirm_password: '꼭 입력해야 하는 항목이에요.',
      name: '꼭 입력해야 하는 항목이에요.',
      agreements: '꼭 입력해야 하는 항목이에요.',
    });
    const en = await browser('en-US').call('user/email-signup', {}, { method: 'create' });
    expect(en.json().error.fields.email).toBe('This field is required.');
  });

  it('gives the product §5 message of each broken rule, in both languages', async () => {
    const body = {
      email: 'not-an-email',
      password: 'short',
      confirm_password: 'other',
      name: 'A',
      agreements: { terms: false, privacy: true, marketing: false },
    };
    const ko = await browser('ko-KR').call('user/email-signup', body, { method: 'create' });
    expect(ko.statusCode).toBe(400);
    expect(ko.json().error.fields).toEqual({
      email: '올바른 이메일 형식이 아니에요.',
      password: '비밀번호는 8자 이상이어야 해요.',
      confirm_password: '비밀번호가 일치하지 않아요.',
      name: '이름은 2자 이상 입력해 주세요.',
      'agreements.terms': '필수 약관에 동의해 주세요.',
    });
    const en = await browser('en-US').call('user/email-signup', body, { method: 'create' });
    expect(en.json().error.fields).toEqual({
      email: "It's not a valid email format.",
      password: 'The password must be at least 8 characters.',
      confirm_password: 'Passwords do not match',
      name: 'The name must be at least 2 characters.',
      'agreements.terms': 'Please agree to the required terms.',
    });
  });

  it('refuses one of the 10,000 most common passwords, with a field message', async () => {
    for (const [locale, message] of [
      ['ko-KR', '너무 흔한 비밀번호예요. 다른 비밀번호를 입력해 주세요.'],
      ['en-US', 'This password is too common. Please choose another one.'],
    ] as const) {
      const email = uniqueEmail();
      const response = await browser(locale).signUp({ email, password: 'Password1' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { password: message },
      });
      expect(await browser().signIn(email, 'Password1')).toHaveProperty('statusCode', 401);
    }
  });

  it('answers 409 email_taken for an address already registered, whatever its case', async () => {
    const { email } = await signedUp();
    const response = await browser('en-US').signUp({ email: email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'email_taken',
      message: 'This e-mail is already registered.',
      fields: { email: 'This e-mail is already registered. Please sign in.' },
    });
    const count = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('creates one account when the same sign-up arrives twice at once', async () => {
    const email = uniqueEmail('double');
    const client = browser();
    const answers = await Promise.all([client.signUp({ email }), client.signUp({ email })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('a sign-up whose answer was lost', () => {
  it('signs in to the account it made when sent again with the same submission id', async () => {
    const email = uniqueEmail('retry');
    const request_id = crypto.randomUUID();
    const first = await browser().signUp({ email, request_id });
    expect(first.statusCode).toBe(200);
    // The answer never reached the browser: it sends the same form again.
    const retry = await browser().signUp({ email, request_id });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.user.id).toBe(first.json().data.user.id);
    // Another submission, another password, or no id: the address is taken.
    for (const fields of [
      { request_id: crypto.randomUUID() },
      { request_id, password: 'another-Strong-pass-42' },
      {},
    ]) {
      const other = await browser().signUp({ email, ...fields });
      expect(other.statusCode).toBe(409);
      expect(other.json().error.code).toBe('email_taken');
    }
  });
});

describe('user/email-login', () => {
  it('signs in with the right password', async () => {
    const { email, answer } = await signedUp();
    const response = await browser().signIn(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const data = response.json().data as SignedInAnswer;
    expect(data.user.id).toBe(answer.user.id);
    expect(data.access_token).toEqual(expect.any(String));
  });

  it('answers an unknown e-mail exactly as a wrong password, in about the same time', async () => {
    const { email } = await signedUp();
    const wrong = await browser('en-US').signIn(email, 'not-the-password');
    const unknown = await browser('en-US').signIn(uniqueEmail('nobody'), 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error).toEqual({
      code: 'invalid_credentials',
      message: 'The e-mail or password is incorrect.',
    });

    // Both pay one argon2 check: without the stand-in hash an unknown address would answer in a
    // fraction of the time and tell which addresses have accounts.
    const timed = async (address: string) => {
      const start = performance.now();
      await browser().signIn(address, 'not-the-password');
      return performance.now() - start;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const wrongTimes = [await timed(email), await timed(email), await timed(email)];
    const unknownTimes = [
      await timed(uniqueEmail()),
      await timed(uniqueEmail()),
      await timed(uniqueEmail()),
    ];
    expect(median(unknownTimes)).toBeGreaterThan(median(wrongTimes) * 0.5);
  });

  it('asks for both fields in the user language', async () => {
    const response = await browser('en-US').call(
      'user/email-login',
      { email: '' },
      { method: 'create' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'This field is required.',
      password: 'This field is required.',
    });
  });
});

describe('rate limits on sign-in and sign-up', () => {
  it('limits sign-in attempts per IP with 429 and Retry-After', async () => {
    const client = browser('en-US');
    const email = uniqueEmail('ip-limit');
    let last;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      // An invalid body still counts: the limit comes before any work.
      last = await client.call('user/email-login', { email, password: '' }, { method: 'create' });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().error.code).toBe('rate_limited');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops a guesser at one address after 5 failures, without locking the owner out', async () => {
    const { email } = await signedUp();
    const guesser = browser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await guesser.signIn(email, `wrong-${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password waits at the guesser's address...
    const there = await guesser.signIn(email);
    expect(there.statusCode).toBe(429);
    expect(Number(there.headers['retry-after'])).toBeGreaterThan(0);
    // ...while the owner, anywhere else, signs in, again and again (successes never count).
    for (let i = 0; i < 12; i += 1) expect((await browser().signIn(email)).statusCode).toBe(200);
  });

  it('past 30 failures from many addresses, only devices that signed in before may try', async () => {
    // 11 wrong passwords from anywhere locked the owner out for 15 minutes (issue 16).
    const { email, client: ownersPhone } = await signedUp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await browser().signIn(email, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const stranger = await browser().signIn(email);
    expect(stranger.statusCode).toBe(429);
    const unknownAccount = await browser().signIn(uniqueEmail('nobody'));
    expect(unknownAccount.statusCode).toBe(401);
    expect((await ownersPhone.signIn(email)).statusCode).toBe(200);
  });

  it('limits sign-ups per IP and per e-mail', async () => {
    const client = browser();
    let last;
    for (let attempt = 0; attempt < 21; attempt += 1) {
      last = await client.call('user/email-signup', {}, { method: 'create' });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();

    const email = uniqueEmail('signup-limit');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await browser().signUp({ email })).statusCode);
    }
    expect(statuses).toEqual([200, 409, 409, 409, 409, 429]);
  });
});

describe('profile', () => {
  it('completes the profile, reads it back and updates it', async () => {
    const { client } = await signedUp();
    const completed = await client.call('user/complete-profile', VALID_PROFILE, {
      method: 'update',
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.user).toMatchObject({
      nickname: '민지',
      is_profile_complete: true,
      profile: VALID_PROFILE,
    });

    const read = await client.call('user/read', {});
    expect(read.statusCode).toBe(200);
    expect(read.json().data.user.profile).toEqual(VALID_PROFILE);
    expect(read.json().data.notifications).toEqual([]);

    const changed = {
      ...VALID_PROFILE,
      nickname: '새닉네임',
      interests: ['welfare'],
      detailed_category: [],
    };
    const updated = await client.call('user/update', changed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.user.profile).toEqual(changed);
    expect((await client.call('user/read', {})).json().data.user.nickname).toBe('새닉네임');
  });

  it('gives the product §5 profile messages in both languages', async () => {
    const { client } = await signedUp();
    const year = new Date().getFullYear();
    const body = {
      ...VALID_PROFILE,
      nickname: '열두자를넘는아주긴닉네임이에요',
      birth_year: year - 5,
      interests: [],
    };
    const ko = await client.call('user/complete-profile', body, { method: 'update' });
    expect(ko.statusCode).toBe(400);
    expect(ko.json().error.fields).toEqual({
      nickname: '닉네임은 12자 이내로 입력해 주세요.',
      birth_year: '올바른 출생 연도를 입력해 주세요.',
      interests: '관심 분야를 하나 이상 골라 주세요.',
    });
    const en = await client.call('user/update', body, { headers: { 'accept-language': 'en-US' } });
    expect(en.json().error.fields).toEqual({
      nickname: 'enter nickname within 12 characters',
      birth_year: 'Enter a valid birth year.',
      interests: 'Choose at least one interest.',
    });
    const missing = await client.call('user/update', { nickname: '' });
    expect(missing.json().error.fields).toMatchObject({
      nickname: '꼭 입력해야 하는 항목이에요.',
      gender: '꼭 입력해야 하는 항목이에요.',
      region: '꼭 입력해야 하는 항목이에요.',
    });
    const wrong = await client.call('user/update', {
      ...VALID_PROFILE,
      region: '99',
      birth_year: year - 101,
    });
    expect(wrong.json().error.fields).toEqual({
      region: '입력 형식이 올바르지 않아요.',
      birth_year: '올바른 출생 연도를 입력해 주세요.',
    });
    expect((await client.call('user/read', {})).json().data.user.profile).toBeNull();
  });

  it('accepts the age bounds 14 and 100', async () => {
    const { client } = await signedUp();
    const year = Number(
      new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date()),
    );
    for (const birthYear of [year - 14, year - 100]) {
      const response = await client.call('user/update', {
        ...VALID_PROFILE,
        birth_year: birthYear,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('needs a signed-in user', async () => {
    const response = await browser('en-US').call('user/update', VALID_PROFILE);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'unauthorized', message: 'Please sign in.' });
  });
});

describe('user/delete (withdrawal)', () => {
  it('erases personal data at once, ends every session, and lets the address sign up afresh', async () => {
    const { client, email, answer } = await signedUp();
    await client.call('user/complete-profile', VALID_PROFILE, { method: 'update' });
    const otherDevice = browser();
    expect((await otherDevice.signIn(email)).statusCode).toBe(200);

    const deleted = await client.call('user/delete', {});
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ is_deleted: true });
    expect(client.refreshCookie).toBeUndefined();

    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', answer.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: null,
      password_hash: null,
      name: null,
      nickname: null,
      birth_year: null,
      interests: [],
    });
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(await listConsents(t.database.db, answer.user.id)).toEqual([]);

    // The other device's access token and refresh cookie stop working at once.
    const stale = await otherDevice.call('user/read', {});
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('unauthorized');
    expect(stale.json().access_token).toBeUndefined();

    expect((await browser().signIn(email)).statusCode).toBe(401);
    const again = await browser().signUp({ email });
    expect(again.statusCode).toBe(200);
    expect((again.json().data as SignedInAnswer).user.id).not.toBe(answer.user.id);
  });

  it('needs a signed-in user', async () => {
    expect((await browser().call('user/delete', {})).statusCode).toBe(401);
  });
});

describe('authors of content (product §3)', () => {
  const authorOf = (id: string) =>
    t.database.db
      .selectFrom('users')
      .select(['id', 'nickname', 'deleted_at', 'dormant_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
      .then(presentAuthor);

  it('shows a member by nickname and a withdrawn member without one', async () => {
    const { client, answer } = await signedUp();
    await client.call('user/complete-profile', VALID_PROFILE, { method: 'update' });
    expect(await authorOf(answer.user.id)).toEqual({
      id: answer.user.id,
      nickname: VALID_PROFILE.nickname,
      status: 'member',
    });
    await client.call('user/delete', {});
    expect(await authorOf(answer.user.id)).toEqual({
      id: null,
      nickname: null,
      status: 'withdrawn',
    });
  });

  it('shows an account carried over dormant as a dormant member until its owner signs in', async () => {
    const { client, email, answer } = await signedUp();
    await client.call('user/complete-profile', VALID_PROFILE, { method: 'update' });
    await t.database.db
      .updateTable('users')
      .set({ dormant_at: new Date() })
      .where('id', '=', answer.user.id)
      .execute();
    expect(await authorOf(answer.user.id)).toEqual({ id: null, nickname: null, status: 'dormant' });

    expect((await browser().signIn(email)).statusCode).toBe(200);
    expect((await authorOf(answer.user.id)).status).toBe('member');
  });
});

describe('hostile input', () => {
  const hostile: unknown[] = [
    { email: 'a'.repeat(60_000) + '@example.com', password: 'x' },
    { email: ['a@b.co'], password: { $ne: '' } },
    { email: 'a@b.co\u0001', password: '\u202e\u0007abc' },
    { email: "' OR 1=1 --@x.co", password: "'; DROP TABLE users; --" },
    { email: 42, password: true, confirm_password: null, name: 7, agreements: 'yes' },
    {
      email: 'a@b.co',
      password: '가'.repeat(5_000),
      confirm_password: '가'.repeat(5_000),
      name: '\u0000',
    },
    [],
    'just a string',
    null,
  ];

  it('answers 4xx, never 5xx, to every account call', async () => {
    const { client } = await signedUp();
    const routes: [string, string][] = [
      ['user/email-signup', 'create'],
      ['user/email-login', 'create'],
      ['user/update', 'update'],
      ['user/complete-profile', 'update'],
    ];
    for (const [path, method] of routes) {
      for (const body of hostile) {
        const response = await client.call(path, body, { method });
        const label = `${path} ${JSON.stringify(body).slice(0, 60)}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
      }
    }
    // user/read takes no fields: an empty body (null) is fine, anything else is refused.
    for (const body of hostile.filter((b) => b !== null)) {
      expect((await client.call('user/read', body)).statusCode).toBe(400);
    }
    const profiles = [
      { ...VALID_PROFILE, nickname: '\u0007'.repeat(12), birth_year: 1e300 },
      { ...VALID_PROFILE, birth_year: '2000', interests: 'jobs' },
      { ...VALID_PROFILE, interests: Array(1_000).fill('jobs') },
      { ...VALID_PROFILE, detailed_category: [{}] },
      { ...VALID_PROFILE, extra: 'field' },
    ];
    for (const body of profiles) {
      const response = await client.call('user/update', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('refuses control characters and direction overrides in names shown to others', async () => {
    const signUp = await browser('en-US').signUp({ email: uniqueEmail(), name: 'Kim\u202eeoj' });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.fields).toEqual({
      name: 'This contains characters that cannot be used.',
    });
    const { client } = await signedUp();
    const profile = await client.call('user/update', { ...VALID_PROFILE, nickname: '민\u0007지' });
    expect(profile.json().error.fields).toEqual({ nickname: '쓸 수 없는 문자가 들어 있어요.' });
    // Emoji and other scripts are welcome.
    const friendly = await client.call('user/update', { ...VALID_PROFILE, nickname: 'Jin 🌱 진' });
    expect(friendly.statusCode).toBe(200);
  });

  it('refuses a name or nickname made only of invisible characters as empty', async () => {
    const invisible = '\u200b\ufeff\u2060';
    const signUp = await browser('en-US').signUp({ email: uniqueEmail(), name: invisible });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.fields).toEqual({ name: 'This field is required.' });
    const { client } = await signedUp();
    const profile = await client.call('user/update', { ...VALID_PROFILE, nickname: invisible });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error.fields).toEqual({ nickname: '꼭 입력해야 하는 항목이에요.' });
  });

  it('sign-up with a password of 129 characters is refused before hashing', async () => {
    const long = 'p'.repeat(129);
    const response = await browser('en-US').call(
      'user/email-signup',
      signUpBody({ email: uniqueEmail(), password: long }),
      { method: 'create' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBe(
      'The password must be at most 128 characters.',
    );
  });

  it('a strong password still signs up and in', async () => {
    const email = uniqueEmail();
    expect((await browser().signUp({ email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});
