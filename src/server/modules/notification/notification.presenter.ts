import type { Notification } from '../../../shared/contract/notification.js';
import { translate } from '../../../shared/i18n/translate.js';
import type { Locale } from '../../../shared/locale.js';
import { detailPath } from '../../../shared/routes.js';
import { NotificationPayloadSchemas } from './notification-payloads.js';
import type { NotificationRow } from './notification.repository.js';

/** A stored notification as the bell shows it: message in the reader's language, and a link. */
export function presentNotification(row: NotificationRow, locale: Locale): Notification {
  return {
    id: row.id,
    type: row.type,
    read_datetime: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    ...describe(row, locale),
  };
}

function describe(row: NotificationRow, locale: Locale): { message: string; link: string | null } {
  const reply = NotificationPayloadSchemas.comment_reply.safeParse(row.payload);
  if (!reply.success) {
    return {
      message: translate(locale, 'notificationMessages.commentReplyAnonymous') ?? '',
      link: null,
    };
  }
  const { item_kind, item_cid, comment_id, replier_nickname } = reply.data;
  const message = replier_nickname
    ? translate(locale, 'notificationMessages.commentReply', { nickname: replier_nickname })
    : translate(locale, 'notificationMessages.commentReplyAnonymous');
  return {
    message: message ?? '',
    link: `${detailPath(item_kind, item_cid)}#comment-${comment_id}`,
  };
}
