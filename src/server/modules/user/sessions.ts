import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Notification } from '../../../shared/contract/notification.js';
import type { SignedInAnswer, User } from '../../../shared/contract/user.js';
import { PRODUCT_ID } from '../../../shared/constants.js';
import type { Locale } from '../../../shared/locale.js';
import { signedInActor, type SignedInActor } from '../../authorization/actor.js';
import type { Database } from '../../db/schema.js';
import type { Authenticate, CallContext } from '../../http/api.js';
import { AppError, unauthorized } from '../../http/app-error.js';
import { assertSameOrigin } from '../../http/same-origin.js';
import type { AccessTokens } from './access-tokens.js';
import {
  addRefreshToken,
  createSession,
  findRefreshToken,
  roleOfLiveSession,
  pruneSessions,
  revokeSessions,
  spendRefreshToken,
} from './user.repository.js';

/** The refresh token's cookie: HttpOnly, sent only to the API (decision 009). */
/** A browser as sessions remember it: the SHA-256 of its client key (the key itself is not kept). */
export function deviceHash(clientKey: string): string {
  return crypto.createHash('sha256').update(clientKey).digest('base64url');
}

export const REFRESH_COOKIE = `${PRODUCT_ID}-rt`;
export const REFRESH_COOKIE_PATH = '/api/';
/** A session lasts this long after its last refresh; each rotation starts the count again. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * A page's parallel calls may all carry the same refresh token, and a call's answer with the next
 * token can be lost when the page is left mid-call; the first call rotates it and the others,
 * this soon after, get an access token and a token of their own instead of looking like theft.
 * 30 s, not 10: the next page's first call can come that late on a slow phone or a busy machine
 * (a journey was signed out at 10 s, CI stop 27); 30 s is also Okta's default for this grace.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const REFRESH_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What a signed-in answer shows of a user: the accounts service provides it. */
export interface SignedInView {
  view(userId: string, locale: Locale): Promise<{ user: User; notifications: Notification[] }>;
}

export interface SessionServiceOptions {
  db: Kysely<Database>;
  tokens: AccessTokens;
  accounts: SignedInView;
  isSecureCookies: boolean;
  publicBaseUrl: string;
}

function sha256(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([\w.-]{1,2048})$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Sign-in sessions (decision 009). A session is a family of refresh tokens: the current one lives
 * in an HttpOnly cookie and is stored only as its SHA-256; each use spends it for the next, and
 * presenting a spent one (after the grace for parallel calls) revokes the whole family. Access
 * tokens are short-lived JWTs naming the session, checked against it on every call.
 */
export class SessionService {
  constructor(private readonly options: SessionServiceOptions) {}

  /** Starts a session for a user who just proved who they are, and answers as product §7 says. */
  async start(context: CallContext, userId: string): Promise<SignedInAnswer> {
    const { request, reply } = context;
    this.assertSameOrigin(request);
    // A session this browser had before (another account, or a stale one) ends here.
    await this.endCookieSession(request, 'replaced');
    const { db } = this.options;
    const { sessionId, refreshToken } = await db.transaction().execute(async (trx) => {
      const id = await createSession(trx, userId, deviceHash(context.clientKey));
      return { sessionId: id, refreshToken: await this.issueRefreshToken(trx, id) };
    });
    this.setCookie(reply, refreshToken);
    const accessToken = await this.options.tokens.issue({ userId, sessionId });
    const { user, notifications } = await this.options.accounts.view(userId, context.locale);
    return { user, access_token: accessToken, notifications };
  }

  /** The dispatcher's authenticate (see `Authenticate`). */
  readonly authenticate: Authenticate = async (request, reply, requirement) => {
    const user = await this.userOfAccessToken(request);
    if (user) return user;
    // No usable access token: a valid refresh cookie renews it (product §12), the client retries.
    const renewed = await this.renew(request, reply);
    if (renewed) throw new AppError('token_expired', { accessToken: renewed });
    if (requirement === 'required') throw unauthorized();
    return undefined;
  };

  /** Signs out: the cookie's session and the bearer token's session end, the cookie goes. */
  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    this.assertSameOrigin(request);
    await this.endCookieSession(request, 'sign_out');
    const token = bearerToken(request);
    const claims = token ? await this.options.tokens.verify(token) : undefined;
    if (claims) await revokeSessions(this.options.db, { sessionId: claims.sessionId }, 'sign_out');
    this.clearCookie(reply);
  }

  /** Drops old spent tokens and ended sessions (every instance may do it; deletes are idempotent). */
  async prune(): Promise<void> {
    await pruneSessions(this.options.db);
  }

  /** The CSRF guard of every call that sets or uses the refresh cookie (see same-origin.ts). */
  assertSameOrigin(request: FastifyRequest): void {
    assertSameOrigin(request, this.options.publicBaseUrl);
  }

  clearCookie(reply: FastifyReply): void {
    reply.clearCookie(REFRESH_COOKIE, this.cookieOptions());
  }

  private async userOfAccessToken(request: FastifyRequest): Promise<SignedInActor | undefined> {
    const token = bearerToken(request);
    if (!token) return undefined;
    const claims = await this.options.tokens.verify(token);
    if (!claims) return undefined;
    // Signed-out sessions and withdrawn users stop at once, not when the token expires; the role
    // is read in the same query, so a removed role stops at once too (decision 012).
    const role = await roleOfLiveSession(this.options.db, claims.sessionId, claims.userId);
    return role ? signedInActor(claims.userId, role) : undefined;
  }

  /** A new access token from the refresh cookie, rotating it; undefined when there is none. */
  private async renew(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const token = request.cookies[REFRESH_COOKIE];
    if (!token) return undefined;
    this.assertSameOrigin(request);
    const { db, tokens } = this.options;
    const hash = REFRESH_TOKEN.test(token) ? sha256(token) : undefined;
    const found = hash && (await findRefreshToken(db, hash));
    if (!hash || !found || found.isSessionOver || found.expiresAt.getTime() <= Date.now()) {
      this.clearCookie(reply);
      return undefined;
    }
    const session = { userId: found.userId, sessionId: found.sessionId };
    const next = await db.transaction().execute(async (trx) => {
      if (!(await spendRefreshToken(trx, hash))) return undefined;
      return this.issueRefreshToken(trx, found.sessionId);
    });
    if (next) {
      this.setCookie(reply, next);
      return tokens.issue(session);
    }
    // Spent already. Just now: by a parallel call of the same page, or by a call whose answer
    // never arrived (the page was left or reloaded while it ran, and the browser dropped the
    // new cookie with it). Either way this browser may hold only the spent token, so it gets one
    // of its own: kept on the spent one, its next renewal after the grace would end the session.
    // Earlier: a copy is being replayed, and nobody can tell the thief from the owner, so the
    // whole session ends.
    const spentAt = found.usedAt?.getTime() ?? Date.now();
    if (Date.now() - spentAt <= REFRESH_REUSE_GRACE_MS) {
      this.setCookie(reply, await this.issueRefreshToken(db, found.sessionId));
      return tokens.issue(session);
    }
    await revokeSessions(db, { sessionId: found.sessionId }, 'reuse');
    request.log.warn({ sessionId: found.sessionId }, 'spent refresh token reused; session revoked');
    this.clearCookie(reply);
    return undefined;
  }

  private async endCookieSession(request: FastifyRequest, reason: 'replaced' | 'sign_out') {
    const token = request.cookies[REFRESH_COOKIE];
    if (!token || !REFRESH_TOKEN.test(token)) return;
    const found = await findRefreshToken(this.options.db, sha256(token));
    if (found) await revokeSessions(this.options.db, { sessionId: found.sessionId }, reason);
  }

  private async issueRefreshToken(db: Kysely<Database>, sessionId: string): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
    await addRefreshToken(db, { hash: sha256(token), sessionId, expiresAt });
    return token;
  }

  private setCookie(reply: FastifyReply, token: string): void {
    reply.setCookie(REFRESH_COOKIE, token, {
      ...this.cookieOptions(),
      maxAge: REFRESH_TOKEN_TTL_SECONDS,
    });
  }

  private cookieOptions() {
    return {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      secure: this.options.isSecureCookies,
      sameSite: 'strict' as const,
    };
  }
}
