import type { Notification, NotificationType } from '../../../shared/contract/notification.js';
import { translate } from '../../../shared/i18n/translate.js';
import type { Locale } from '../../../shared/locale.js';
import { detailPath } from '../../../shared/routes.js';
import { NotificationPayloadSchemas, type NotificationPayload } from './notification-payloads.js';
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

interface Description {
  message: string;
  link: string | null;
}

type Describe<T extends NotificationType> = (
  payload: NotificationPayload<T>,
  locale: Locale,
) => Description;

/** A 임시조치's end as a calendar day in Korea, in the reader's language (2027년 1월 5일). */
const UNTIL_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  'ko-KR': new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeZone: 'Asia/Seoul' }),
  'en-US': new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Seoul' }),
};

/** What every moderation notice stores; a 임시조치's also says when it ends. */
type ModerationPayload = NotificationPayload<'content_hidden'> & { until?: string };

/** A moderation notice: its text names the comment or the review, the link scrolls to it. */
function describeModeration(messageKey: string) {
  return (payload: ModerationPayload, locale: Locale): Description => ({
    message:
      translate(locale, `notificationMessages.${messageKey}.${payload.target_type}`, {
        until: payload.until ? UNTIL_FORMATS[locale].format(new Date(payload.until)) : '',
      }) ?? '',
    link: `${detailPath(payload.item_kind, payload.item_cid)}#${payload.target_type}-${payload.target_id}`,
  });
}

const DESCRIBE: { [T in NotificationType]: Describe<T> } = {
  comment_reply: ({ item_kind, item_cid, comment_id, replier_nickname }, locale) => ({
    message:
      (replier_nickname
        ? translate(locale, 'notificationMessages.commentReply', { nickname: replier_nickname })
        : translate(locale, 'notificationMessages.commentReplyAnonymous')) ?? '',
    link: `${detailPath(item_kind, item_cid)}#comment-${comment_id}`,
  }),
  temporary_measure_applied: describeModeration('temporaryMeasureApplied'),
  report_received: describeModeration('reportReceived'),
  content_hidden: describeModeration('contentHidden'),
  content_restored: describeModeration('contentRestored'),
  objection_received: describeModeration('objectionReceived'),
};

function describe<T extends NotificationType>(
  row: NotificationRow & { type: T },
  locale: Locale,
): Description {
  const payload = NotificationPayloadSchemas[row.type].safeParse(row.payload);
  // A payload that no longer reads (written before its schema changed) still shows, without a link.
  if (!payload.success) {
    const key = row.type === 'comment_reply' ? 'commentReplyAnonymous' : 'unreadable';
    return { message: translate(locale, `notificationMessages.${key}`) ?? '', link: null };
  }
  return DESCRIBE[row.type](payload.data as NotificationPayload<T>, locale);
}
