import { sql, type Kysely, type Transaction } from 'kysely';
import type { ItemKind } from '../../../shared/routes.js';
import type { HiddenReason, Database } from '../../db/schema.js';

/**
 * All SQL of comments and likes (migration 0012). The service asks the rules (decision 012) who
 * may change a comment; every write here names the author it was authorized for as well
 * (defence in depth). Counters (`like_count`, `reply_count`) change only in the transaction that
 * adds or removes what they count, as `count ± n` under the row's lock, so none is ever lost.
 */

type Db = Kysely<Database>;

export interface ItemRef {
  id: number;
  cid: string;
  kind: ItemKind;
}

/** The catalogue item with `cid`, or undefined when there is none. */
export async function itemOf(db: Db, cid: string): Promise<ItemRef | undefined> {
  return db
    .selectFrom('catalogue_items')
    .select(['id', 'cid', 'kind'])
    .where('cid', '=', cid)
    .executeTakeFirst();
}

/** A comment as it is shown: the row, its item's cid, its author's naming fields, the viewer's like. */
export interface CommentRow {
  id: number;
  parent_id: number | null;
  cid: string;
  author_id: string;
  author_nickname: string | null;
  author_deleted_at: Date | null;
  author_dormant_at: Date | null;
  text: string;
  created_at: Date;
  updated_at: Date | null;
  deleted_at: Date | null;
  fixed_at: Date | null;
  like_count: number;
  reply_count: number;
  hidden_reason: HiddenReason | null;
  hidden_until: Date | null;
  /** Hidden now: by an operator, or by a 임시조치 that has not ended. */
  is_hidden: boolean;
  liked_by_me: boolean;
}

/** One of the caller's comments with the item it belongs to (`read_mine`). */
export interface MyCommentRow extends CommentRow {
  item_kind: ItemKind;
  item_title: string;
}

/**
 * Comments with everything a reader sees, in one query: the author (a primary-key join) and
 * whether `viewerId` liked each (a primary-key probe), so a page costs no query per comment.
 */
function selectComments(db: Db, viewerId: string | null) {
  return db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .innerJoin('catalogue_items as i', 'i.id', 'c.item_id')
    .select([
      'c.id',
      'c.parent_id',
      'i.cid',
      'c.author_id',
      'u.nickname as author_nickname',
      'u.deleted_at as author_deleted_at',
      'u.dormant_at as author_dormant_at',
      'c.text',
      'c.created_at',
      'c.updated_at',
      'c.deleted_at',
      'c.fixed_at',
      'c.like_count',
      'c.reply_count',
      'c.hidden_reason',
      'c.hidden_until',
      sql<boolean>`coalesce(c.hidden_reason = 'operator'
        or (c.hidden_reason = 'temporary_measure' and c.hidden_until > now()), false)`.as(
        'is_hidden',
      ),
      viewerId === null
        ? sql<boolean>`false`.as('liked_by_me')
        : sql<boolean>`exists (select 1 from comment_likes l
            where l.comment_id = c.id and l.user_id = ${viewerId})`.as('liked_by_me'),
    ]);
}

/** Which of `commentIds` the user liked: one primary-key probe each. */
export async function likedAmong(
  db: Db,
  userId: string,
  commentIds: readonly number[],
): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('comment_likes')
    .select('comment_id')
    .where('user_id', '=', userId)
    .where('comment_id', 'in', commentIds)
    .execute();
  return new Set(rows.map((row) => Number(row.comment_id)));
}

/** A top-level comment is shown while live, and as a placeholder while it has live replies. */
const SHOWN_TOP_LEVEL = sql<boolean>`(c.deleted_at is null or c.reply_count > 0)`;
/** The thread index's leading order (migration 0012): the pinned comment (false) before the rest. */
const IS_UNPINNED = sql<boolean>`(c.fixed_at is null)`;

/**
 * Thread pages are read as everyone sees them (`liked_by_me` false); the service adds a reader's
 * likes with likedAmong.
 *
 * A page of an item's shown top-level comments: the first page has the pinned one first, then
 * newest first; later pages (after `beforeId`) continue below the last unpinned id.
 */
export async function threadPage(
  db: Db,
  itemId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<CommentRow[]> {
  let query = selectComments(db, null)
    .where('c.item_id', '=', itemId)
    .where('c.parent_id', 'is', null)
    .where(SHOWN_TOP_LEVEL);
  // Written as the index's expression, so the keyset is a range scan of comments_thread.
  query =
    beforeId === undefined
      ? query.orderBy(IS_UNPINNED)
      : query.where(IS_UNPINNED).where('c.id', '<', beforeId);
  return query.orderBy('c.id', 'desc').limit(limit).execute();
}

/** Comments a thread shows: its shown top-level comments and their live replies. */
export async function threadCount(db: Db, itemId: number): Promise<number> {
  const row = await db
    .selectFrom('comments as c')
    .select(sql<number>`(count(*) + coalesce(sum(c.reply_count), 0))::int`.as('count'))
    .where('c.item_id', '=', itemId)
    .where('c.parent_id', 'is', null)
    .where(SHOWN_TOP_LEVEL)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The first `perParent` live replies of each of `parentIds`, oldest first, in one query. */
export async function firstReplies(
  db: Db,
  parentIds: readonly number[],
  perParent: number,
): Promise<CommentRow[]> {
  if (parentIds.length === 0) return [];
  // A bounded walk of comments_replies per parent, however many replies a parent has.
  const replyIds = db
    .selectFrom('comments as parent')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('comments as r')
          .select('r.id')
          .whereRef('r.parent_id', '=', 'parent.id')
          .where('r.deleted_at', 'is', null)
          .orderBy('r.id')
          .limit(perParent)
          .as('r'),
      (join) => join.onTrue(),
    )
    .select('r.id')
    .where('parent.id', 'in', parentIds);
  return selectComments(db, null)
    .where('c.id', 'in', replyIds)
    .orderBy('c.parent_id')
    .orderBy('c.id')
    .execute();
}

/** A page of a comment's live replies after `afterId`, oldest first. */
export async function repliesPage(
  db: Db,
  parentId: number,
  afterId: number | undefined,
  limit: number,
): Promise<CommentRow[]> {
  let query = selectComments(db, null)
    .where('c.parent_id', '=', parentId)
    .where('c.deleted_at', 'is', null);
  if (afterId !== undefined) query = query.where('c.id', '>', afterId);
  return query.orderBy('c.id').limit(limit).execute();
}

/** A page of the author's live comments and replies, newest first, each with its item. */
export async function authorPage(
  db: Db,
  authorId: string,
  beforeId: number | undefined,
  limit: number,
): Promise<MyCommentRow[]> {
  let query = selectComments(db, authorId)
    .select(['i.kind as item_kind', 'i.title as item_title'])
    .where('c.author_id', '=', authorId)
    .where('c.deleted_at', 'is', null);
  if (beforeId !== undefined) query = query.where('c.id', '<', beforeId);
  return query.orderBy('c.id', 'desc').limit(limit).execute();
}

export async function authorCount(db: Db, authorId: string): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('author_id', '=', authorId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** One comment as shown to `viewerId` (after a write), deleted or not. */
export async function commentById(
  db: Db,
  id: number,
  viewerId: string | null,
): Promise<CommentRow | undefined> {
  return selectComments(db, viewerId).where('c.id', '=', id).executeTakeFirst();
}

/** What a write needs to know of its target before the rules decide. */
export interface CommentTarget {
  id: number;
  item_id: number;
  /** The item's cid (a subquery, not a join: locking a target must not lock its item). */
  cid: string;
  parent_id: number | null;
  author_id: string;
  text: string;
  fixed_at: Date | null;
}

/** Comments as a write needs them (CommentTarget). */
function selectTargets(db: Db) {
  return db
    .selectFrom('comments')
    .select([
      'comments.id',
      'comments.item_id',
      sql<string>`(select i.cid from catalogue_items i where i.id = comments.item_id)`.as('cid'),
      'comments.parent_id',
      'comments.author_id',
      'comments.text',
      'comments.fixed_at',
    ]);
}

/** The live (not deleted) comment `id`, locked for this transaction's change. */
export async function lockLiveComment(
  trx: Transaction<Database>,
  id: number,
): Promise<CommentTarget | undefined> {
  return selectTargets(trx)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The live comments among `ids`, locked for deleting them, with the parents whose `reply_count`
 * that changes: all in one id order, so two deletes that overlap queue instead of deadlocking.
 */
export async function lockForDelete(
  trx: Transaction<Database>,
  ids: readonly number[],
): Promise<CommentTarget[]> {
  const rows = await selectTargets(trx)
    .select('deleted_at')
    .where((eb) =>
      eb.or([
        eb('id', 'in', ids),
        eb(
          'id',
          'in',
          eb.selectFrom('comments as r').select('r.parent_id').where('r.id', 'in', ids),
        ),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.filter((row) => row.deleted_at === null && ids.includes(row.id));
}

/** The live comment `id` without locking it (likes lock the row when they count). */
export async function liveComment(db: Db, id: number): Promise<CommentTarget | undefined> {
  return selectTargets(db).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The live comment a reply answers, with whether its author still has an account to notify. */
export async function replyTarget(
  db: Db,
  id: number,
): Promise<(CommentTarget & { is_author_active: boolean }) | undefined> {
  return selectTargets(db)
    .innerJoin('users as u', 'u.id', 'comments.author_id')
    .select(sql<boolean>`u.deleted_at is null`.as('is_author_active'))
    .where('comments.id', '=', id)
    .where('comments.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Holds `key` until the transaction ends: writers of the same key go one at a time (a user's
 * comments, an item's pin), while everyone else goes on.
 */
export async function lockKey(trx: Transaction<Database>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

// ---- Writing a comment ----

/** The author's comment made with `requestId` (an earlier submission of the same form). */
export async function commentIdByRequest(
  db: Db,
  authorId: string,
  requestId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where('author_id', '=', authorId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Seconds until the author may post `text` again, when a live comment of theirs had the same text
 * within the last `windowSeconds`; undefined otherwise.
 */
export async function sameTextWait(
  db: Db,
  authorId: string,
  text: string,
  windowSeconds: number,
): Promise<number | undefined> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const row = await db
    .selectFrom('comments')
    .select(
      sql<number>`ceil(extract(epoch from (max(created_at) + ${window} - now())))::int`.as('wait'),
    )
    .where('author_id', '=', authorId)
    .where('deleted_at', 'is', null)
    .where('text', '=', text)
    .where(sql<boolean>`created_at > now() - ${window}`)
    .executeTakeFirstOrThrow();
  return row.wait ?? undefined;
}

/** What a new comment needs of its author: the nickname for a notification, and the account's age. */
export async function authorFacts(
  db: Db,
  userId: string,
  newAccountSeconds: number,
): Promise<{ nickname: string | null; isNewAccount: boolean }> {
  const row = await db
    .selectFrom('users')
    .select([
      'nickname',
      sql<boolean>`created_at > now() - make_interval(secs => ${newAccountSeconds})`.as(
        'isNewAccount',
      ),
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row;
}

export interface NewComment {
  itemId: number;
  authorId: string;
  parentId: number | null;
  text: string;
  requestId: string | null;
}

/** Adds a comment; a reply raises its parent's `reply_count` in the same transaction. */
export async function insertComment(
  trx: Transaction<Database>,
  comment: NewComment,
): Promise<number> {
  const { id } = await trx
    .insertInto('comments')
    .values({
      item_id: comment.itemId,
      author_id: comment.authorId,
      parent_id: comment.parentId,
      text: comment.text,
      request_id: comment.requestId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (comment.parentId !== null) {
    await trx
      .updateTable('comments')
      .set((eb) => ({ reply_count: eb('reply_count', '+', 1) }))
      .where('id', '=', comment.parentId)
      .execute();
  }
  return id;
}

/** Replaces the text of the live comment `id` written by `authorId`, marking it edited. */
export async function updateText(
  trx: Transaction<Database>,
  target: { id: number; authorId: string },
  text: string,
): Promise<void> {
  await trx
    .updateTable('comments')
    .set({ text, updated_at: new Date() })
    .where('id', '=', target.id)
    .where('author_id', '=', target.authorId)
    .where('deleted_at', 'is', null)
    .execute();
}

// ---- Likes ----

/**
 * Adds or removes the user's like and moves the counter by the rows actually changed, in one
 * transaction: `like_count ± 1` runs under the comment row's lock, so concurrent likes queue
 * rather than overwrite one another. Answers the count after the change.
 */
export async function setLike(
  trx: Transaction<Database>,
  commentId: number,
  userId: string,
  isLiked: boolean,
): Promise<number> {
  const changed = isLiked
    ? await trx
        .insertInto('comment_likes')
        .values({ comment_id: commentId, user_id: userId })
        .onConflict((conflict) => conflict.columns(['comment_id', 'user_id']).doNothing())
        .returning('comment_id')
        .execute()
    : await trx
        .deleteFrom('comment_likes')
        .where('comment_id', '=', commentId)
        .where('user_id', '=', userId)
        .returning('comment_id')
        .execute();
  const step = changed.length * (isLiked ? 1 : -1);
  const row = await trx
    .updateTable('comments')
    .set((eb) => ({ like_count: eb('like_count', '+', step) }))
    .where('id', '=', commentId)
    .returning('like_count')
    .executeTakeFirstOrThrow();
  return row.like_count;
}

/**
 * Withdrawal (an AccountService eraser): the account's likes go and the counters they raised come
 * down; its comments stay, shown as 탈퇴한 회원. Answers the cids of the items whose threads now
 * show differently.
 */
export async function forgetCommentLikesOf(db: Db, userId: string): Promise<string[]> {
  const { rows } = await sql<{ cid: string }>`
    with gone as (delete from comment_likes where user_id = ${userId} returning comment_id),
    lowered as (
      update comments c set like_count = c.like_count - 1
      from gone where c.id = gone.comment_id
      returning c.item_id
    )
    select i.cid from catalogue_items i
    where i.id in (select item_id from lowered union select item_id from comments where author_id = ${userId})`.execute(
    db,
  );
  return rows.map((row) => row.cid);
}

// ---- Pins ----

/**
 * Pins the top-level comment `id` of `itemId`, unpinning the one pinned before; answers that
 * one's id, if any. The caller holds the item's pin lock, so two pins never race to the index.
 */
export async function pin(
  trx: Transaction<Database>,
  itemId: number,
  id: number,
): Promise<number | undefined> {
  const previous = await trx
    .updateTable('comments')
    .set({ fixed_at: null })
    .where('item_id', '=', itemId)
    .where('fixed_at', 'is not', null)
    .where('id', '<>', id)
    .returning('id')
    .executeTakeFirst();
  await trx
    .updateTable('comments')
    .set({ fixed_at: new Date() })
    .where('id', '=', id)
    .where('parent_id', 'is', null)
    .execute();
  return previous?.id;
}

export async function unpin(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.updateTable('comments').set({ fixed_at: null }).where('id', '=', id).execute();
}

// ---- Deleting ----

/**
 * Deletes the live comments among `targets` (each named with the author it was authorized for):
 * the row stays with its text emptied and unpinned, so a comment with replies stays as a
 * placeholder; each deleted reply lowers its parent's `reply_count`. Answers the ids deleted.
 */
export async function softDelete(
  trx: Transaction<Database>,
  targets: readonly { id: number; authorId: string }[],
): Promise<number[]> {
  if (targets.length === 0) return [];
  const pairs = sql.join(targets.map((t) => sql`(${t.id}::bigint, ${t.authorId}::uuid)`));
  const gone = await trx
    .updateTable('comments')
    .set({ deleted_at: new Date(), text: '', fixed_at: null })
    .where(sql<boolean>`(id, author_id) in (${pairs})`)
    .where('deleted_at', 'is', null)
    .returning(['id', 'parent_id'])
    .execute();
  const repliesGone = new Map<number, number>();
  for (const { parent_id } of gone) {
    if (parent_id !== null) repliesGone.set(parent_id, (repliesGone.get(parent_id) ?? 0) + 1);
  }
  for (const [parentId, count] of repliesGone) {
    await trx
      .updateTable('comments')
      .set((eb) => ({ reply_count: eb('reply_count', '-', count) }))
      .where('id', '=', parentId)
      .execute();
  }
  return gone.map((row) => row.id);
}
