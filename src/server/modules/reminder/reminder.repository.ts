import { sql, type Kysely } from 'kysely';
import type { ItemKind } from '../../../shared/routes.js';
import type { Database } from '../../db/schema.js';
import { isClosed } from '../../db/item-sql.js';

/** All SQL of deadline reminders: the members' setting, the day's plan, and the check at send time. */

type Db = Kysely<Database>;

export async function reminderLocaleOf(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('reminder_settings')
    .select('locale')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.locale;
}

/** Turns reminders on in `locale`; turned on again, they keep their stop link and take the language. */
export async function enableReminders(
  db: Db,
  userId: string,
  locale: string,
  stopToken: string,
): Promise<void> {
  await db
    .insertInto('reminder_settings')
    .values({ user_id: userId, locale, stop_token: stopToken })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ locale }))
    .execute();
}

export async function forgetReminderSetting(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('reminder_settings').where('user_id', '=', userId).execute();
}

/** Turns reminders off by a mail's stop link: answers whether they were on. */
export async function forgetReminderSettingByToken(db: Db, stopToken: string): Promise<boolean> {
  const result = await db
    .deleteFrom('reminder_settings')
    .where('stop_token', '=', stopToken)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Writes a send job for each bookmark of a member with reminders on whose item's last day is
 * `days` after `today` (for each of `stages`). The key names the user, the item, its last day
 * and the stage: each reminder once, and a deadline moved later is a new one. Answers how many.
 */
export async function planReminders(
  db: Db,
  today: string,
  stages: readonly number[],
  now: Date,
): Promise<number> {
  const result = await sql`
    INSERT INTO jobs (name, key, payload, run_at)
    SELECT 'reminder.send',
      'reminder:' || s.user_id || ':' || i.id || ':' || i.apply_end || ':d' || stage.days,
      jsonb_build_object('user_id', s.user_id, 'item_id', i.id, 'apply_end', i.apply_end::text,
        'days', stage.days),
      ${now}
    FROM reminder_settings s
    JOIN bookmarks b ON b.user_id = s.user_id
    JOIN catalogue_items i ON i.id = b.item_id
    JOIN (SELECT unnest(${sql.val(stages)}::int[]) AS days) AS stage
      ON i.apply_end = ${today}::date + stage.days
    WHERE i.apply_kind = 'range'
    ON CONFLICT (key) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export interface ReminderTarget {
  email: string | null;
  /** Null when the member turned reminders off (and then the stop token too). */
  locale: string | null;
  stopToken: string | null;
  isBookmarked: boolean;
  isClosed: boolean;
  cid: string;
  kind: ItemKind;
  title: string;
  agency: string;
  applyEnd: string | null;
}

/** Everything the send checks, read as it is now (a member may have changed it since the plan). */
export async function reminderTarget(
  db: Db,
  userId: string,
  itemId: number,
  today: string,
): Promise<ReminderTarget | undefined> {
  return db
    .selectFrom('catalogue_items as i')
    .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
    .leftJoin('reminder_settings as s', 's.user_id', 'u.id')
    .select([
      'u.email',
      's.locale',
      's.stop_token as stopToken',
      sql<boolean>`exists (select 1 from bookmarks b where b.user_id = u.id and b.item_id = i.id)`.as(
        'isBookmarked',
      ),
      sql<boolean>`${isClosed(today)}`.as('isClosed'),
      'i.cid',
      'i.kind',
      'i.title',
      'i.agency',
      sql<string | null>`i.apply_end::text`.as('applyEnd'),
    ])
    .where('i.id', '=', itemId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}
