import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  COMMENT_PAGE_SIZE,
  COMMENT_REPLIES_MAX,
  type Comment,
  type commentCreate,
  type commentDelete,
  type commentRead,
  type commentReadMine,
  type commentUpdate,
} from '../../../shared/contract/comment.js';
import { translate } from '../../../shared/i18n/translate.js';
import type { Locale } from '../../../shared/locale.js';
import {
  authorize,
  can,
  recordOperatorAction,
  signedIn,
  type Actor,
} from '../../authorization/index.js';
import type { Database } from '../../db/schema.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import { AppError, notFound, tooManyRequests, validationFailed } from '../../http/app-error.js';
import type { RateLimiter, RateLimitRule } from '../../shared-state/rate-limiter.js';
import { addNotification } from '../notification/notification.repository.js';
import {
  decodeCursor,
  pageOf,
  presentComment,
  presentMyComment,
  presentThread,
  type CursorList,
} from './comment.presenter.js';
import {
  authorCount,
  authorFacts,
  authorPage,
  commentById,
  commentIdByRequest,
  firstReplies,
  forgetCommentLikesOf,
  insertComment,
  itemOf,
  liveComment,
  lockForDelete,
  lockKey,
  lockLiveComment,
  pin,
  repliesPage,
  replyTarget,
  sameTextWait,
  setLike,
  softDelete,
  threadCount,
  threadPage,
  likedAmong,
  unpin,
  updateText,
  type CommentTarget,
  type CommentRow,
  type ItemRef,
} from './comment.repository.js';

type CreateRequest = z.output<(typeof commentCreate)['input']>;
type ReadRequest = z.output<(typeof commentRead)['input']>;
type ReadMineRequest = z.output<(typeof commentReadMine)['input']>;
type UpdateRequest = z.output<(typeof commentUpdate)['input']>;
type DeleteRequest = z.output<(typeof commentDelete)['input']>;
type ThreadAnswer = z.input<(typeof commentRead)['output']>;

/** Per-user limits on writing comments and replies (issue 12), counted by the RateLimiter. */
export const COMMENT_INTERVAL: RateLimitRule = { max: 1, windowSeconds: 5 };
/** Accounts younger than NEW_ACCOUNT_SECONDS wait longer between comments (a fresh spam account). */
export const NEW_ACCOUNT_COMMENT_INTERVAL: RateLimitRule = { max: 1, windowSeconds: 30 };
export const NEW_ACCOUNT_SECONDS = 24 * 60 * 60;
export const COMMENT_DAILY_LIMIT: RateLimitRule = { max: 20, windowSeconds: 24 * 60 * 60 };
/** The same text from the same user within this window is refused (429 `duplicate_comment`). */
export const SAME_TEXT_WINDOW_SECONDS = 5 * 60;

const commentNotFound = () => notFound('comment_not_found');

/**
 * A thread page's comments are the same for every reader, so readers share one read of them a
 * second: a popular thread costs the database one read a second however many read it (the
 * embedded database runs every query in this event loop). What differs per reader (their likes,
 * `mine`, hidden text they may see) is added to the shared rows: one primary-key probe of the
 * reader's likes. A write through this service shows at once (the item's version in the key
 * changes); a change made elsewhere (moderation, a nickname) within 2 s.
 */
const SHARED_PAGE_FRESH_MS = 1_000;
const SHARED_PAGE_MAX_AGE_MS = 2_000;
/** About 10 MB of comments. */
const SHARED_PAGE_MAX_COMMENTS = 20_000;

/** A page of a thread (or of one comment's replies) as read for everyone, before a reader's view. */
interface SharedPage {
  topLevel: CommentRow[];
  replies: CommentRow[];
  nextCursor: string | null;
  total: number;
}

export interface CommentServiceOptions {
  db: Kysely<Database>;
  rateLimiter: RateLimiter;
}

/**
 * The comment calls (product §3, §6). Who may change a comment is the rules' to say
 * (authorization/rules.ts: its author, or an operator; pins are operators' alone); an operator
 * acting on someone else's comment leaves an audit row in the same transaction. Reading is open
 * to visitors. Every write is one transaction; the repository keeps the counters in it.
 */
export class CommentService {
  private readonly sharedPages = new RefreshingCache<SharedPage>({
    name: 'comment_threads',
    freshMs: SHARED_PAGE_FRESH_MS,
    maxAgeMs: SHARED_PAGE_MAX_AGE_MS,
    maxWeight: SHARED_PAGE_MAX_COMMENTS,
    weigh: (page) => page.topLevel.length + page.replies.length,
  });
  /** Per item cid, bumped after each committed write to its thread. */
  private readonly threadVersions = new Map<string, number>();

  constructor(private readonly options: CommentServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  /**
   * Writes a comment, or a reply to `parent_id` on the same item; a reply to a reply joins the
   * same top-level comment (one level deep) and notifies the author it answered. A `request_id`
   * seen before answers that comment again, without counting against the limits.
   */
  async create(actor: Actor, input: CreateRequest): Promise<Comment> {
    authorize(actor, 'create', { type: 'comment' });
    const { id: authorId } = signedIn(actor);
    const id = await this.db.transaction().execute(async (trx) => {
      // One submission of an author at a time: a double submit waits for the first, then finds
      // its comment instead of being refused by the limits the first one just counted.
      await lockKey(trx, `comment-create:${authorId}`);
      if (input.request_id !== undefined) {
        const earlier = await commentIdByRequest(trx, authorId, input.request_id);
        if (earlier !== undefined) return earlier;
      }
      const item = await itemOf(trx, input.cid);
      if (!item) throw notFound();
      const answered =
        input.parent_id === undefined ? undefined : await this.answered(trx, item, input.parent_id);
      const author = await this.limit(trx, authorId, input.text);
      const commentId = await insertComment(trx, {
        itemId: item.id,
        authorId,
        parentId: answered ? (answered.parent_id ?? answered.id) : null,
        text: input.text,
        requestId: input.request_id ?? null,
      });
      if (answered && answered.author_id !== authorId && answered.is_author_active) {
        await addNotification(trx, {
          userId: answered.author_id,
          type: 'comment_reply',
          payload: {
            item_kind: item.kind,
            item_cid: item.cid,
            comment_id: commentId,
            replier_nickname: author.nickname,
          },
        });
      }
      return commentId;
    });
    this.threadChanged([input.cid]);
    return this.present(id, actor);
  }

  /**
   * An item's thread, a page at a time: the pinned comment first, then newest first, each with
   * its first replies; with `parent_id`, a page of that comment's replies.
   */
  async read(actor: Actor, input: ReadRequest, locale: Locale): Promise<ThreadAnswer> {
    const version = this.threadVersions.get(input.cid) ?? 0;
    const key = [input.cid, version, input.parent_id ?? '', input.cursor ?? ''].join('|');
    const page = await this.sharedPages.get(key, () => this.readShared(input, locale));
    const liked =
      actor.kind === 'user'
        ? await likedAmong(this.db, actor.id, likedComments(page))
        : new Set<number>();
    const view = (row: CommentRow) => ({ ...row, liked_by_me: liked.has(row.id) });
    return {
      comments: presentThread(page.topLevel.map(view), page.replies.map(view), actor),
      next_cursor: page.nextCursor,
      total_count: page.total,
    };
  }

  /** The page as everyone reads it, from the database: four queries at most, however long. */
  private async readShared(input: ReadRequest, locale: Locale): Promise<SharedPage> {
    const item = await itemOf(this.db, input.cid);
    if (!item) throw notFound();
    if (input.parent_id !== undefined) {
      return this.readReplies(item, input.parent_id, input.cursor, locale);
    }
    const beforeId = cursorId('thread', input.cursor, locale);
    const [rows, total] = await Promise.all([
      threadPage(this.db, item.id, beforeId, COMMENT_PAGE_SIZE + 1),
      threadCount(this.db, item.id),
    ]);
    const page = pageOf(rows, COMMENT_PAGE_SIZE, 'thread');
    const withReplies = page.rows.filter((row) => row.reply_count > 0).map((row) => row.id);
    const replies = await firstReplies(this.db, withReplies, COMMENT_REPLIES_MAX);
    return { topLevel: page.rows, replies, nextCursor: page.nextCursor, total };
  }

  /** The caller's live comments and replies, newest first, each with its item. */
  async readMine(actor: Actor, input: ReadMineRequest, locale: Locale) {
    const { id: authorId } = signedIn(actor);
    const beforeId = cursorId('mine', input.cursor, locale);
    const [rows, total] = await Promise.all([
      authorPage(this.db, authorId, beforeId, COMMENT_PAGE_SIZE + 1),
      authorCount(this.db, authorId),
    ]);
    const page = pageOf(rows, COMMENT_PAGE_SIZE, 'mine');
    return {
      comments: page.rows.map((row) => presentMyComment(row, actor)),
      next_cursor: page.nextCursor,
      total_count: total,
    };
  }

  /** Changes the text (its author, or an operator, audited); it then shows as edited. */
  async update(actor: Actor, input: UpdateRequest): Promise<Comment> {
    const cid = await this.db.transaction().execute(async (trx) => {
      const target = await lockLiveComment(trx, input.id);
      if (!target) throw commentNotFound();
      authorize(actor, 'update', { type: 'comment', authorId: target.author_id });
      if (target.text === input.text) return; // nothing changes: not marked edited
      await updateText(trx, { id: target.id, authorId: target.author_id }, input.text);
      await this.auditOthers(trx, actor, 'comment_update', target, {
        before: target.text,
        after: input.text,
      });
      return target.cid;
    });
    if (cid) this.threadChanged([cid]);
    return this.present(input.id, actor);
  }

  /** Likes (`isLiked`) or takes back the like; again changes nothing. */
  async setLike(actor: Actor, id: number, isLiked: boolean) {
    const { id: userId } = signedIn(actor);
    const { cid, likeCount } = await this.db.transaction().execute(async (trx) => {
      const target = await liveComment(trx, id);
      if (!target) throw commentNotFound();
      authorize(actor, isLiked ? 'like' : 'unlike', {
        type: 'comment',
        authorId: target.author_id,
      });
      return { cid: target.cid, likeCount: await setLike(trx, id, userId, isLiked) };
    });
    this.threadChanged([cid]);
    return { id, like_count: likeCount, liked_by_me: isLiked };
  }

  /**
   * Pins (`isFixed`) a top-level comment, unpinning the one pinned before on that item, or
   * unpins it; audited. Pinning what is pinned (or unpinning what is not) changes nothing.
   */
  async setFixed(actor: Actor, id: number, isFixed: boolean, locale: Locale): Promise<Comment> {
    const cid = await this.db.transaction().execute(async (trx) => {
      const found = await liveComment(trx, id);
      if (!found) throw commentNotFound();
      authorize(actor, isFixed ? 'fix' : 'unfix', { type: 'comment', authorId: found.author_id });
      if (found.parent_id !== null && isFixed) {
        throw validationFailed({ id: message(locale, 'validation.commentPinTopLevel') });
      }
      // The item's pins one at a time (then the row): two operators pinning two comments of
      // one item cannot both pass the one-pinned-per-item index.
      await lockKey(trx, `comment-pin:${found.item_id}`);
      const target = await lockLiveComment(trx, id);
      if (!target) throw commentNotFound();
      if ((target.fixed_at !== null) === isFixed) return;
      const unpinnedId = isFixed ? await pin(trx, target.item_id, id) : undefined;
      if (!isFixed) await unpin(trx, id);
      await recordOperatorAction(trx, {
        actorId: signedIn(actor).id,
        action: isFixed ? 'comment_fix' : 'comment_unfix',
        resource: { type: 'comment', id: String(id) },
        detail: {
          author_id: target.author_id,
          before: { fixed: !isFixed },
          after: { fixed: isFixed },
          ...(unpinnedId ? { unpinned_id: unpinnedId } : {}),
        },
      });
      return target.cid;
    });
    if (cid) this.threadChanged([cid]);
    return this.present(id, actor);
  }

  /**
   * Deletes `id` (missing or not the caller's: 404 or 403) or those of `ids` the caller may
   * delete (others' are skipped); operators may delete any, audited. Answers the count deleted.
   */
  async delete(actor: Actor, input: DeleteRequest): Promise<{ count: number }> {
    const ids = [...new Set(input.ids ?? (input.id === undefined ? [] : [input.id]))];
    const cids = await this.db.transaction().execute(async (trx) => {
      const targets = await lockForDelete(trx, ids);
      if (input.id !== undefined) {
        const [target] = targets;
        if (!target) throw commentNotFound();
        authorize(actor, 'delete', { type: 'comment', authorId: target.author_id });
      }
      const permitted = targets.filter((target) =>
        can(actor, 'delete', { type: 'comment', authorId: target.author_id }),
      );
      const deleted = await softDelete(
        trx,
        permitted.map((target) => ({ id: target.id, authorId: target.author_id })),
      );
      for (const target of permitted) {
        // The row keeps no text once deleted (softDelete empties it): the audit keeps what it was.
        await this.auditOthers(trx, actor, 'comment_delete', target, {
          before: target.text,
          after: '',
        });
      }
      return permitted.filter((target) => deleted.includes(target.id)).map((target) => target.cid);
    });
    this.threadChanged(cids);
    return { count: cids.length };
  }

  /**
   * Withdrawal (an AccountService eraser, in the account's transaction): the likes go, the
   * comments stay as 탈퇴한 회원's. The threads they show in change; a visitor may see the old
   * page until the account's transaction commits and the page is read again (2 s at most).
   */
  async forgetUser(trx: Kysely<Database>, userId: string): Promise<void> {
    this.threadChanged(await forgetCommentLikesOf(trx, userId));
  }

  /**
   * After a committed change to the threads of these items: visitors' shared pages of them are
   * read afresh. A module that changes comments without this service (moderation hiding one)
   * calls it too; otherwise visitors see the change within 2 s.
   */
  threadChanged(cids: Iterable<string>): void {
    for (const cid of cids) this.threadVersions.set(cid, (this.threadVersions.get(cid) ?? 0) + 1);
  }

  /** A reply's target on `item`: missing, deleted or on another item is 404 `comment_not_found`. */
  private async answered(trx: Transaction<Database>, item: ItemRef, parentId: number) {
    const target = await replyTarget(trx, parentId);
    if (!target || target.item_id !== item.id) throw commentNotFound();
    return target;
  }

  /**
   * The author's limits, checked before writing: the same text within a few minutes, one
   * comment every few seconds (longer for a new account), and so many a day. Answers what the
   * comment needs of its author.
   */
  private async limit(trx: Transaction<Database>, authorId: string, text: string) {
    const wait = await sameTextWait(trx, authorId, text, SAME_TEXT_WINDOW_SECONDS);
    if (wait !== undefined) {
      throw new AppError('duplicate_comment', {
        headers: { 'retry-after': String(Math.max(1, wait)) },
      });
    }
    const author = await authorFacts(trx, authorId, NEW_ACCOUNT_SECONDS);
    const interval = author.isNewAccount ? NEW_ACCOUNT_COMMENT_INTERVAL : COMMENT_INTERVAL;
    for (const [key, rule] of [
      [`comment/create:interval:${authorId}`, interval],
      [`comment/create:day:${authorId}`, COMMENT_DAILY_LIMIT],
    ] as const) {
      const result = await this.options.rateLimiter.hit(key, rule);
      if (!result.isAllowed) throw tooManyRequests(result.retryAfterSeconds);
    }
    return author;
  }

  /** An operator's change to someone else's comment goes to the audit table (decision 012). */
  private async auditOthers(
    trx: Transaction<Database>,
    actor: Actor,
    action: 'comment_update' | 'comment_delete',
    target: CommentTarget,
    detail: Record<string, unknown>,
  ) {
    const { id: actorId } = signedIn(actor);
    if (actorId === target.author_id) return;
    await recordOperatorAction(trx, {
      actorId,
      action,
      resource: { type: 'comment', id: String(target.id) },
      detail: { author_id: target.author_id, ...detail },
    });
  }

  private async present(id: number, actor: Actor): Promise<Comment> {
    const row = await commentById(this.db, id, actor.kind === 'user' ? actor.id : null);
    if (!row) throw commentNotFound();
    return presentComment(row, actor);
  }

  private async readReplies(
    item: ItemRef,
    parentId: number,
    cursor: string | undefined,
    locale: Locale,
  ): Promise<SharedPage> {
    const afterId = cursorId('replies', cursor, locale);
    const parent = await commentById(this.db, parentId, null);
    const isShown = parent && (parent.deleted_at === null || parent.reply_count > 0);
    if (!isShown || parent.cid !== item.cid || parent.parent_id !== null) throw commentNotFound();
    const rows = await repliesPage(this.db, parentId, afterId, COMMENT_PAGE_SIZE + 1);
    const page = pageOf(rows, COMMENT_PAGE_SIZE, 'replies');
    return {
      topLevel: page.rows,
      replies: [],
      nextCursor: page.nextCursor,
      total: parent.reply_count,
    };
  }
}

/** The page's comments anyone liked: only those can be liked by the reader. */
function likedComments(page: SharedPage): number[] {
  return [...page.topLevel, ...page.replies]
    .filter((row) => row.like_count > 0)
    .map((row) => row.id);
}

function message(locale: Locale, key: string): string {
  return translate(locale, key) ?? key;
}

/** The id a page continues from; a cursor that is not one of this list's is a 400. */
function cursorId(list: CursorList, cursor: string | undefined, locale: Locale) {
  if (cursor === undefined) return undefined;
  const id = decodeCursor(list, cursor);
  if (id === undefined)
    throw validationFailed({ cursor: message(locale, 'validation.invalidType') });
  return id;
}
