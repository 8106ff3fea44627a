import type { Comment } from '../../../shared/contract/index.js';
import { api } from '../../lib/api.js';
import { runOptimistic, type QueryCache } from '../../lib/query/query-cache.js';
import {
  isThreadKeyOf,
  repliesKey,
  threadKey,
  threadView,
  withCommentAdded,
  withCommentChanged,
  withCommentDeleted,
  withLikeToggled,
  type ThreadPage,
} from './thread-data.js';

/**
 * What a reader does to a thread (product §3), through the data layer (decision 014): the change
 * shows at once in every cached page of the thread, is then sent; a refusal undoes it and reads
 * the thread again. Pages further down are not read again after a success, so the reader keeps
 * their place.
 */

type PagesChange = (pages: readonly ThreadPage[]) => ThreadPage[];

/** The thread's cached keys that hold pages now: its own, and each comment's further replies. */
function cachedKeys(cache: QueryCache, cid: string): string[] {
  const key = threadKey(cid);
  const pages = cache.snapshot<ThreadPage[]>(key).data ?? [];
  const replyKeys = threadView(pages).comments.map((comment) => repliesKey(cid, comment.id));
  return [key, ...replyKeys].filter((each) => cache.snapshot(each).data !== undefined);
}

/** Applies `change` to every cached page of the thread; returns how to put them back. */
function changeThread(cache: QueryCache, cid: string, change: PagesChange): () => void {
  const before = cachedKeys(cache, cid).map(
    (key) => [key, cache.snapshot<ThreadPage[]>(key).data!] as const,
  );
  for (const [key, pages] of before) cache.setData(key, change(pages), 'local');
  return () => {
    for (const [key, pages] of before) cache.setData(key, pages, 'local');
  };
}

/** Reads the thread again (after a refused change, or for another reader). */
export function rereadThread(cache: QueryCache, cid: string): void {
  cache.invalidate(isThreadKeyOf(cid));
}

function optimistic(
  cache: QueryCache,
  cid: string,
  change: PagesChange,
  send: () => Promise<unknown>,
): Promise<boolean> {
  return runOptimistic({
    apply: () => changeThread(cache, cid, change),
    send,
    reconcile: () => rereadThread(cache, cid),
  });
}

/** Like or unlike: the count moves at once; the server's answer then sets the exact count. */
export function toggleLike(cache: QueryCache, cid: string, comment: Comment): Promise<boolean> {
  const route = comment.liked_by_me ? 'comment/update#unlike' : 'comment/update#like';
  return optimistic(
    cache,
    cid,
    (pages) => withLikeToggled(pages, comment.id),
    async () => {
      const { id, like_count, liked_by_me } = await api.call(route, { id: comment.id });
      changeThread(cache, cid, (pages) =>
        withCommentChanged(pages, id, { like_count, liked_by_me }),
      );
    },
  );
}

/** Deletes one's own comment; with replies it stays as a placeholder. */
export function deleteComment(cache: QueryCache, cid: string, comment: Comment): Promise<boolean> {
  return optimistic(
    cache,
    cid,
    (pages) => withCommentDeleted(pages, comment),
    () => api.call('comment/delete', { id: comment.id }),
  );
}

/** A new comment or reply the server has written: shown where it belongs in the thread. */
export function showAddedComment(cache: QueryCache, cid: string, added: Comment): void {
  changeThread(cache, cid, (pages) => withCommentAdded(pages, added));
}

/** An edit the server has taken: its text, marked edited. */
export function showEditedComment(cache: QueryCache, cid: string, edited: Comment): void {
  const { text, updated } = edited;
  changeThread(cache, cid, (pages) => withCommentChanged(pages, edited.id, { text, updated }));
}
