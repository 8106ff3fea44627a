import type { Kysely } from 'kysely';
import {
  NOTIFICATION_READ_LIMIT,
  type Notification,
} from '../../../shared/contract/notification.js';
import type { Locale } from '../../../shared/locale.js';
import { authorize, can, signedIn, type Actor } from '../../authorization/index.js';
import type { Database } from '../../db/schema.js';
import { presentNotification } from './notification.presenter.js';
import {
  countUnread,
  deleteNotifications,
  listNotifications,
  markRead,
  ownersOf,
} from './notification.repository.js';

type Db = Kysely<Database>;
type ChangeAction = 'update' | 'delete';

/**
 * The bell's calls. Who may read, mark or delete a notification is the rules' to say
 * (authorization/rules.ts: its owner only); the SQL names the owner as well.
 */
export class NotificationService {
  constructor(private readonly db: Db) {}

  /**
   * Newest first, as a signed-in answer and `notification/read` carry them. For the account
   * service, which has just established that `ownerId` is the caller.
   */
  async latest(ownerId: string, locale: Locale): Promise<Notification[]> {
    const rows = await listNotifications(this.db, ownerId, NOTIFICATION_READ_LIMIT);
    return rows.map((row) => presentNotification(row, locale));
  }

  /** The actor's own notifications and their unread count. */
  async read(actor: Actor, locale: Locale) {
    const { id: ownerId } = signedIn(actor);
    authorize(actor, 'read', { type: 'notification', ownerId });
    const [notifications, unreadCount] = await Promise.all([
      this.latest(ownerId, locale),
      countUnread(this.db, ownerId),
    ]);
    return { notifications, unread_count: unreadCount };
  }

  /** Marks read those of `ids` the actor may update; others' ids are ignored (the contract says so). */
  async markRead(actor: Actor, ids: number[]) {
    return this.change(actor, 'update', ids, markRead);
  }

  /** Deletes those of `ids` the actor may delete; others' ids are ignored. */
  async delete(actor: Actor, ids: number[]) {
    return this.change(actor, 'delete', ids, deleteNotifications);
  }

  private async change(
    actor: Actor,
    action: ChangeAction,
    ids: number[],
    write: (db: Db, ownerId: string, ids: number[]) => Promise<number>,
  ) {
    const { id: ownerId } = signedIn(actor);
    return this.db.transaction().execute(async (trx) => {
      const permitted = (await ownersOf(trx, ids))
        .filter((row) => can(actor, action, { type: 'notification', ownerId: row.user_id }))
        .map((row) => row.id);
      const count = permitted.length ? await write(trx, ownerId, permitted) : 0;
      return { count, unread_count: await countUnread(trx, ownerId) };
    });
  }
}
