import { sql, type Kysely, type Selectable } from 'kysely';
import type { NotificationType } from '../../../shared/contract/notification.js';
import type { Database, NotificationsTable } from '../../db/schema.js';
import { NotificationPayloadSchemas, type NotificationPayload } from './notification-payloads.js';

/**
 * All SQL of notifications. The service asks the rules (decision 012) who may touch which; every
 * query that reads or changes a user's notifications names the owner as well (defence in depth).
 */

export type NotificationRow = Selectable<NotificationsTable>;
type Db = Kysely<Database>;

export interface NewNotification<T extends NotificationType = NotificationType> {
  userId: string;
  type: T;
  payload: NotificationPayload<T>;
}

/**
 * Adds a notification for a user (the comments issue calls this when someone replies). The payload
 * is checked against its type's schema: a wrong one is a programming error and throws.
 */
export async function addNotification<T extends NotificationType>(
  db: Db,
  notification: NewNotification<T>,
): Promise<NotificationRow> {
  const payload = NotificationPayloadSchemas[notification.type].parse(notification.payload);
  return db
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      type: notification.type,
      payload: JSON.stringify(payload),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listNotifications(
  db: Db,
  userId: string,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The owners of the notifications among `ids` that exist, for the rules to decide on. */
export async function ownersOf(db: Db, ids: number[]): Promise<{ id: number; user_id: string }[]> {
  return db.selectFrom('notifications').select(['id', 'user_id']).where('id', 'in', ids).execute();
}

/** Marks the user's own notifications among `ids` read; returns how many changed. */
export async function markRead(db: Db, userId: string, ids: number[]): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the user's own notifications among `ids`; returns how many went. */
export async function deleteNotifications(db: Db, userId: string, ids: number[]): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Withdrawal erases the account's notifications with its other personal data (AccountService eraser). */
export async function forgetNotificationsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}
