import { z } from 'zod';
import type { NotificationType } from '../../../shared/contract/notification.js';
import { ITEM_KINDS, type ItemKind } from '../../../shared/routes.js';

/**
 * What each notification type stores. The message and link are made when it is read, in the
 * reader's language, so a stored notification never goes stale when copy changes.
 */

const ItemKindSchema = z.enum(ITEM_KINDS as unknown as readonly [ItemKind, ...ItemKind[]]);

/** The comment or review moderation acted on, and its item (the link scrolls to it). */
const ModeratedContentPayload = z.object({
  target_type: z.enum(['comment', 'rating']),
  target_id: z.number().int().positive(),
  item_kind: ItemKindSchema,
  item_cid: z.string().min(1),
});

/** The same, with when the 임시조치 ends (ISO 8601). */
const TemporaryMeasurePayload = ModeratedContentPayload.extend({ until: z.iso.datetime() });

export const NotificationPayloadSchemas = {
  comment_reply: z.object({
    item_kind: ItemKindSchema,
    item_cid: z.string().min(1),
    /** The reply, so the link can scroll to it. */
    comment_id: z.number().int().positive(),
    /** The replier's nickname when the reply was written; null shows a message without a name. */
    replier_nickname: z.string().nullable(),
  }),
  /** To an author: a rights-infringement report hid their content until `until`; they may object. */
  temporary_measure_applied: TemporaryMeasurePayload,
  /** To a reporter: the rights-infringement report is received and the content hidden until `until`. */
  report_received: TemporaryMeasurePayload,
  /** To an author: operators hid their content. */
  content_hidden: ModeratedContentPayload,
  /** To an author: their hidden content shows again. */
  content_restored: ModeratedContentPayload,
  /** To operators: the author objects to the 임시조치 ending `until`; they decide before then. */
  objection_received: TemporaryMeasurePayload,
} satisfies Record<NotificationType, z.ZodType>;

export type NotificationPayload<T extends NotificationType = NotificationType> = z.input<
  (typeof NotificationPayloadSchemas)[T]
>;
