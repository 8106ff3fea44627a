import type { Kysely } from 'kysely';
import type { SocialProvider } from '../../../shared/contract/social-sign-in.js';
import type { Database } from '../../db/schema.js';
import type { SocialIdentity } from './social-providers.js';

/** The user a provider account signs in as, if it was seen before. */
export async function findUserIdByIdentity(
  db: Kysely<Database>,
  provider: SocialProvider,
  subject: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('social_identities')
    .innerJoin('users', 'users.id', 'social_identities.user_id')
    .select('social_identities.user_id')
    .where('social_identities.provider', '=', provider)
    .where('social_identities.subject', '=', subject)
    // A withdrawal removes its identities (migration 0007); this holds even without that.
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Links a provider account to a user. Linking the same pair twice (a double click, a retried
 * confirmation) changes nothing; the answer is the user the identity belongs to afterwards, which
 * differs from `userId` only when it was already linked to someone else.
 */
export async function linkIdentity(
  db: Kysely<Database>,
  userId: string,
  identity: SocialIdentity,
): Promise<string> {
  await db
    .insertInto('social_identities')
    .values({
      provider: identity.provider,
      subject: identity.subject,
      user_id: userId,
      email_seen: identity.email,
      is_email_verified: identity.isEmailVerified,
    })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
  return (await findUserIdByIdentity(db, identity.provider, identity.subject)) ?? userId;
}

/** A returning sign-in: keeps what the provider says now (the e-mail may have changed). */
export async function recordSignIn(db: Kysely<Database>, identity: SocialIdentity): Promise<void> {
  await db
    .updateTable('social_identities')
    .set({
      email_seen: identity.email,
      is_email_verified: identity.isEmailVerified,
      last_sign_in_at: new Date().toISOString(),
    })
    .where('provider', '=', identity.provider)
    .where('subject', '=', identity.subject)
    .execute();
}

/** The providers a user can sign in with, in display order. */
export async function providersOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<SocialProvider[]> {
  const rows = await db
    .selectFrom('social_identities')
    .select('provider')
    .distinct()
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.provider);
}

/** Withdrawal erases the account's identities with its other personal data (AccountService eraser). */
export async function forgetIdentitiesOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('social_identities').where('user_id', '=', userId).execute();
}
