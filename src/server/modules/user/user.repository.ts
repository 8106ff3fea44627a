import { sql, type Kysely, type Selectable } from 'kysely';
import type { Profile } from '../../../shared/account-fields.js';
import {
  MARKETING_VERSION,
  PRIVACY_VERSION,
  TERMS_VERSION,
} from '../../../shared/account-fields.js';
import type { ConsentKind, Database, RevokeReason, Role, UsersTable } from '../../db/schema.js';

/**
 * All SQL of accounts: users and their consents, and the refresh token families that are their
 * sessions. Functions take a Kysely handle or a transaction.
 */

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<Database>;

/** The e-mail belongs to a live account already (also when two sign-ups race). */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

const UNIQUE_VIOLATION = '23505';

/** Which version of each text a consent refers to (account-fields.ts). */
export const CONSENT_TEXT_VERSIONS: Record<ConsentKind, string> = {
  terms: TERMS_VERSION,
  privacy: PRIVACY_VERSION,
  marketing: MARKETING_VERSION,
};

export interface Consents {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

export interface NewUser {
  email: string | null;
  /** Null for an account that signs in only through a social provider. */
  passwordHash: string | null;
  name: string | null;
  consents: Consents;
  /** The sign-up form's submission id, so its retry finds this account. */
  signUpRequestId?: string | undefined;
}

export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .where('email', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findActiveUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * A new account with its consents, each stored with the version of its text. Pass a transaction
 * to make it part of a larger write. A live account with the same e-mail is an EmailTakenError.
 */
export async function createUser(db: Db, user: NewUser): Promise<UserRow> {
  const write = async (trx: Db) => {
    const row = await trx
      .insertInto('users')
      .values({
        email: user.email?.toLowerCase() ?? null,
        password_hash: user.passwordHash,
        name: user.name,
        sign_up_request_id: user.signUpRequestId ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_consents')
      .values(
        (Object.keys(CONSENT_TEXT_VERSIONS) as ConsentKind[]).map((kind) => ({
          user_id: row.id,
          kind,
          text_version: CONSENT_TEXT_VERSIONS[kind],
          is_agreed: user.consents[kind],
        })),
      )
      .execute();
    return row;
  };
  try {
    return db.isTransaction ? await write(db) : await db.transaction().execute(write);
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTakenError();
    throw error;
  }
}

export interface ConsentRow {
  kind: ConsentKind;
  text_version: string;
  is_agreed: boolean;
  decided_at: Date;
}

export async function listConsents(db: Db, userId: string): Promise<ConsentRow[]> {
  return db
    .selectFrom('user_consents')
    .select(['kind', 'text_version', 'is_agreed', 'decided_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * Saves a live user's profile. Both profile calls take every field, so a saved profile is complete:
 * the first save records when.
 */
export async function saveProfile(
  db: Db,
  userId: string,
  profile: Profile,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({
      ...profile,
      updated_at: new Date(),
      profile_completed_at: sql<Date>`coalesce(profile_completed_at, now())`,
    })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The profile fields the survey may update (issue 13): only those the user answered. */
export type MatchingFields = Partial<
  Pick<
    Profile,
    'birth_year' | 'region' | 'income' | 'marital_status' | 'detailed_category' | 'interests'
  >
>;

/**
 * Copies answered matching fields into a live user's profile (the survey's `update_profile`). A
 * profile not yet complete stays so: profile setup still asks for the rest.
 */
export async function saveMatchingFields(
  db: Db,
  userId: string,
  fields: MatchingFields,
): Promise<boolean> {
  if (Object.keys(fields).length === 0) return true;
  const result = await db
    .updateTable('users')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Withdrawal: every personal field erased at once, consents deleted, every session revoked; the
 * modules' erasers take the rest (notifications, social identities). The row stays so that content
 * can still name "a withdrawn member".
 */
export async function eraseUser(trx: Db, userId: string): Promise<boolean> {
  const erased = await trx
    .updateTable('users')
    .set({
      email: null,
      password_hash: null,
      name: null,
      sign_up_request_id: null,
      nickname: null,
      gender: null,
      birth_year: null,
      region: null,
      income: null,
      employment: null,
      detailed_category: [],
      marital_status: null,
      interests: [],
      profile_completed_at: null,
      updated_at: new Date(),
      deleted_at: new Date(),
    })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (erased.numUpdatedRows === 0n) return false;
  await trx.deleteFrom('user_consents').where('user_id', '=', userId).execute();
  await revokeSessions(trx, { userId }, 'account_deleted');
  return true;
}

// ---- Sessions: refresh token families ----

/** Whether the user has a session (live, or ended within the week pruning keeps) begun on the device. */
export async function isKnownDevice(db: Db, userId: string, deviceHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_token_families')
    .select('id')
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A new sign-in session on the device `deviceHash`; a dormant account (migration 0008) is active
 * again from here on.
 */
export async function createSession(
  db: Db,
  userId: string,
  deviceHash: string | null,
): Promise<string> {
  await db
    .updateTable('users')
    .set({ dormant_at: null })
    .where('id', '=', userId)
    .where('dormant_at', 'is not', null)
    .execute();
  const row = await db
    .insertInto('refresh_token_families')
    .values({ user_id: userId, device_hash: deviceHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addRefreshToken(
  db: Db,
  token: { hash: Buffer; sessionId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: token.hash, family_id: token.sessionId, expires_at: token.expiresAt })
    .execute();
}

export interface RefreshTokenRow {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** Set when the session was revoked or the account deleted: the token is worth nothing. */
  isSessionOver: boolean;
}

export async function findRefreshToken(db: Db, hash: Buffer): Promise<RefreshTokenRow | undefined> {
  const row = await db
    .selectFrom('refresh_tokens as t')
    .innerJoin('refresh_token_families as f', 'f.id', 't.family_id')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select([
      't.family_id',
      'f.user_id',
      't.expires_at',
      't.used_at',
      sql<boolean>`f.revoked_at is not null or u.deleted_at is not null`.as('is_over'),
    ])
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();
  return (
    row && {
      sessionId: row.family_id,
      userId: row.user_id,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
      isSessionOver: row.is_over,
    }
  );
}

/**
 * Spends a refresh token. Exactly one of several concurrent exchanges of the same token wins
 * (true); the others find it spent.
 */
export async function spendRefreshToken(db: Db, hash: Buffer): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends one session, or every session of a user. */
export async function revokeSessions(
  db: Db,
  which: { sessionId: string } | { userId: string },
  reason: RevokeReason,
): Promise<void> {
  await db
    .updateTable('refresh_token_families')
    .set({ revoked_at: new Date(), revoke_reason: reason })
    .$call((query) =>
      'sessionId' in which
        ? query.where('id', '=', which.sessionId)
        : query.where('user_id', '=', which.userId),
    )
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Keeps the token store small. A spent token is kept a week to catch its reuse (the family is
 * revoked); after that, a replayed copy is merely unknown, which still lets nobody in. Sessions
 * revoked a week ago, or whose every token has expired, go entirely.
 */
export async function pruneSessions(db: Db): Promise<void> {
  const weekAgo = sql<Date>`now() - interval '7 days'`;
  await db.deleteFrom('refresh_tokens').where('used_at', '<', weekAgo).execute();
  await db
    .deleteFrom('refresh_token_families as f')
    .where((eb) =>
      eb.or([
        eb('f.revoked_at', '<', weekAgo),
        eb.not(
          eb.exists(
            eb
              .selectFrom('refresh_tokens as t')
              .select('t.family_id')
              .whereRef('t.family_id', '=', 'f.id')
              .where('t.expires_at', '>', sql<Date>`now()`),
          ),
        ),
      ]),
    )
    .execute();
}

/**
 * The user's role when an access token's session still stands (not revoked, its user not
 * withdrawn), else undefined. The role rides on this check, which every signed-in call makes
 * anyway: a role removed by `npm run user:role` is gone at the next request (decision 012).
 */
export async function roleOfLiveSession(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<Role | undefined> {
  const row = await db
    .selectFrom('refresh_token_families as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select('u.role')
    .where('f.id', '=', sessionId)
    .where('f.user_id', '=', userId)
    .where('f.revoked_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.role;
}
