import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type ConsentPurpose = 'newsletter' | 'advertising';
/** Where a consent was given or withdrawn (the ledger's `source`). */
export type ConsentSource =
  'footer' | 'home' | 'account' | 'confirm_link' | 'unsubscribe_link' | 'account_deletion';

export interface ConsentChange {
  email: string;
  userId: string | null;
  purpose: ConsentPurpose;
  granted: boolean;
  textVersion: string;
  source: ConsentSource;
}

const byEmail = (db: Db, email: string) =>
  db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase());

/** The subscription of an address, locked for the caller's transaction. */
export const findByEmailForUpdate = (db: Db, email: string) =>
  byEmail(db, email).forUpdate().executeTakeFirst();

export const findByEmail = (db: Db, email: string) => byEmail(db, email).executeTakeFirst();

export function findByUnsubscribeToken(db: Db, token: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('unsubscribe_token', '=', token)
    .forUpdate()
    .executeTakeFirst();
}

export function findByConfirmHash(db: Db, hash: Buffer) {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('confirm_token_hash', '=', hash)
    .forUpdate()
    .executeTakeFirst();
}

/** A live account's address (withdrawn accounts have none). */
export async function accountEmail(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The live account an address belongs to, if any: its subscription is that member's. */
export async function accountOf(db: Db, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function recordConsent(db: Db, change: ConsentChange): Promise<void> {
  await db
    .insertInto('consent_records')
    .values({
      email: change.email,
      user_id: change.userId,
      purpose: change.purpose,
      granted: change.granted,
      text_version: change.textVersion,
      source: change.source,
    })
    .execute();
}

/** The latest word of an address on a purpose: granted, withdrawn, or never asked (false). */
export async function isConsentGranted(
  db: Db,
  email: string,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const row = await db
    .selectFrom('consent_records')
    .select('granted')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('purpose', '=', purpose)
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.granted ?? false;
}
