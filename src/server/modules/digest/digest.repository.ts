import { sql, type Kysely } from 'kysely';
import { addDays, daysBetween } from '../../../shared/korea-date.js';
import type { ItemKind } from '../../../shared/routes.js';
import type { Database } from '../../db/schema.js';
import { isClosed, STATUS_CONDITIONS } from '../../db/item-sql.js';

/** All SQL of the weekly digest: what it shows, and whom it goes to. */

type Db = Kysely<Database>;

/** An item as a mail shows it: what decides a click, and where it leads. */
export interface DigestItem {
  cid: string;
  kind: ItemKind;
  title: string;
  agency: string;
  /** The last day to apply (a Korean day), or null (상시, videos). */
  applyEnd: string | null;
  /** Days left on the digest's day while it takes applications; null otherwise. */
  dDay: number | null;
  /** Takes applications all year (상시), rather than having no applications at all (videos). */
  isAlwaysOpen: boolean;
  /** For a member's matches: how the policy fits them. */
  match?: 'eligible' | 'likely';
}

const ITEMS_PER_SECTION = 5;

interface ItemRow {
  cid: string;
  kind: ItemKind;
  title: string;
  agency: string;
  apply_end: string | null;
  is_open: boolean;
  is_always_open: boolean;
}

const itemColumns = (today: string) =>
  [
    'i.cid',
    'i.kind',
    'i.title',
    'i.agency',
    sql<string | null>`i.apply_end::text`.as('apply_end'),
    sql<boolean>`coalesce(${STATUS_CONDITIONS.ING(today)}, false)`.as('is_open'),
    sql<boolean>`i.apply_kind = 'always'`.as('is_always_open'),
  ] as const;

function toDigestItem(row: ItemRow, today: string): DigestItem {
  return {
    cid: row.cid,
    kind: row.kind,
    title: row.title,
    agency: row.agency,
    applyEnd: row.apply_end,
    dDay: row.is_open && row.apply_end ? daysBetween(today, row.apply_end) : null,
    isAlwaysOpen: row.is_always_open,
  };
}

/** Items added in the week before `until` that are still open or coming, newest first. */
export async function newItems(db: Db, until: Date, today: string): Promise<DigestItem[]> {
  const since = new Date(until.getTime() - 7 * 24 * 60 * 60 * 1000);
  const rows = await db
    .selectFrom('catalogue_items as i')
    .select(itemColumns(today))
    .where('i.created_at', '>=', since)
    .where('i.created_at', '<', until)
    .where(sql<boolean>`not ${isClosed(today)}`)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(ITEMS_PER_SECTION)
    .execute();
  return rows.map((row) => toDigestItem(row, today));
}

/** Open items whose last day is within 7 days of `today` (today included), nearest first. */
export async function closingSoon(db: Db, today: string): Promise<DigestItem[]> {
  const rows = await db
    .selectFrom('catalogue_items as i')
    .select(itemColumns(today))
    .where(STATUS_CONDITIONS.ING(today))
    .where(sql<boolean>`i.apply_end <= ${addDays(today, 7)}::date`)
    .orderBy('i.apply_end')
    .orderBy('i.views', 'desc')
    .limit(ITEMS_PER_SECTION)
    .execute();
  return rows.map((row) => toDigestItem(row, today));
}

/** A member's bookmarks that close within 7 days of `today`, nearest first. */
export async function bookmarksClosingSoon(
  db: Db,
  userId: string,
  today: string,
): Promise<DigestItem[]> {
  const rows = await db
    .selectFrom('bookmarks as b')
    .innerJoin('catalogue_items as i', 'i.id', 'b.item_id')
    .select(itemColumns(today))
    .where('b.user_id', '=', userId)
    .where(STATUS_CONDITIONS.ING(today))
    .where(sql<boolean>`i.apply_end <= ${addDays(today, 7)}::date`)
    .orderBy('i.apply_end')
    .limit(ITEMS_PER_SECTION)
    .execute();
  return rows.map((row) => toDigestItem(row, today));
}

export interface Subscriber {
  id: number;
  email: string;
  userId: string | null;
  locale: string;
  status: 'pending' | 'active' | 'unsubscribed';
  unsubscribeToken: string;
}

const subscriberColumns = [
  sql<number>`id::int`.as('id'),
  'email',
  'user_id as userId',
  'locale',
  'status',
  'unsubscribe_token as unsubscribeToken',
] as const;

export async function subscriberById(db: Db, id: number): Promise<Subscriber | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(subscriberColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function subscriberByEmail(db: Db, email: string): Promise<Subscriber | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(subscriberColumns)
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .executeTakeFirst();
}

/**
 * Writes the week's send jobs, one per active subscriber (their key `digest:<week>:<id>` makes a
 * second planning of the same week add only those who subscribed since). Answers how many it added.
 */
export async function planWeek(db: Db, week: string, now: Date): Promise<number> {
  const result = await sql`
    INSERT INTO jobs (name, key, payload, run_at)
    SELECT 'digest.send', 'digest:' || ${week} || ':' || id,
      jsonb_build_object('week', ${week}::text, 'subscriber_id', id), ${now}
    FROM newsletter_subscribers WHERE status = 'active'
    ON CONFLICT (key) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
