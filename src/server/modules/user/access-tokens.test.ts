import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-tokens.js';
import { deriveKey } from './auth-secret.js';

const SECRET = 'a-secret-for-the-access-token-tests-0123456789';
const claims = {
  userId: '0b6b1a5e-4c1f-4d7e-9a53-2f9e1c3b7a10',
  sessionId: '5d2c9f40-8e7b-4a61-b3c2-7e1f0a9d4c58',
};

describe('AccessTokens', () => {
  it('issues HS256 tokens that verify to the same user and session', async () => {
    const tokens = new AccessTokens(SECRET, 900);
    const token = await tokens.issue(claims);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('lives at least its TTL, however late in a second it is issued', async () => {
    const tokens = new AccessTokens(SECRET, 2);
    for (const issuedAtMs of [1_800_000_000_000, 1_800_000_000_999]) {
      const realNow = Date.now;
      Date.now = () => issuedAtMs;
      try {
        const [, body] = (await tokens.issue(claims)).split('.');
        const { exp } = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { exp: number };
        expect(exp * 1000 - issuedAtMs).toBeGreaterThanOrEqual(2_000);
        expect(exp * 1000 - issuedAtMs).toBeLessThan(3_000);
      } finally {
        Date.now = realNow;
      }
    }
  });

  it('refuses a token signed with another secret, expired, or of another algorithm', async () => {
    const other = new AccessTokens(`${SECRET}-other`, 900);
    const tokens = new AccessTokens(SECRET, 900);
    expect(await tokens.verify(await other.issue(claims))).toBeUndefined();

    const key = deriveKey(SECRET, 'access token signing key');
    const past = Math.floor(Date.now() / 1000) - 3_600;
    const expired = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer('hyetaek')
      .setAudience('hyetaek-api')
      .setIssuedAt(past)
      .setExpirationTime(past + 900)
      .sign(key);
    expect(await tokens.verify(expired)).toBeUndefined();

    const [, payload] = (await tokens.issue(claims)).split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(unsigned)).toBeUndefined();
  });

  it('refuses claims that are not the database ids it issues', async () => {
    const key = deriveKey(SECRET, 'access token signing key');
    const odd = await new SignJWT({ sid: "1' OR '1'='1" })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setIssuer('hyetaek')
      .setAudience('hyetaek-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect(await new AccessTokens(SECRET, 900).verify(odd)).toBeUndefined();
  });
});
