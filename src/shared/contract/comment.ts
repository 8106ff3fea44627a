import { z } from 'zod';
import { userTextSchema } from '../user-text.js';
import { AuthorSchema } from './author.js';
import { defineCall } from './define.js';

/**
 * Comments (issue 12, product §3, §5, §8): a thread under every item, replies one level deep,
 * likes, one pinned comment per item (operators), editing and deleting one's own. Text is plain
 * (links are found when shown, never HTML). A deleted comment with replies stays as a
 * placeholder (`deleted: true`, empty text); without replies it is gone.
 */

export const COMMENT_TEXT_MAX = 1000;
/** Top-level comments a thread page holds; each brings its replies (up to COMMENT_REPLIES_MAX). */
export const COMMENT_PAGE_SIZE = 20;
/** Replies shown under a comment in a thread page; more are read with `parent_id`. */
export const COMMENT_REPLIES_MAX = 50;
/** Most ids one delete may name. */
export const COMMENT_IDS_MAX = 100;

const ItemCidSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,80}$/);
const CommentIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An opaque keyset cursor from a previous page's `next_cursor`. */
const CursorSchema = z.string().max(200).optional();

export const CommentTextSchema = userTextSchema(COMMENT_TEXT_MAX, 'validation.commentMax');

/** Why a comment or review is not shown: an operator hid it, or a rights-infringement report did (임시조치). */
export const HiddenSchema = z
  .object({
    reason: z.enum(['operator', 'temporary_measure']),
    /** When a 임시조치 ends (ISO 8601); null for an operator's hiding, which lasts until restored. */
    until: z.string().nullable(),
  })
  .nullable();
export type Hidden = z.output<typeof HiddenSchema>;

const CommentFields = {
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  cid: z.string(),
  author: AuthorSchema,
  /** Empty when `deleted`, and when `hidden` for anyone but its author and operators. */
  text: z.string(),
  created_at: z.string(),
  /** Edited after it was written (shown as 수정됨). */
  updated: z.boolean(),
  deleted: z.boolean(),
  hidden: HiddenSchema,
  like_count: z.number().int(),
  liked_by_me: z.boolean(),
  fixed: z.boolean(),
  /** Written by the caller. */
  mine: z.boolean(),
  reply_count: z.number().int(),
};
export const CommentSchema = z.object(CommentFields);
export type Comment = z.output<typeof CommentSchema>;

/** A top-level comment in a thread, with its first replies (oldest first). */
export const ThreadCommentSchema = z.object({ ...CommentFields, replies: z.array(CommentSchema) });
export type ThreadComment = z.output<typeof ThreadCommentSchema>;

/** One of my comments (`/account/my-comments/`), with the item it belongs to. */
export const MyCommentSchema = z.object({
  ...CommentFields,
  item: z.object({
    cid: z.string(),
    kind: z.enum(['policy', 'event', 'video']),
    title: z.string(),
  }),
});
export type MyComment = z.output<typeof MyCommentSchema>;

export const commentCreate = defineCall({
  path: 'comment/create',
  method: 'create',
  auth: 'required',
  summary: `Writes a comment on an item (\`cid\`) or a reply (\`parent_id\`, one level deep), 1 to ${COMMENT_TEXT_MAX} characters. \`request_id\` (a UUID the client makes per submission) makes a double submit one comment. One comment every 5 s (30 s for accounts younger than a day), 20 a day, the same text not twice in 5 minutes: 429 with Retry-After.`,
  input: z.strictObject({
    cid: ItemCidSchema,
    text: CommentTextSchema,
    parent_id: CommentIdSchema.optional(),
    request_id: z.uuid().optional(),
  }),
  output: CommentSchema,
});

export const commentRead = defineCall({
  path: 'comment/read',
  method: 'read',
  auth: 'optional',
  summary: `An item's thread: the pinned comment first, then newest first, ${COMMENT_PAGE_SIZE} top-level comments a page (keyset \`cursor\`), each with up to ${COMMENT_REPLIES_MAX} replies oldest first. With \`parent_id\`: that comment's replies after \`cursor\`. \`total_count\` counts the comments shown (replies included).`,
  input: z.strictObject({
    cid: ItemCidSchema,
    parent_id: CommentIdSchema.optional(),
    cursor: CursorSchema,
  }),
  output: z.object({
    comments: z.array(ThreadCommentSchema),
    next_cursor: z.string().nullable(),
    total_count: z.number().int(),
  }),
});

export const commentReadMine = defineCall({
  path: 'comment/read',
  method: 'read_mine',
  auth: 'required',
  summary: `The signed-in user's comments and replies, newest first, ${COMMENT_PAGE_SIZE} a page (keyset \`cursor\`), each with its item.`,
  input: z.strictObject({ cursor: CursorSchema }),
  output: z.object({
    comments: z.array(MyCommentSchema),
    next_cursor: z.string().nullable(),
    total_count: z.number().int(),
  }),
});

const ByIdSchema = z.strictObject({ id: CommentIdSchema });

export const commentUpdate = defineCall({
  path: 'comment/update',
  method: 'update',
  auth: 'required',
  summary:
    "Changes the text of one's own comment (operators: any); it shows as edited. Missing or deleted: 404.",
  input: z.strictObject({ id: CommentIdSchema, text: CommentTextSchema }),
  output: CommentSchema,
});

const LikeAnswerSchema = z.object({
  id: z.number().int(),
  like_count: z.number().int(),
  liked_by_me: z.boolean(),
});

export const commentLike = defineCall({
  path: 'comment/update',
  method: 'like',
  auth: 'required',
  summary: 'Likes a comment; liking it again changes nothing (one like per user).',
  input: ByIdSchema,
  output: LikeAnswerSchema,
});

export const commentUnlike = defineCall({
  path: 'comment/update',
  method: 'unlike',
  auth: 'required',
  summary: "Takes back the caller's like; without one, changes nothing.",
  input: ByIdSchema,
  output: LikeAnswerSchema,
});

export const commentFix = defineCall({
  path: 'comment/update',
  method: 'fix',
  auth: 'required',
  summary:
    "Operators: pins a top-level comment to the top of its item's thread, unpinning the one pinned before (one per item).",
  input: ByIdSchema,
  output: CommentSchema,
});

export const commentUnfix = defineCall({
  path: 'comment/update',
  method: 'unfix',
  auth: 'required',
  summary: 'Operators: unpins a comment.',
  input: ByIdSchema,
  output: CommentSchema,
});

export const commentDelete = defineCall({
  path: 'comment/delete',
  method: 'delete',
  auth: 'required',
  summary: `Deletes one (\`id\`) or up to ${COMMENT_IDS_MAX} (\`ids\`) of one's own comments (operators: any). With replies it stays as a placeholder. Answers the count deleted; a single \`id\` that is missing or already deleted is 404.`,
  input: z
    .strictObject({
      id: CommentIdSchema.optional(),
      ids: z.array(CommentIdSchema).min(1).max(COMMENT_IDS_MAX).optional(),
    })
    .refine((input) => (input.id === undefined) !== (input.ids === undefined), {
      message: 'Name either id or ids.',
    }),
  output: z.object({ count: z.number().int() }),
});

export const COMMENT_CALLS = {
  'comment/create': commentCreate,
  'comment/read': commentRead,
  'comment/read#read_mine': commentReadMine,
  'comment/update': commentUpdate,
  'comment/update#like': commentLike,
  'comment/update#unlike': commentUnlike,
  'comment/update#fix': commentFix,
  'comment/update#unfix': commentUnfix,
  'comment/delete': commentDelete,
} as const;
