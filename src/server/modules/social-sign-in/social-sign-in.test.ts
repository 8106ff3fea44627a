import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SignedInAnswer } from '../../../shared/contract/user.js';
import { deriveKey, resolveAuthSecret } from '../user/auth-secret.js';
import { createUser } from '../user/user.repository.js';
import { startNaverMock, type NaverMock } from '../../test-support/naver-mock.js';
import {
  startLoopbackOidcProvider,
  type LoopbackAccount,
  type LoopbackOidcProvider,
} from '../../test-support/oidc-provider.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { SEALING_KEY_PURPOSE, Sealer } from './sealed-token.js';
import { TRANSACTION_COOKIE } from './social-sign-in.service.js';

/**
 * Social sign-in through the whole server flow: our calls against a real OpenID Connect provider
 * (oidc-provider on loopback, playing Kakao and Google) and a loopback Naver built from its
 * documented answers, on the real database.
 */

const PUBLIC_BASE_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_BASE_URL}/oauth/`;
const AGREEMENTS = { terms: true, privacy: true, marketing: false } as const;
const OTHER_CLIENT_KEY = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

let provider: LoopbackOidcProvider;
let naver: NaverMock;
let t: TestApp;
/** Each test comes from its own address, so the per-IP limit counts one test's calls only. */
let ip: string;
beforeEach(() => {
  ip = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
});

beforeAll(async () => {
  provider = await startLoopbackOidcProvider({ redirectUri: REDIRECT_URI });
  naver = await startNaverMock({ redirectUri: REDIRECT_URI });
  t = await createTestApp({
    env: { PUBLIC_BASE_URL, ...provider.env, ...naver.env },
  });
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
  await naver?.close();
});

/** A provider account of its own for each test, so tests never see each other's identities. */
function account(overrides: Partial<LoopbackAccount> = {}): LoopbackAccount {
  const made = { id: `sub-${crypto.randomUUID()}`, name: '최청년', ...overrides };
  provider.addAccount(made);
  return made;
}

const uniqueEmail = () => `${crypto.randomUUID().slice(0, 8)}@example.com`;

async function call(path: string, method: string, body: unknown, init: CallInit = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: apiHeaders(method, init.headers),
    cookies: init.cookies ?? {},
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
}
interface CallInit {
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** `agreements` null: started from the sign-in page, without consents. */
async function start(
  providerName: 'kakao' | 'google' | 'naver',
  agreements: typeof AGREEMENTS | null = AGREEMENTS,
) {
  const response = await call('oauth/create', 'create', {
    provider: providerName,
    ...(agreements ? { agreements } : {}),
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === TRANSACTION_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/user/create' });
  const url = new URL(
    response.json<{ data: { authorization_url: string } }>().data.authorization_url,
  );
  return { url, cookie: cookie!.value };
}

async function complete(callback: URL, cookie: string | undefined, init: CallInit = {}) {
  const { code, state, iss } = Object.fromEntries(callback.searchParams);
  return call(
    'user/create',
    'create',
    { code, state, ...(iss ? { iss } : {}) },
    { ...init, cookies: cookie ? { [TRANSACTION_COOKIE]: cookie } : {} },
  );
}

/** Start, sign in at the loopback provider as `who`, and post what came back. */
async function signInWith(
  providerName: 'kakao' | 'google',
  who: LoopbackAccount,
  agreements: typeof AGREEMENTS | null,
) {
  const { url, cookie } = await start(providerName, agreements);
  return complete(await provider.signIn(url, who.id), cookie);
}

/** A fresh provider account's way back to /oauth/, with the sign-in cookie it belongs to. */
async function callbackFor(providerName: 'kakao' | 'google') {
  const who = account({ email: uniqueEmail(), isEmailVerified: true });
  const { url, cookie } = await start(providerName);
  return { callback: await provider.signIn(url, who.id), cookie };
}

function expectSignInFailed(response: { statusCode: number; json(): { error: { code: string } } }) {
  expect(response.statusCode).toBe(400);
  expect(response.json().error.code).toBe('social_sign_in_failed');
}

type UserCreateAnswer =
  SignedInAnswer | { integration: { ticket: string; email: string; provider: string } };
const dataOf = (response: { json<T>(): T }) => response.json<{ data: UserCreateAnswer }>().data;

async function identitiesOf(userId: string) {
  return t.database.db
    .selectFrom('social_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}

async function userCount() {
  const row = await t.database.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function existingAccount(email: string) {
  return createUser(t.database.db, {
    email,
    passwordHash: null,
    name: '기존회원',
    consents: { terms: true, privacy: true, marketing: false },
  });
}

/**
 * A sealed token with one character of its sealed text changed for another: never the last,
 * whose low bits a decoder may drop, and never to itself (an earlier version rewrote "…BA" as
 * "…BA", and the altered cookie was accepted).
 */
function alteredToken(token: string) {
  const at = token.length - 10;
  const altered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
  expect(altered).not.toBe(token);
  return altered;
}

describe('providers', () => {
  it('lists the configured providers and hides the others', async () => {
    const answer = await call('oauth/read', 'read', {});
    expect(answer.json()).toEqual({ data: { providers: ['kakao', 'naver', 'google'] } });

    const onlyKakao = await createTestApp({
      env: {
        KAKAO_CLIENT_ID: 'kakao-only',
        KAKAO_ISSUER: provider.issuer,
      },
    });
    const none = await createTestApp();
    try {
      const kakaoAnswer = await onlyKakao.app.inject({
        method: 'POST',
        url: '/api/oauth/read',
        headers: apiHeaders('read'),
        payload: '{}',
      });
      expect(kakaoAnswer.json()).toEqual({ data: { providers: ['kakao'] } });
      const noneAnswer = await none.app.inject({
        method: 'POST',
        url: '/api/oauth/read',
        headers: apiHeaders('read'),
        payload: '{}',
      });
      expect(noneAnswer.json()).toEqual({ data: { providers: [] } });
      // A hidden provider cannot be started either.
      const hidden = await none.app.inject({
        method: 'POST',
        url: '/api/oauth/create',
        headers: apiHeaders('create', { 'accept-language': 'en-US' }),
        payload: JSON.stringify({ provider: 'google' }),
      });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.code).toBe('provider_not_found');
    } finally {
      await onlyKakao.close();
      await none.close();
    }
  });

  it('gives the registration and sign-in pages the offered providers in their first view', async () => {
    for (const url of ['/registration/', '/signup/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      const data = /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(
        page.body,
      )?.[1];
      expect(JSON.parse(data ?? '[]')).toContainEqual({
        route: 'oauth/read',
        input: {},
        data: { providers: ['kakao', 'naver', 'google'] },
      });
    }
  });

  it('asks Kakao and Google for the code with PKCE (S256), state and nonce, and Naver without a nonce', async () => {
    const kakao = (await start('kakao')).url;
    expect(kakao.origin).toBe(provider.issuer);
    expect(Object.fromEntries(kakao.searchParams)).toMatchObject({
      client_id: 'kakao-loopback',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid account_email profile_nickname',
      code_challenge_method: 'S256',
    });
    for (const key of ['state', 'nonce', 'code_challenge']) {
      expect(kakao.searchParams.get(key)).toMatch(/^[\w-]{43,}$/);
    }
    const google = (await start('google')).url;
    expect(google.searchParams.get('scope')).toBe('openid email profile');

    const naverUrl = (await start('naver')).url;
    expect(naverUrl.href.startsWith(`${naver.baseUrl}/oauth2.0/authorize?`)).toBe(true);
    expect(naverUrl.searchParams.get('nonce')).toBeNull();
    expect(naverUrl.searchParams.get('state')).toMatch(/^[\w-]{43,}$/);
  });

  it('rejects a bad start: unknown provider, consents not given', async () => {
    const unknown = await call('oauth/create', 'create', { provider: 'facebook' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('validation_failed');
    const withoutTerms = await call('oauth/create', 'create', {
      provider: 'kakao',
      agreements: { terms: false, privacy: true },
    });
    expect(withoutTerms.statusCode).toBe(400);
    expect(withoutTerms.json().error.fields).toHaveProperty('agreements.terms');
  });
});

describe('sign-up and sign-in', () => {
  it('makes a new account with the consents given, then signs the same provider account in to it', async () => {
    const who = account({ email: uniqueEmail(), isEmailVerified: true });
    const first = await signInWith('kakao', who, AGREEMENTS);
    expect(first.statusCode).toBe(200);
    const signedUp = dataOf(first) as SignedInAnswer;
    expect(signedUp.user).toMatchObject({
      email: who.email,
      name: who.name,
      is_profile_complete: false,
    });
    expect(signedUp.access_token).toEqual(expect.any(String));
    // The session's refresh cookie, and the sign-in's secrets spent.
    expect(first.cookies.find((c) => c.name === 'hyetaek-rt')).toMatchObject({ httpOnly: true });
    expect(first.cookies.find((c) => c.name === TRANSACTION_COOKIE)?.value).toBe('');

    const consents = await t.database.db
      .selectFrom('user_consents')
      .select(['kind', 'is_agreed', 'text_version'])
      .where('user_id', '=', signedUp.user.id)
      .orderBy('kind')
      .execute();
    expect(consents.map((c) => [c.kind, c.is_agreed])).toEqual([
      ['marketing', false],
      ['privacy', true],
      ['terms', true],
    ]);
    expect(await identitiesOf(signedUp.user.id)).toEqual([
      expect.objectContaining({ provider: 'kakao', subject: who.id, email_seen: who.email }),
    ]);

    // Returning, even from the sign-in page without consents: the same account, nothing new.
    const before = await userCount();
    const again = await signInWith('kakao', who, null);
    expect(again.statusCode).toBe(200);
    expect((dataOf(again) as SignedInAnswer).user.id).toBe(signedUp.user.id);
    expect(await userCount()).toBe(before);
  });

  it('signs up through Google as well, and an account without a shared e-mail has none', async () => {
    const who = account(); // no e-mail shared
    const response = await signInWith('google', who, AGREEMENTS);
    expect(response.statusCode).toBe(200);
    const answer = dataOf(response) as SignedInAnswer;
    expect(answer.user.email).toBeNull();
    expect((await identitiesOf(answer.user.id))[0]).toMatchObject({ provider: 'google' });
  });

  it('asks for consent when a new person comes from the sign-in page, and creates nothing', async () => {
    const before = await userCount();
    const who = account({ email: uniqueEmail(), isEmailVerified: true });
    const response = await signInWith('kakao', who, null);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('consent_required');
    expect(await userCount()).toBe(before);
  });
});

describe('state, nonce and PKCE', () => {
  it('refuses a state other than the one this browser started with', async () => {
    const who = account({ email: uniqueEmail(), isEmailVerified: true });
    const mine = await start('kakao');
    const theirs = await start('kakao');
    // An attacker's callback (their code and state) posted with the victim's sign-in cookie.
    const callback = await provider.signIn(theirs.url, who.id);
    const before = await userCount();
    const response = await complete(callback, mine.cookie, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'social_sign_in_failed',
      message: 'An error occurred during sign in. Please try again.',
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a callback without the sign-in cookie, or with one that was altered', async () => {
    const { callback, cookie } = await callbackFor('kakao');
    expectSignInFailed(await complete(callback, undefined));
    const withAltered = await complete(callback, alteredToken(cookie));
    expect(withAltered.statusCode).toBe(400);
    expect(withAltered.json().error.message).toBe(
      '로그인 중 오류가 발생했어요. 다시 시도해 주세요.',
    );
  });

  /** Opens the sign-in cookie as the server would, changes one secret, and seals it again. */
  function tamper(cookie: string, change: Record<string, string>) {
    const sealer = new Sealer(deriveKey(resolveAuthSecret(t.config), SEALING_KEY_PURPOSE));
    const purpose = 'social-sign-in transaction';
    const transaction = sealer.open(purpose, cookie, z.record(z.string(), z.unknown()));
    expect(transaction).toBeDefined();
    return sealer.seal(purpose, { ...transaction, ...change }, 600);
  }

  it('refuses an ID token whose nonce is not the one asked for', async () => {
    const { callback, cookie } = await callbackFor('kakao');
    expectSignInFailed(
      await complete(callback, tamper(cookie, { nonce: 'not-the-nonce-we-sent' })),
    );
  });

  it('refuses the code when the PKCE verifier does not match the challenge', async () => {
    const { callback, cookie } = await callbackFor('google');
    const otherVerifier = crypto.randomBytes(32).toString('base64url');
    expectSignInFailed(await complete(callback, tamper(cookie, { codeVerifier: otherVerifier })));
  });

  it('uses a code once: the same callback posted again is refused', async () => {
    const { callback, cookie } = await callbackFor('kakao');
    expect((await complete(callback, cookie)).statusCode).toBe(200);
    expectSignInFailed(await complete(callback, cookie));
  });
});

describe('account integration', () => {
  it('never links by an e-mail the provider does not vouch for', async () => {
    const email = uniqueEmail();
    const existing = await existingAccount(email);
    const who = account({ email, isEmailVerified: false });
    const response = await signInWith('kakao', who, AGREEMENTS);
    expect(response.statusCode).toBe(200);
    const answer = dataOf(response) as SignedInAnswer;
    // A separate account, which does not claim the address it could not prove.
    expect(answer.user.id).not.toBe(existing.id);
    expect(answer.user.email).toBeNull();
    expect(await identitiesOf(existing.id)).toEqual([]);
  });

  it('asks before linking a verified e-mail to its account; confirming links and signs in', async () => {
    const email = uniqueEmail();
    const existing = await existingAccount(email);
    const who = account({ email, isEmailVerified: true });
    const asked = await signInWith('kakao', who, AGREEMENTS);
    expect(asked.statusCode).toBe(200);
    const { integration } = dataOf(asked) as { integration: { ticket: string; email: string } };
    expect(integration).toMatchObject({ email, provider: 'kakao' });
    // A question, not a sign-in: no session yet, nothing linked.
    expect(asked.cookies.find((c) => c.name === 'hyetaek-rt')).toBeUndefined();
    expect(await identitiesOf(existing.id)).toEqual([]);

    const confirmed = await call('user/create', 'create', { link_ticket: integration.ticket });
    expect(confirmed.statusCode).toBe(200);
    const answer = dataOf(confirmed) as SignedInAnswer;
    expect(answer.user.id).toBe(existing.id);
    expect(answer.access_token).toEqual(expect.any(String));
    expect(await identitiesOf(existing.id)).toEqual([
      expect.objectContaining({ provider: 'kakao', subject: who.id }),
    ]);
    // A double click on confirm links once and signs in again.
    const twice = await call('user/create', 'create', { link_ticket: integration.ticket });
    expect((dataOf(twice) as SignedInAnswer).user.id).toBe(existing.id);
    expect(await identitiesOf(existing.id)).toHaveLength(1);

    // From now on the provider account signs straight in.
    const later = await signInWith('kakao', who, null);
    expect((dataOf(later) as SignedInAnswer).user.id).toBe(existing.id);
  });

  it('cancelling changes nothing: no link, no account, and the next sign-in asks again', async () => {
    const email = uniqueEmail();
    const existing = await existingAccount(email);
    const who = account({ email, isEmailVerified: true });
    const before = await userCount();
    const asked = await signInWith('google', who, AGREEMENTS);
    expect(dataOf(asked)).toHaveProperty('integration');
    // Cancel is the client dropping the ticket.
    expect(await userCount()).toBe(before);
    expect(await identitiesOf(existing.id)).toEqual([]);
    const again = await signInWith('google', who, AGREEMENTS);
    expect(dataOf(again)).toHaveProperty('integration');
  });

  it('accepts a ticket only from the browser it was given to, unaltered', async () => {
    const email = uniqueEmail();
    const existing = await existingAccount(email);
    const asked = await signInWith('kakao', account({ email, isEmailVerified: true }), AGREEMENTS);
    const { ticket } = (dataOf(asked) as { integration: { ticket: string } }).integration;
    const elsewhere = await call(
      'user/create',
      'create',
      { link_ticket: ticket },
      { headers: { 'x-client-key': OTHER_CLIENT_KEY } },
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('link_ticket_invalid');
    const forged = await call('user/create', 'create', {
      link_ticket: alteredToken(ticket),
    });
    expect(forged.json().error.code).toBe('link_ticket_invalid');
    expect(await identitiesOf(existing.id)).toEqual([]);
  });

  it('withdrawing an account removes its social identities; the provider account then starts afresh', async () => {
    const who = account({ email: uniqueEmail(), isEmailVerified: true });
    const signedUp = dataOf(await signInWith('kakao', who, AGREEMENTS)) as SignedInAnswer;
    const deleted = await call(
      'user/delete',
      'delete',
      {},
      { headers: { authorization: `Bearer ${signedUp.access_token}` } },
    );
    expect(deleted.statusCode).toBe(200);
    expect(await identitiesOf(signedUp.user.id)).toEqual([]);
    const again = await signInWith('kakao', who, AGREEMENTS);
    const fresh = dataOf(again) as SignedInAnswer;
    expect(fresh.user.id).not.toBe(signedUp.user.id);
    expect(fresh.user.email).toBe(who.email);
  });
});

describe('Naver (OAuth 2.0 and its profile API)', () => {
  it('exchanges the code as Naver documents it and reads the profile; its e-mail never counts as verified', async () => {
    const email = uniqueEmail();
    const existing = await existingAccount(email);
    const { url, cookie } = await start('naver');
    const profile = { id: `naver-${crypto.randomUUID()}`, email, name: '네이버청년' };
    const response = await complete(await naver.signIn(url, profile), cookie);
    expect(response.statusCode).toBe(200);
    const answer = dataOf(response) as SignedInAnswer;
    expect(answer.user).toMatchObject({ name: '네이버청년', email: null });
    expect(answer.user.id).not.toBe(existing.id);

    const sent = naver.tokenRequests.at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'naver-loopback',
      client_secret: 'naver-loopback-secret',
      state: url.searchParams.get('state'),
    });
    expect(sent.get('code_verifier')).toMatch(/^[\w-]{43,}$/);
  });

  it('refuses a token error (Naver answers it with HTTP 200) and a failed profile answer', async () => {
    const first = await start('naver');
    const callback = await naver.signIn(first.url, { id: 'naver-x' });
    callback.searchParams.set('code', 'not-a-code');
    expectSignInFailed(await complete(callback, first.cookie));

    const second = await start('naver');
    const secondCallback = await naver.signIn(second.url, { id: 'naver-y' });
    naver.nextProfileAnswer = {
      status: 401,
      body: { resultcode: '024', message: 'Authentication failed / 인증에 실패했습니다.' },
    };
    expectSignInFailed(await complete(secondCallback, second.cookie));
  });
});

describe('limits', () => {
  it('limits how often one address may start a sign-in (429 with Retry-After)', async () => {
    for (let i = 0; i < 20; i += 1) expect((await start('kakao')).url).toBeDefined();
    const limited = await call('oauth/create', 'create', { provider: 'kakao' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a provider that cannot be reached', () => {
  it('answers 502 with the sign-in message, not a 500', async () => {
    const unreachable = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'x',
        GOOGLE_CLIENT_SECRET: 'y',
        GOOGLE_ISSUER: 'http://127.0.0.1:9',
      },
    });
    try {
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/api/oauth/create',
        headers: apiHeaders('create'),
        payload: JSON.stringify({ provider: 'google' }),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe('social_provider_unavailable');
    } finally {
      await unreachable.close();
    }
  });
});
