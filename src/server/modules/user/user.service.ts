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
import { presentUser } from './user.presenter.js';
import {
  createUser,
  EmailTakenError,
  eraseUser,
  findActiveUserByEmail,
  findActiveUserById,
  saveProfile,
  type Consents,
} from './user.repository.js';

/**
 * Per-account limits (decision 009), on top of the per-IP limits the routes declare. Counting
 * attempts per e-mail stops a slow guess at one account from many addresses.
 */
export const SIGN_IN_ACCOUNT_LIMIT: RateLimitRule = { max: 10, windowSeconds: 15 * 60 };
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
    if (await findActiveUserByEmail(db, input.email)) throw emailTaken(locale);
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await createUser(db, {
        email: input.email,
        passwordHash,
        name: input.name,
        consents: input.agreements,
      });
      return user.id;
    } catch (error) {
      if (error instanceof EmailTakenError) throw emailTaken(locale);
      throw error;
    }
  }

  /**
   * The user whose e-mail and password these are. An unknown e-mail, an account without a
   * password and a wrong password all take one argon2 check and answer the same 401.
   */
  async signIn(input: Required<SignInForm>): Promise<string> {
    await this.limitPerAccount('sign-in', input.email, SIGN_IN_ACCOUNT_LIMIT);
    const user = await findActiveUserByEmail(this.options.db, input.email);
    const isValid = user?.password_hash
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!user || !isValid) throw unauthorized('invalid_credentials');
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
    // The address is hashed: shared state holds no e-mail addresses.
    const account = crypto.createHash('sha256').update(email).digest('base64url').slice(0, 22);
    const result = await this.options.rateLimiter.hit(`user/${action}:account:${account}`, rule);
    if (!result.isAllowed) throw tooManyRequests(result.retryAfterSeconds);
  }
}
