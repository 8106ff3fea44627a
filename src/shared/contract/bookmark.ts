import { z } from 'zod';
import { ListAnswerSchema } from './catalogue.js';
import { defineCall } from './define.js';
import { filterList, listRequestSchema } from './list.js';

/**
 * Bookmarks (issue 12): the items a signed-in user saved, read back as a list in the same shape
 * as the catalogue's lists so the same cards show them. There is no `bookmark/update`: a
 * bookmark has nothing to change (the dispatcher answers 400 `unknown_method` for it).
 */

/** Most cids one delete may name. */
export const BOOKMARK_CIDS_MAX = 100;

/** The catalogue's cid as the database allows it; anything else (NUL, spaces, 10,000 chars) is a 400. */
const BookmarkCidSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,80}$/);

const BOOKMARK_KINDS = ['policy', 'event', 'video'] as const;

export const bookmarkCreate = defineCall({
  path: 'bookmark/create',
  method: 'create',
  auth: 'required',
  summary:
    'Saves one item (`cid`) for the signed-in user; saving it again changes nothing. Unknown cid: 404 not_found.',
  input: z.strictObject({ cid: BookmarkCidSchema }),
  output: z.object({ cid: z.string(), bookmarked: z.literal(true) }),
});

export const bookmarkRead = defineCall({
  path: 'bookmark/read',
  method: 'read',
  auth: 'required',
  summary:
    "A page of the signed-in user's saved items, newest saved first, in the list answer's shape (closed items included, with their CLOSED label; `recommends` is empty): filters (kind), 24 a page.",
  input: listRequestSchema(['newest'], z.strictObject({ kind: filterList(BOOKMARK_KINDS) })),
  output: ListAnswerSchema,
});

/** Most saved cids `read_cids` answers (newest saved first); cards beyond them show unsaved. */
export const BOOKMARK_CIDS_READ_MAX = 2000;

export const bookmarkReadCids = defineCall({
  path: 'bookmark/read',
  method: 'read_cids',
  auth: 'required',
  summary: `The cids of the signed-in user's saved items (newest saved first, at most ${BOOKMARK_CIDS_READ_MAX}), read once so every card shows its saved state without a call of its own.`,
  input: z.strictObject({}),
  output: z.object({ cids: z.array(z.string()) }),
});

export const bookmarkDelete = defineCall({
  path: 'bookmark/delete',
  method: 'delete',
  auth: 'required',
  summary: `Removes one (\`cid\`) or up to ${BOOKMARK_CIDS_MAX} (\`cids\`) of the signed-in user's bookmarks; cids not saved are ignored. Answers the count removed.`,
  // One object rather than a union, so a 101st cid is reported on `cids` itself.
  input: z
    .strictObject({
      cid: BookmarkCidSchema.optional(),
      cids: z.array(BookmarkCidSchema).min(1).max(BOOKMARK_CIDS_MAX).optional(),
    })
    .refine((input) => (input.cid === undefined) !== (input.cids === undefined), {
      message: 'Name either cid or cids.',
    }),
  output: z.object({ count: z.number().int() }),
});
