import { z } from 'zod';
import { RATING_PAGE_SIZE, RATING_SCORES, RATING_TEXT_MAX } from '../community.js';
import { userTextSchema } from '../user-text.js';
import { AuthorSchema } from './author.js';
import { HiddenSchema } from './comment.js';
import { defineCall } from './define.js';

/**
 * One-line reviews with a score (issue 12, product §1, §7, §8): one per user and item, a score
 * of 1 to 5 and one line of text. Give to get: reading others' reviews or the statistics of an
 * item needs one's own review of it first (403 `review_required`, product §8's message).
 */

export { RATING_PAGE_SIZE, RATING_SCORES, RATING_TEXT_MAX };

const ItemCidSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,80}$/);
const RatingIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ScoreSchema = z.number().int().min(1).max(5);
/** A page's `next_cursor`, handed back for the next page (the last review's id; opaque to clients). */
const CursorSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/)
  .optional();

export const RatingTextSchema = userTextSchema(RATING_TEXT_MAX, 'validation.reviewMax', {
  isOneLine: true,
});

export const RatingSchema = z.object({
  id: z.number().int(),
  cid: z.string(),
  author: AuthorSchema,
  score: z.number().int(),
  /** Empty when `hidden`, for anyone but its author and operators. */
  text: z.string(),
  created_at: z.string(),
  updated: z.boolean(),
  hidden: HiddenSchema,
  mine: z.boolean(),
});
export type Rating = z.output<typeof RatingSchema>;

export const RatingStatsSchema = z.object({
  /** Mean score with one decimal; null when there is no review. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many reviews gave each score, keys "1" to "5". */
  counts: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int()),
});
export type RatingStats = z.output<typeof RatingStatsSchema>;

const RatingPageSchema = z.object({
  ratings: z.array(RatingSchema),
  next_cursor: z.string().nullable(),
  total_count: z.number().int(),
});

export const ratingCreate = defineCall({
  path: 'rating/create',
  method: 'create',
  auth: 'required',
  summary: `Writes the caller's one-line review of an item: \`score\` 1 to 5 and \`text\` of 1 to ${RATING_TEXT_MAX} characters on one line. One per user and item: a second is 409 \`rating_exists\` (change it with rating/update).`,
  input: z.strictObject({ cid: ItemCidSchema, score: ScoreSchema, text: RatingTextSchema }),
  output: RatingSchema,
});

export const ratingRead = defineCall({
  path: 'rating/read',
  method: 'read',
  auth: 'optional',
  summary: `An item's reviews, newest first (the caller's among them), ${RATING_PAGE_SIZE} a page (keyset \`cursor\`), and the caller's own (\`mine\`). Without one's own review of the item: 403 \`review_required\`, to visitors too (the message says what to do). Operators read without one (\`mine\` null). Hidden reviews stay in the list with \`hidden\` set and empty text; \`total_count\` counts them.`,
  input: z.strictObject({ cid: ItemCidSchema, cursor: CursorSchema }),
  /** `mine` is null only for an operator, who reads without a review of their own. */
  output: RatingPageSchema.extend({ mine: RatingSchema.nullable() }),
});

export const ratingReadById = defineCall({
  path: 'rating/read',
  method: 'read_by_id',
  auth: 'optional',
  summary:
    "One review by id: one's own always; another's only with one's own review of that item (else 403 `review_required`).",
  input: z.strictObject({ id: RatingIdSchema }),
  output: RatingSchema,
});

export const ratingReadByScore = defineCall({
  path: 'rating/read',
  method: 'read_by_score',
  auth: 'optional',
  summary:
    "An item's reviews of one score, newest first, paged like `read`; needs one's own review (403 `review_required`).",
  input: z.strictObject({ cid: ItemCidSchema, score: ScoreSchema, cursor: CursorSchema }),
  output: RatingPageSchema,
});

export const ratingReadStats = defineCall({
  path: 'rating/read',
  method: 'read_stats',
  auth: 'optional',
  summary:
    "An item's average score, count and count per score, of the reviews not hidden; needs one's own review (403 `review_required`).",
  input: z.strictObject({ cid: ItemCidSchema }),
  output: RatingStatsSchema,
});

export const ratingUpdate = defineCall({
  path: 'rating/update',
  method: 'update',
  auth: 'required',
  summary: "Changes the score and text of one's own review (`id`); it shows as edited.",
  input: z.strictObject({ id: RatingIdSchema, score: ScoreSchema, text: RatingTextSchema }),
  output: RatingSchema,
});

export const ratingDelete = defineCall({
  path: 'rating/delete',
  method: 'delete',
  auth: 'required',
  summary: "Deletes one's own review (`id`); missing: 404.",
  input: z.strictObject({ id: RatingIdSchema }),
  output: z.object({ count: z.number().int() }),
});

export const RATING_CALLS = {
  'rating/create': ratingCreate,
  'rating/read': ratingRead,
  'rating/read#read_by_id': ratingReadById,
  'rating/read#read_by_score': ratingReadByScore,
  'rating/read#read_stats': ratingReadStats,
  'rating/update': ratingUpdate,
  'rating/delete': ratingDelete,
} as const;
