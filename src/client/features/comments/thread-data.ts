import type {
  ApiCalls,
  Comment,
  RouteOutput,
  ThreadComment,
} from '../../../shared/contract/index.js';
import { queryKey } from '../../lib/query/query-cache.js';

/**
 * An item's comment thread as the query cache holds it (decision 014): the pages of
 * `comment/read` under the first page's key, and, for a comment whose further replies were asked
 * for, the pages of `comment/read` with its `parent_id`. The functions here change those pages the
 * way the server will have changed (a like, an edit, a reply, a delete), so the screen shows a
 * write at once without reading the whole thread again.
 */

export type ThreadPage = RouteOutput<ApiCalls, 'comment/read'>;

/** The anchor of a comment: notification links end with it (`#comment-12`). */
export function commentAnchor(id: number): string {
  return `comment-${id}`;
}

export function threadKey(cid: string): string {
  return queryKey('comment/read', { cid });
}

/** The further replies of one comment (their own infinite list). */
export function repliesKey(cid: string, parentId: number): string {
  return queryKey('comment/read', { cid, parent_id: parentId });
}

/** Every key of `cid`'s thread: its pages and any comment's further replies. */
export function isThreadKeyOf(cid: string): (key: string) => boolean {
  const first = threadKey(cid);
  const replies = `${queryKey('comment/read', { cid, parent_id: 0 }).split('"parent_id"')[0]}"parent_id":`;
  return (key) => key === first || key.startsWith(replies);
}

export interface ThreadView {
  comments: ThreadComment[];
  total: number;
  nextCursor: string | null;
}

/** The pages as one list: each comment once (a comment written meanwhile may shift a page). */
export function threadView(pages: readonly ThreadPage[]): ThreadView {
  const seen = new Set<number>();
  const comments: ThreadComment[] = [];
  for (const page of pages) {
    for (const comment of page.comments) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      comments.push(comment);
    }
  }
  const last = pages.at(-1);
  return { comments, total: last?.total_count ?? 0, nextCursor: last?.next_cursor ?? null };
}

/**
 * The replies shown under `parent`, oldest first: those that came with it (and any written here
 * since), and those asked for after.
 */
export function repliesOf(
  parent: ThreadComment,
  more: readonly ThreadPage[] | undefined,
): Comment[] {
  const byId = new Map<number, Comment>();
  for (const page of more ?? []) for (const reply of page.comments) byId.set(reply.id, reply);
  for (const reply of parent.replies) byId.set(reply.id, reply);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Where the next page of `parent`'s replies starts; null when all are there. */
export function repliesCursor(more: readonly ThreadPage[] | undefined): string | null {
  return more?.at(-1)?.next_cursor ?? null;
}

/**
 * Every comment of the pages (top level and replies) through `change`; `null` takes it out.
 * `totalDelta` moves the count the heading shows.
 */
function mapComments(
  pages: readonly ThreadPage[],
  change: (comment: Comment) => Comment | null,
  totalDelta = 0,
): ThreadPage[] {
  return pages.map((page) => ({
    ...page,
    total_count: Math.max(0, page.total_count + totalDelta),
    comments: page.comments.flatMap((comment) => {
      const changed = change(comment);
      if (!changed) return [];
      const replies = comment.replies.flatMap((reply) => {
        const kept = change(reply);
        return kept ? [kept] : [];
      });
      return [{ ...changed, replies }];
    }),
  }));
}

/** The comment `id` with `fields` changed (an edit, a like's new count). */
export function withCommentChanged(
  pages: readonly ThreadPage[],
  id: number,
  fields: Partial<Comment>,
): ThreadPage[] {
  return mapComments(pages, (comment) => (comment.id === id ? { ...comment, ...fields } : comment));
}

/** A like given or taken back, before the server answers with the exact count. */
export function withLikeToggled(pages: readonly ThreadPage[], id: number): ThreadPage[] {
  return mapComments(pages, (comment) =>
    comment.id === id
      ? {
          ...comment,
          liked_by_me: !comment.liked_by_me,
          like_count: Math.max(0, comment.like_count + (comment.liked_by_me ? -1 : 1)),
        }
      : comment,
  );
}

/**
 * A new comment at the top of the thread (under the pinned one), or a new reply last under its
 * parent, whose reply count grows.
 */
export function withCommentAdded(pages: readonly ThreadPage[], added: Comment): ThreadPage[] {
  if (added.parent_id !== null) {
    const parentId = added.parent_id;
    return mapComments(pages, (comment) => comment, 1).map((page) => ({
      ...page,
      comments: page.comments.map((comment) =>
        comment.id === parentId
          ? {
              ...comment,
              reply_count: comment.reply_count + 1,
              replies: [...comment.replies.filter((reply) => reply.id !== added.id), added],
            }
          : comment,
      ),
    }));
  }
  const [first, ...rest] = mapComments(pages, (comment) => comment, 1);
  if (!first) return [];
  const others = first.comments.filter((comment) => comment.id !== added.id);
  const pinned = others.findIndex((comment) => !comment.fixed);
  const at = pinned === -1 ? others.length : pinned;
  const comments = [...others.slice(0, at), { ...added, replies: [] }, ...others.slice(at)];
  return [{ ...first, comments }, ...rest];
}

/** How many comments the pages show, replies included (what `total_count` counts). */
function shownCount(pages: readonly ThreadPage[]): number {
  return pages.reduce(
    (sum, page) =>
      sum + page.comments.reduce((inPage, comment) => inPage + 1 + comment.replies.length, 0),
    0,
  );
}

/**
 * A deleted comment: with replies it stays as the "삭제된 댓글이에요" placeholder; without, it goes.
 * A deleted reply goes, and its parent's count drops; a deleted parent left without replies goes
 * too. The heading's count drops by the comments that went.
 */
export function withCommentDeleted(pages: readonly ThreadPage[], deleted: Comment): ThreadPage[] {
  const { id, parent_id: parentId } = deleted;
  const changed = mapComments(pages, (comment) => {
    if (comment.id === id) {
      return comment.reply_count > 0 && comment.parent_id === null
        ? { ...comment, deleted: true, text: '', like_count: 0, liked_by_me: false }
        : null;
    }
    if (comment.id !== parentId) return comment;
    const replyCount = Math.max(0, comment.reply_count - 1);
    return comment.deleted && replyCount === 0 ? null : { ...comment, reply_count: replyCount };
  });
  const gone = shownCount(pages) - shownCount(changed);
  return mapComments(changed, (comment) => comment, -gone);
}
