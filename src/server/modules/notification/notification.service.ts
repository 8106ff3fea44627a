import type { Kysely } from 'kysely';
import {
  NOTIFICATION_READ_LIMIT,
  type Notification,
} from '../../../shared/contract/notification.js';
import type { Locale } from '../../../shared/locale.js';
import type { Database } from '../../db/schema.js';
import { presentNotification } from './notification.presenter.js';
import {
  countUnread,
  deleteNotifications,
  listNotifications,
  markRead,
} from './notification.repository.js';

/** The bell's calls: a user reads, marks and deletes their own notifications only. */
export class NotificationService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first, as a signed-in answer and `notification/read` carry them. */
  async latest(userId: string, locale: Locale): Promise<Notification[]> {
    const rows = await listNotifications(this.db, userId, NOTIFICATION_READ_LIMIT);
    return rows.map((row) => presentNotification(row, locale));
  }

  async read(userId: string, locale: Locale) {
    const [notifications, unreadCount] = await Promise.all([
      this.latest(userId, locale),
      countUnread(this.db, userId),
    ]);
    return { notifications, unread_count: unreadCount };
  }

  async markRead(userId: string, ids: number[]) {
    const count = await markRead(this.db, userId, ids);
    return { count, unread_count: await countUnread(this.db, userId) };
  }

  async delete(userId: string, ids: number[]) {
    const count = await deleteNotifications(this.db, userId, ids);
    return { count, unread_count: await countUnread(this.db, userId) };
  }
}
