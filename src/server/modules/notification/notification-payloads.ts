import { z } from 'zod';
import type { NotificationType } from '../../../shared/contract/notification.js';
import { ITEM_KINDS, type ItemKind } from '../../../shared/routes.js';

/**
 * What each notification type stores. The message and link are made when it is read, in the
 * reader's language, so a stored notification never goes stale when copy changes.
 */
export const NotificationPayloadSchemas = {
  comment_reply: z.object({
    item_kind: z.enum(ITEM_KINDS as unknown as readonly [ItemKind, ...ItemKind[]]),
    item_cid: z.string().min(1),
    /** The reply, so the link can scroll to it. */
    comment_id: z.number().int().positive(),
    /** The replier's nickname when the reply was written; null shows a message without a name. */
    replier_nickname: z.string().nullable(),
  }),
} satisfies Record<NotificationType, z.ZodType>;

export type NotificationPayload<T extends NotificationType = NotificationType> = z.input<
  (typeof NotificationPayloadSchemas)[T]
>;
