import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInAnswer } from '../../../shared/contract/user.js';
import { AccountTestClient, uniqueEmail } from '../../test-support/account-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { deriveKey } from './auth-secret.js';
import { REFRESH_REUSE_GRACE_MS } from './sessions.js';
import { pruneSessions } from './user.repository.js';

/**
 * Tokens and sessions (decision 009): the access token, the refresh cookie's rotation and reuse
 * detection, token_expired with a new access token, sign-out, and the CSRF guard.
 */

const AUTH_SECRET = 'test-secret-of-the-sessions-suite-0123456789';
let t: TestApp;
const browser = (locale: 'ko-KR' | 'en-US' = 'ko-KR') => new AccountTestClient(t.app, locale);

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_SECRET } });
});
afterAll(() => t.close());

async function signedIn() {
  const client = browser('en-US');
  const response = await client.signUp({ email: uniqueEmail('session') });
  expect(response.statusCode).toBe(200);
  return { client, user: (response.json().data as SignedInAnswer).user };
}

const FIRST_PAGE = {
  condition: { keyword: '', operator: 'and', show_closed: false },
  filters: {},
  order: 'newest',
  pagination: { current_page_no: 1, item_no_per_page: 24 },
  options: { recommend_count: 2 },
};

/** Moves the spending of every token of a user back in time, past the grace for parallel calls. */
async function ageSpentTokens(userId: string) {
  const families = t.database.db
    .selectFrom('refresh_token_families')
    .select('id')
    .where('user_id', '=', userId);
  await t.database.db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 60_000) })
    .where('family_id', 'in', families)
    .where('used_at', 'is not', null)
    .execute();
}

/** A token signed with the service's key whose time is up, as after ACCESS_TOKEN_TTL. */
async function expiredTokenFor(accessToken: string): Promise<string> {
  const [, payload = ''] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ ...claims, iat: past, exp: past + 900 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(deriveKey(AUTH_SECRET, 'access token signing key'));
}

describe('access token', () => {
  it('lets the user through as Bearer', async () => {
    const { client, user } = await signedIn();
    const response = await client.call('user/read', {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
  });

  it('answers 401 unauthorized to a required call without credentials, or with a forged token', async () => {
    const anonymous = await browser('en-US').call('user/read', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in.' },
    });

    const { client } = await signedIn();
    client.refreshCookie = undefined;
    const [header, payload] = client.accessToken!.split('.');
    client.accessToken = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await client.call('user/read', {})).statusCode).toBe(401);
    client.accessToken = 'not a token at all';
    expect((await client.call('user/read', {})).statusCode).toBe(401);
  });

  it('treats a caller with a dead token and no cookie as a visitor on calls that may have a user', async () => {
    const client = browser();
    client.accessToken = 'garbage.token.here';
    const response = await client.call('policy/read', FIRST_PAGE, { method: 'read_list' });
    expect(response.statusCode).toBe(200);
  });
});

describe('token_expired and the refresh cookie', () => {
  it('renews an expired access token from the cookie: 401 token_expired with a new access_token, rotated cookie', async () => {
    const { client, user } = await signedIn();
    const firstCookie = client.refreshCookie;
    client.accessToken = await expiredTokenFor(client.accessToken!);

    const expired = await client.call('user/read', {});
    expect(expired.statusCode).toBe(401);
    const body = expired.json();
    expect(body.error).toEqual({ code: 'token_expired', message: 'Your sign-in has expired.' });
    expect(body.access_token).toEqual(expect.any(String));
    expect(client.refreshCookie).toBeDefined();
    expect(client.refreshCookie).not.toBe(firstCookie);

    // The client's single retry (product §4) with the new token succeeds.
    const retried = await client.call('user/read', {});
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.user.id).toBe(user.id);
  });

  it('fills a fresh page: no access token, a valid cookie', async () => {
    const { client, user } = await signedIn();
    client.accessToken = undefined;
    const expired = await client.call('user/read', {});
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('token_expired');
    const retried = await client.call('user/read', {});
    expect(retried.json().data.user.id).toBe(user.id);
  });

  it('renews on calls that may have a user, too', async () => {
    const { client } = await signedIn();
    client.accessToken = undefined;
    const response = await client.call('search/common', FIRST_PAGE, { method: 'read_list' });
    expect(response.statusCode).toBe(401);
    expect(response.json().access_token).toEqual(expect.any(String));
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const { client, user } = await signedIn();
    const stolen = client.refreshCookie;
    client.accessToken = undefined;
    await client.call('user/read', {}); // rotates: the stolen copy is now spent
    expect((await client.call('user/read', {})).statusCode).toBe(200);
    await ageSpentTokens(user.id);

    const thief = browser('en-US');
    thief.refreshCookie = stolen;
    const replay = await thief.call('user/read', {});
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('unauthorized');
    expect(replay.json().access_token).toBeUndefined();
    expect(thief.refreshCookie).toBeUndefined(); // cleared

    // The owner's current token and current access token die with the family.
    const owner = await client.call('user/read', {});
    expect(owner.statusCode).toBe(401);
    expect(owner.json().error.code).toBe('unauthorized');
    client.accessToken = undefined;
    expect((await client.call('user/read', {})).json().error.code).toBe('unauthorized');

    const family = await t.database.db
      .selectFrom('refresh_token_families')
      .select(['revoked_at', 'revoke_reason'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(family.revoke_reason).toBe('reuse');
  });

  it('lets the parallel calls of one page share a cookie without tripping reuse detection', async () => {
    const { client } = await signedIn();
    client.accessToken = undefined;
    const cookie = client.refreshCookie;
    const twin = browser();
    twin.refreshCookie = cookie;
    const [first, second] = await Promise.all([
      client.call('user/read', {}),
      twin.call('user/read', {}),
    ]);
    for (const response of [first, second]) {
      expect(response.json().error.code).toBe('token_expired');
      expect(response.json().access_token).toEqual(expect.any(String));
    }
    // Each got a token of its own, whichever answer the browser keeps; the session goes on.
    expect(client.refreshCookie).not.toBe(cookie);
    expect(twin.refreshCookie).not.toBe(cookie);
    for (const each of [client, twin]) {
      each.accessToken = undefined;
      expect((await each.call('user/read', {})).json().error.code).toBe('token_expired');
      expect((await each.call('user/read', {})).statusCode).toBe(200);
    }
  });

  it('keeps the session of a page left while its renewal ran (the new cookie never arrived)', async () => {
    const { client, user } = await signedIn();
    client.accessToken = undefined;
    const spent = client.refreshCookie;
    expect((await client.call('user/read', {})).json().error.code).toBe('token_expired');
    // The answer that rotated it was lost with the page: the browser still holds the spent one.
    client.refreshCookie = spent;
    client.accessToken = undefined;
    expect((await client.call('user/read', {})).json().error.code).toBe('token_expired');
    expect(client.refreshCookie).not.toBe(spent);
    // Renewals long after that are the owner's, not a replay.
    await ageSpentTokens(user.id);
    client.accessToken = undefined;
    expect((await client.call('user/read', {})).json().error.code).toBe('token_expired');
    expect((await client.call('user/read', {})).statusCode).toBe(200);
  });

  it('stores refresh tokens hashed, never as sent', async () => {
    const { client, user } = await signedIn();
    const rows = await t.database.db
      .selectFrom('refresh_tokens as r')
      .innerJoin('refresh_token_families as f', 'f.id', 'r.family_id')
      .select('r.token_hash')
      .where('f.user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toHaveLength(32);
    expect(rows[0]!.token_hash.toString('base64url')).not.toBe(client.refreshCookie);
  });
});

describe('pruning', () => {
  it('forgets tokens spent a week ago and sessions ended a week ago, and keeps live ones', async () => {
    const { client, user } = await signedIn();
    client.accessToken = undefined;
    await client.call('user/read', {}); // one spent token, one current
    const ended = await signedIn();
    await ended.client.call('user/delete', {}, { method: 'sign_out' });
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    const db = t.database.db;
    await db
      .updateTable('refresh_tokens')
      .set({ used_at: eightDaysAgo })
      .where('used_at', 'is not', null)
      .where(
        'family_id',
        'in',
        db.selectFrom('refresh_token_families').select('id').where('user_id', '=', user.id),
      )
      .execute();
    await db
      .updateTable('refresh_token_families')
      .set({ revoked_at: eightDaysAgo })
      .where('user_id', '=', ended.user.id)
      .execute();

    await pruneSessions(db);

    const tokens = await db
      .selectFrom('refresh_tokens as r')
      .innerJoin('refresh_token_families as f', 'f.id', 'r.family_id')
      .select('r.used_at')
      .where('f.user_id', '=', user.id)
      .execute();
    expect(tokens).toEqual([{ used_at: null }]);
    const endedFamilies = await db
      .selectFrom('refresh_token_families')
      .select('id')
      .where('user_id', '=', ended.user.id)
      .execute();
    expect(endedFamilies).toEqual([]);
    expect((await client.call('user/read', {})).statusCode).toBe(200);
  });
});

describe('ACCESS_TOKEN_TTL', () => {
  it('expires access tokens after the configured seconds', async () => {
    const short = await createTestApp({ env: { ACCESS_TOKEN_TTL: '1' } });
    try {
      const client = new AccountTestClient(short.app);
      expect((await client.signUp({ email: uniqueEmail('ttl') })).statusCode).toBe(200);
      expect((await client.call('user/read', {})).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const expired = await client.call('user/read', {});
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.code).toBe('token_expired');
      expect((await client.call('user/read', {})).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('user/delete sign_out', () => {
  it('ends the session: cookie cleared, access token and cookie no longer work', async () => {
    const { client } = await signedIn();
    const { accessToken, refreshCookie } = client;
    const response = await client.call('user/delete', {}, { method: 'sign_out' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ is_signed_out: true });
    expect(client.lastSetCookie).toMatch(/Expires=Thu, 01 Jan 1970/i);

    const after = browser();
    after.accessToken = accessToken;
    expect((await after.call('user/read', {})).statusCode).toBe(401);
    after.accessToken = undefined;
    after.refreshCookie = refreshCookie;
    const renewed = await after.call('user/read', {});
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json().error.code).toBe('unauthorized');
  });

  it('ends the session with the cookie alone, after the access token expired', async () => {
    const { client } = await signedIn();
    const { refreshCookie } = client;
    client.accessToken = undefined;
    expect((await client.call('user/delete', {}, { method: 'sign_out' })).statusCode).toBe(200);
    const after = browser();
    after.refreshCookie = refreshCookie;
    expect((await after.call('user/read', {})).json().error.code).toBe('unauthorized');
  });

  it('succeeds for a visitor, who has nothing to end', async () => {
    const response = await browser().call('user/delete', {}, { method: 'sign_out' });
    expect(response.statusCode).toBe(200);
  });

  it('keeps the other sessions of the same user', async () => {
    const { client } = await signedIn();
    const email = (await client.call('user/read', {})).json().data.user.email as string;
    const phone = browser();
    expect((await phone.signIn(email)).statusCode).toBe(200);
    await client.call('user/delete', {}, { method: 'sign_out' });
    expect((await phone.call('user/read', {})).statusCode).toBe(200);
  });
});

describe('CSRF guard on the cookie', () => {
  const crossSite: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'null' },
  ];

  it('refuses to renew a token for a request from another site', async () => {
    const { client } = await signedIn();
    client.accessToken = undefined;
    for (const headers of crossSite) {
      const response = await client.call('user/read', {}, { headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('cross_site_request');
    }
    // The same browser from our own pages goes on.
    const own = await client.call(
      'user/read',
      {},
      {
        headers: { origin: t.config.publicBaseUrl, 'sec-fetch-site': 'same-origin' },
      },
    );
    expect(own.json().error.code).toBe('token_expired');
  });

  it('refuses sign-in, sign-up and sign-out from another site', async () => {
    const email = uniqueEmail('csrf');
    const headers = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const client = browser();
    const signUp = await client.call(
      'user/email-signup',
      {
        email,
        password: 'kq7#Lmz!2vRt',
        confirm_password: 'kq7#Lmz!2vRt',
        name: '공격자',
        agreements: { terms: true, privacy: true },
      },
      { method: 'create', headers },
    );
    expect(signUp.statusCode).toBe(403);
    expect(client.refreshCookie).toBeUndefined();

    const { client: victim } = await signedIn();
    const signOut = await victim.call('user/delete', {}, { method: 'sign_out', headers });
    expect(signOut.statusCode).toBe(403);
    expect((await victim.call('user/read', {})).statusCode).toBe(200);
  });

  it('accepts a request from the address the browser used', async () => {
    const { client } = await signedIn();
    client.accessToken = undefined;
    const response = await client.call(
      'user/read',
      {},
      {
        headers: { host: 'hyetaek.test:8443', origin: 'http://hyetaek.test:8443' },
      },
    );
    expect(response.json().error.code).toBe('token_expired');
  });
});
