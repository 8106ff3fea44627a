import { errors, jwtVerify, SignJWT } from 'jose';
import { deriveKey } from './auth-secret.js';

/** Who an access token speaks for: the user and the session (refresh token family) it belongs to. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const ISSUER = 'hyetaek';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const AUDIENCE = 'hyetaek-api';

/**
 * Short-lived access tokens (decision 009): HS256 JWTs naming the user (`sub`) and the session
 * (`sid`), so revoking a session or deleting the account stops its tokens at once.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = deriveKey(secret, 'access token signing key');
  }

  issue(claims: AccessClaims): Promise<string> {
    return (
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        // Whole seconds rounded up: a token lives at least its TTL. Counted from the second begun
        // (jose's '2s'), a 2 s token issued at x.9 s would lapse 1.1 s later, before its retry.
        .setExpirationTime(Math.ceil(Date.now() / 1000) + this.ttlSeconds)
        .sign(this.key)
    );
  }

  /** The claims of a valid token; undefined for an expired, forged or malformed one. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      // Both are database UUIDs; anything else could only come from a leaked key.
      if (!isUuid(payload.sub) || !isUuid(payload.sid)) return undefined;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
