import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey, resolveAuthSecret } from '../modules/user/auth-secret.js';
import { AccountTestClient, STRONG_PASSWORD, uniqueEmail } from '../test-support/account-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * What an attacker gets (docs/runbook.md, "Abuse: answers and limits"): tokens that are forged,
 * expired, unsigned or from an ended session are a visitor's (401 where a user is needed), and
 * floods of sign-ins and sign-ups meet the per-address and per-account limits.
 */
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('abuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedUp(): Promise<AccountTestClient> {
    const client = new AccountTestClient(t.app);
    expect((await client.signUp({ email: uniqueEmail('abuse') })).statusCode).toBe(200);
    return client;
  }

  /** A token's effect: `user/read` needs a user, a list takes a visitor too. */
  async function asBearer(token: string) {
    const visitor = new AccountTestClient(t.app);
    visitor.accessToken = token;
    const required = await visitor.call('user/read', {});
    const optional = await visitor.call('policy/read', {}, { method: 'read_list' });
    return {
      required: required.statusCode,
      code: required.json().error?.code,
      optional: optional.statusCode,
    };
  }

  it('treats forged, expired, unsigned and tampered tokens as no user', async () => {
    const owner = await signedUp();
    const claims = decodeJwt(owner.accessToken!);
    const realKey = deriveKey(resolveAuthSecret(t.config), 'access token signing key');
    const sign = (key: Uint8Array, changes: Record<string, unknown> = {}) =>
      new SignJWT({ sid: claims.sid, ...changes })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.sub))
        .setIssuer('hyetaek')
        .setAudience('hyetaek-api')
        .setIssuedAt()
        .setExpirationTime(typeof changes.exp === 'number' ? changes.exp : '15m')
        .sign(key);
    const [header, , signature] = owner.accessToken!.split('.');
    const other = await signedUp();
    const tokens = {
      forged: await sign(new TextEncoder().encode('another-secret-another-secret-0123456789')),
      expired: await sign(realKey, { exp: Math.floor(Date.now() / 1000) - 60 }),
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      'claims swapped under the owner signature': `${header}.${b64({ ...claims, sub: decodeJwt(other.accessToken!).sub })}.${signature}`,
      garbage: 'a.b.c',
    };
    for (const [name, token] of Object.entries(tokens)) {
      expect(await asBearer(token), name).toEqual({
        required: 401,
        code: 'unauthorized',
        optional: 200,
      });
    }
    expect((await asBearer(owner.accessToken!)).required).toBe(200);
  });

  it('ends a token with its session, whoever holds it', async () => {
    const owner = await signedUp();
    const bystander = await signedUp();
    const stolen = owner.accessToken!;
    expect((await owner.call('user/delete', {}, { method: 'sign_out' })).statusCode).toBe(200);
    // The owner's own client, and another user's client carrying it: both refused.
    expect((await owner.call('user/read', {})).statusCode).toBe(401);
    const other = new AccountTestClient(t.app);
    other.refreshCookie = bystander.refreshCookie;
    other.accessToken = stolen;
    expect((await other.call('user/read', {})).json()).toMatchObject({
      error: { code: 'token_expired' },
    });
    // With its own cookie the bystander is renewed as themself, never as the owner.
    const renewed = (await other.call('user/read', {})).json();
    expect(renewed.data.user.id).toBe(decodeJwt(bystander.accessToken!).sub);
    // A withdrawn account's tokens stop at once too.
    const leaving = await signedUp();
    const token = leaving.accessToken!;
    expect((await leaving.call('user/delete', {})).statusCode).toBe(200);
    expect((await asBearer(token)).required).toBe(401);
  });

  it('stops a password guess spread over many addresses, but not the owner', async () => {
    const owner = await signedUp();
    const email = uniqueEmail('target');
    await owner.call('user/delete', {}, { method: 'sign_out' });
    const target = new AccountTestClient(t.app);
    expect((await target.signUp({ email })).statusCode).toBe(200);
    // 30 failures, each from a new address (the per-address limit never sees two).
    for (let i = 0; i < 30; i += 1) {
      const guesser = new AccountTestClient(t.app);
      const response = await guesser.signIn(email, `wrong-${i}-Password!`);
      expect(response.statusCode, `guess ${i}`).toBe(401);
    }
    const next = await new AccountTestClient(t.app).signIn(email, 'wrong-again-Password!');
    expect(next.statusCode).toBe(429);
    expect(next.json().error.code).toBe('rate_limited');
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password from an unknown device waits; the owner's own device does not.
    expect((await new AccountTestClient(t.app).signIn(email)).statusCode).toBe(429);
    expect((await target.signIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('limits sign-ins and sign-ups per address, and sign-ups per account', async () => {
    const flooder = new AccountTestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await flooder.signIn(uniqueEmail('nobody'), 'wrong-Password-1!')).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);

    // Sign-ups: 20 an hour from one address.
    const signUps: number[] = [];
    const factory = new AccountTestClient(t.app);
    for (let i = 0; i < 21; i += 1) {
      signUps.push((await factory.signUp({ email: uniqueEmail('bulk') })).statusCode);
    }
    expect(signUps.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(signUps[20]).toBe(429);

    // One address tried from many addresses: 5 attempts an hour.
    const email = uniqueEmail('contested');
    const attempts: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      attempts.push((await new AccountTestClient(t.app).signUp({ email })).statusCode);
    }
    expect(attempts).toEqual([200, 409, 409, 409, 409, 429]);
  });
});
