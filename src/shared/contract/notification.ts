import { z } from 'zod';
import { defineCall } from './define.js';

/**
 * Notifications (product §3, §4): a reply to one's comment, and what moderation tells people
 * (issue 12): an author that a rights-infringement report put a 임시조치 on their comment or
 * review (`temporary_measure_applied`), the reporter that the report was received and the content
 * hidden (`report_received`), an author that operators hid or restored it (`content_hidden`,
 * `content_restored`), and operators that an author objected to a 임시조치 (`objection_received`).
 * The server writes the message in the caller's language and the link to
 * follow, so the bell shows them as they are.
 */

export const NOTIFICATION_TYPES = [
  'comment_reply',
  'temporary_measure_applied',
  'report_received',
  'content_hidden',
  'content_restored',
  'objection_received',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Most notifications a read returns (newest first); the unread count covers them all. */
export const NOTIFICATION_READ_LIMIT = 50;
/** Most ids one update or delete may name. */
export const NOTIFICATION_IDS_MAX = 100;

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** When the user read it; null means unread (product §3). */
  read_datetime: z.string().nullable(),
  created_at: z.string(),
  /** Ready to show, in the caller's language, e.g. "민지님이 내 댓글에 답글을 달았어요." */
  message: z.string(),
  /** Where a click goes (a site path such as `/policy-details/R2026…/#comment-12`), or null. */
  link: z.string().nullable(),
});
export type Notification = z.output<typeof NotificationSchema>;

/** The notifications a signed-in answer and `notification/read` carry. */
export const NotificationListSchema = z.array(NotificationSchema);

const IdsInputSchema = z.strictObject({
  ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .min(1)
    .max(NOTIFICATION_IDS_MAX),
});

const ChangeAnswerSchema = z.object({
  /** How many of the named notifications were the caller's and changed. */
  count: z.number().int(),
  unread_count: z.number().int(),
});

export const notificationRead = defineCall({
  path: 'notification/read',
  method: 'read',
  auth: 'required',
  summary: `The signed-in user's notifications, newest first (at most ${NOTIFICATION_READ_LIMIT}), and how many are unread.`,
  input: z.strictObject({}),
  output: z.object({
    notifications: NotificationListSchema,
    unread_count: z.number().int(),
  }),
});

export const notificationUpdate = defineCall({
  path: 'notification/update',
  method: 'update',
  auth: 'required',
  summary:
    "Marks one or a list of the user's notifications read (`ids`); others' ids are ignored. Answers the count changed and the unread count.",
  input: IdsInputSchema,
  output: ChangeAnswerSchema,
});

export const notificationDelete = defineCall({
  path: 'notification/delete',
  method: 'delete',
  auth: 'required',
  summary:
    "Deletes one or a list of the user's notifications (`ids`); others' ids are ignored. Answers the count deleted and the unread count.",
  input: IdsInputSchema,
  output: ChangeAnswerSchema,
});
