import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Profile } from '../../../shared/account-fields.js';
import type { Notification } from '../../../shared/contract/notification.js';
import type { SignInMethod, User } from '../../../shared/contract/user.js';
import type { SignInForm } from '../../../shared/account-fields.js';
import type { Locale } from '../../../shared/locale.js';
import { translate } from '../../../shared/i18n/translate.js';
import type { Database } from '../../db/schema.js';
import { AppError, tooManyRequests, unauthorized, validationFailed } from '../../http/app-error.js';
import type { RateLimiter, RateLimitRule } from '../../shared-state/rate-limiter.js';
import type { NotificationService } from '../notification/notification.service.js';
import {
  hashPassword,
  isCommonPassword,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords.js';
import { presentUser, profileOf } from './user.presenter.js';
import {
  createUser,
  EmailTakenError,
  eraseUser,
  findActiveUserByEmail,
  isKnownDevice,
  findActiveUserById,
  saveMatchingFields,
  saveProfile,
  type Consents,
  type MatchingFields,
  type UserRow,
} from './user.repository.js';
import { deviceHash } from './sessions.js';

/**
 * Guessing a password (issue 16, OWASP's authentication guidance), on top of the per-IP limit the
 * route declares. Only failed sign-ins count, so the owner typing correctly never adds to them.
 * - per account and address: a few failures, then that address waits (the owner elsewhere does not);
 * - per account from everywhere: a slow guess spread over many addresses; past it only devices
 *   that have signed in to the account before may try, so the owner is never locked out by it.
 */
export const SIGN_IN_PAIR_FAILURES: RateLimitRule = { max: 5, windowSeconds: 15 * 60 };
export const SIGN_IN_ACCOUNT_FAILURES: RateLimitRule = { max: 30, windowSeconds: 60 * 60 };
/** How long a retried sign-up (its submission id) finds the account it made. */
export const SIGN_UP_RETRY_SECONDS = 10 * 60;
/** Per-account sign-up attempts (decision 009). */
export const SIGN_UP_ACCOUNT_LIMIT: RateLimitRule = { max: 5, windowSeconds: 60 * 60 };

/** Other ways to sign in that a module adds (social sign-in lists the linked providers). */
export type SignInMethodSource = (db: Kysely<Database>, userId: string) => Promise<SignInMethod[]>;
/** Personal data another module keeps for a user, erased in the same transaction as the account. */
export type AccountEraser = (trx: Kysely<Database>, userId: string) => Promise<void>;

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  agreements: Consents;
  request_id?: string | undefined;
}

/** An e-mail as the limits name it: hashed, so shared state holds no e-mail addresses. */
function accountKey(email: string): string {
  return crypto.createHash('sha256').update(email).digest('base64url').slice(0, 22);
}

export interface AccountServiceOptions {
  db: Kysely<Database>;
  rateLimiter: RateLimiter;
  notifications: NotificationService;
}

const emailTaken = (locale: Locale) =>
  new AppError('email_taken', {
    fields: { email: translate(locale, 'validation.emailTaken') ?? 'email_taken' },
  });

/** Accounts: e-mail sign-up and sign-in, the profile, and withdrawal. */
export class AccountService {
  private readonly methodSources: SignInMethodSource[] = [];
  private readonly erasers: AccountEraser[] = [];

  constructor(private readonly options: AccountServiceOptions) {}

  addSignInMethodSource(source: SignInMethodSource): void {
    this.methodSources.push(source);
  }

  addEraser(eraser: AccountEraser): void {
    this.erasers.push(eraser);
  }

  /** Creates the account and its consents; answers the new user's id (the caller signs them in). */
  async signUp(input: SignUpInput, locale: Locale): Promise<string> {
    await this.limitPerAccount('sign-up', input.email, SIGN_UP_ACCOUNT_LIMIT);
    if (await isCommonPassword(input.password)) {
      throw validationFailed({
        password: translate(locale, 'validation.passwordCommon') ?? 'passwordCommon',
      });
    }
    const { db } = this.options;
    // Checked before hashing so a taken address costs no hash; the unique index has the last word.
    const taken = await findActiveUserByEmail(db, input.email);
    if (taken) return this.sameSignUp(taken, input, locale);
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await createUser(db, {
        email: input.email,
        passwordHash,
        name: input.name,
        consents: input.agreements,
        signUpRequestId: input.request_id,
      });
      return user.id;
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      const winner = await findActiveUserByEmail(db, input.email);
      if (winner) return this.sameSignUp(winner, input, locale);
      throw emailTaken(locale);
    }
  }

  /**
   * A sign-up of a taken address is the retry of the one that took it (same submission id and
   * password, within SIGN_UP_RETRY_SECONDS): it signs in to that account. Anything else is 409.
   */
  private async sameSignUp(taken: UserRow, input: SignUpInput, locale: Locale): Promise<string> {
    const ageSeconds = (Date.now() - taken.created_at.getTime()) / 1000;
    const isRetry =
      input.request_id !== undefined &&
      taken.sign_up_request_id === input.request_id &&
      ageSeconds < SIGN_UP_RETRY_SECONDS &&
      taken.password_hash !== null &&
      (await verifyPassword(taken.password_hash, input.password));
    if (!isRetry) throw emailTaken(locale);
    return taken.id;
  }

  /**
   * The user whose e-mail and password these are. An unknown e-mail, an account without a
   * password and a wrong password all take one argon2 check and answer the same 401; the limits
   * on failures (above) answer 429 before the check, the same for known and unknown e-mails.
   */
  async signIn(
    input: Required<SignInForm>,
    from: { ip: string; clientKey: string },
  ): Promise<string> {
    const { db, rateLimiter } = this.options;
    const account = accountKey(input.email);
    const pairKey = `user/sign-in-failures:${account}:${from.ip}`;
    const everywhereKey = `user/sign-in-failures:${account}`;
    const user = await findActiveUserByEmail(db, input.email);
    const pair = await rateLimiter.peek(pairKey, SIGN_IN_PAIR_FAILURES);
    if (!pair.isAllowed) throw tooManyRequests(pair.retryAfterSeconds);
    const everywhere = await rateLimiter.peek(everywhereKey, SIGN_IN_ACCOUNT_FAILURES);
    if (!everywhere.isAllowed) {
      const isKnown = user ? await isKnownDevice(db, user.id, deviceHash(from.clientKey)) : false;
      if (!isKnown) throw tooManyRequests(everywhere.retryAfterSeconds);
    }
    const isValid = user?.password_hash
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!user || !isValid) {
      await rateLimiter.hit(pairKey, SIGN_IN_PAIR_FAILURES);
      await rateLimiter.hit(everywhereKey, SIGN_IN_ACCOUNT_FAILURES);
      throw unauthorized('invalid_credentials');
    }
    return user.id;
  }

  /** The signed-in user and their notifications (a signed-in answer, `user/read`). */
  async view(
    userId: string,
    locale: Locale,
  ): Promise<{ user: User; notifications: Notification[] }> {
    const [user, notifications] = await Promise.all([
      this.read(userId),
      this.options.notifications.latest(userId, locale),
    ]);
    return { user, notifications };
  }

  async read(userId: string): Promise<User> {
    const row = await findActiveUserById(this.options.db, userId);
    if (!row) throw unauthorized();
    return presentUser(row, await this.methodsOf(userId, row.password_hash !== null));
  }

  /** Saves the profile (profile setup, or the account page); either way it is then complete. */
  async saveProfile(userId: string, profile: Profile): Promise<User> {
    const row = await saveProfile(this.options.db, userId, profile);
    if (!row) throw unauthorized();
    return presentUser(row, await this.methodsOf(userId, row.password_hash !== null));
  }

  /** The live user's complete profile, or null (none yet, or withdrawn): what matching falls back to. */
  async profileOf(userId: string): Promise<Profile | null> {
    const row = await findActiveUserById(this.options.db, userId);
    return row ? profileOf(row) : null;
  }

  /**
   * Copies the survey's answered matching fields into the profile, in the caller's transaction
   * (`db`) so the answer and the profile change together. A withdrawn user: 401.
   */
  async saveMatchingFields(db: Kysely<Database>, userId: string, fields: MatchingFields) {
    if (!(await saveMatchingFields(db, userId, fields))) throw unauthorized();
  }

  /** Withdrawal (decision 009): personal data erased and every session revoked, at once. */
  async delete(userId: string): Promise<void> {
    await this.options.db.transaction().execute(async (trx) => {
      if (!(await eraseUser(trx, userId))) throw unauthorized();
      for (const erase of this.erasers) await erase(trx, userId);
    });
  }

  private async methodsOf(userId: string, hasPassword: boolean): Promise<SignInMethod[]> {
    const linked = await Promise.all(
      this.methodSources.map((source) => source(this.options.db, userId)),
    );
    return [...(hasPassword ? (['email'] as const) : []), ...linked.flat()];
  }

  private async limitPerAccount(action: string, email: string, rule: RateLimitRule) {
    const account = accountKey(email);
    const result = await this.options.rateLimiter.hit(`user/${action}:account:${account}`, rule);
    if (!result.isAllowed) throw tooManyRequests(result.retryAfterSeconds);
  }
}
