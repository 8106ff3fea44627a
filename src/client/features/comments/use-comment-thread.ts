import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ThreadComment } from '../../../shared/contract/index.js';
import type { QuerySnapshot } from '../../lib/query/query-cache.js';
import { callApi, useQuery, useQueryCache } from '../../lib/query/use-query.js';
import { useLocation } from '../../lib/router.js';
import { rereadThread } from './comment-actions.js';
import {
  commentAnchor,
  repliesCursor,
  repliesKey,
  repliesOf,
  threadKey,
  threadView,
  type ThreadPage,
  type ThreadView,
} from './thread-data.js';

/**
 * The server's page data holds the thread's first call as it is, one answer: once per reader and
 * key it becomes the first of the thread's pages, before the first render shows them. (The lists'
 * `useRestoreOnce` does the same; shared, it would be a chunk of its own, which every page's
 * first script names.)
 */
function useServerAnswerAsFirstPage(key: string) {
  const cache = useQueryCache();
  const [convertedKey, setConvertedKey] = useState<string | null>(null);
  if (convertedKey !== key) {
    const shown = cache.snapshot(key).data;
    if (shown && !Array.isArray(shown)) cache.setData(key, [shown], 'server');
    setConvertedKey(key);
  }
}

/**
 * An item's thread (product §3): its first page comes with the detail's HTML (the server's page
 * data), further pages with "댓글 더 보기" (keyset `cursor`), held as one infinite list in the query
 * cache (decision 014).
 */
export function useCommentThread(cid: string) {
  const key = threadKey(cid);
  useServerAnswerAsFirstPage(key);
  const { snapshot, retry, cache } = useQuery<ThreadPage[]>(
    key,
    (signal) => callApi('comment/read', { cid }, signal).then((page) => [page]),
    // Shown at once when the reader comes back, and read again behind it.
    { freshMs: 0 },
  );
  const view = useMemo(() => threadView(snapshot.data ?? []), [snapshot.data]);
  const { nextCursor } = view;
  const loadMore = useCallback(() => {
    if (!nextCursor) return;
    void cache.fetchMore(key, (signal) =>
      callApi('comment/read', { cid, cursor: nextCursor }, signal),
    );
  }, [cache, cid, key, nextCursor]);
  return { snapshot, view, loadMore, retry };
}

/**
 * The server renders every page as a visitor sees it (decision 007): nothing is "mine" or liked.
 * Once the browser knows who reads (the start-up check, a sign-in, a sign-out), the thread is read
 * again for them.
 */
export function useThreadForViewer(
  cid: string,
  viewerId: string | null | undefined,
  snapshot: QuerySnapshot<ThreadPage[]>,
) {
  const cache = useQueryCache();
  // Who the cached thread was read for: the server's page data for a visitor; a fetch for
  // whoever was known when it was made (the api-client waits for the sign-in check's token).
  const readFor = useRef<string | null | undefined>(undefined);
  const origin = snapshot.origin;
  useEffect(() => {
    if (viewerId === undefined || origin === undefined) return;
    readFor.current ??= origin === 'server' ? null : viewerId;
    if (readFor.current === viewerId) return;
    readFor.current = viewerId;
    rereadThread(cache, cid);
  }, [cache, cid, viewerId, origin]);
}

/**
 * A link to a comment the thread on screen does not hold (a notification's `#comment-12` for a
 * reply written since the thread was read): the thread is read again, once for each such link.
 */
export function useLinkedComment(cid: string, view: ThreadView, isReady: boolean) {
  const cache = useQueryCache();
  const { hash } = useLocation();
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!isReady || !hash.startsWith('#comment-') || askedFor.current === hash) return;
    const isShown = view.comments.some(
      (comment) =>
        `#${commentAnchor(comment.id)}` === hash ||
        comment.replies.some((reply) => `#${commentAnchor(reply.id)}` === hash),
    );
    if (isShown) return;
    askedFor.current = hash;
    rereadThread(cache, cid);
  }, [cache, cid, hash, isReady, view]);
}

/**
 * The replies under one comment: those that came with it, and, once "답글 N개 더 보기" is pressed,
 * the pages of `comment/read` with its `parent_id`.
 */
export function useReplies(cid: string, parent: ThreadComment) {
  const key = repliesKey(cid, parent.id);
  const [isAsked, setIsAsked] = useState(false);
  const page = (cursor: string | undefined) => (signal: AbortSignal) =>
    callApi('comment/read', { cid, parent_id: parent.id, ...(cursor ? { cursor } : {}) }, signal);
  const firstPage = (signal: AbortSignal) => page(undefined)(signal).then((answer) => [answer]);
  const { snapshot, retry, cache } = useQuery<ThreadPage[]>(key, firstPage, {
    freshMs: 60_000,
    enabled: isAsked,
  });
  const more = snapshot.data;
  const replies = useMemo(() => repliesOf(parent, more), [parent, more]);
  const cursor = repliesCursor(more);
  const hidden = Math.max(0, parent.reply_count - replies.length);

  // A comment's replies are read from its first; those that came with it are skipped over (the
  // contract gives no cursor past them), a page or two at most (50 came, 20 a page).
  const lastPage = more?.at(-1);
  const isIdle = snapshot.more === 'idle';
  useEffect(() => {
    if (!lastPage || !cursor || !isIdle) return;
    const known = new Set(parent.replies.map((reply) => reply.id));
    if (lastPage.comments.every((reply) => known.has(reply.id))) {
      void cache.fetchMore(key, page(cursor));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `page` is rebuilt each render; the cursor names it
  }, [cache, key, lastPage, cursor, isIdle, parent.replies]);

  const showMore = () => {
    if (!isAsked) setIsAsked(true);
    else if (!more) retry();
    else if (cursor) void cache.fetchMore(key, page(cursor));
  };
  return {
    replies,
    hidden,
    hasMore: hidden > 0 && (!more || cursor !== null),
    isLoading: (isAsked && snapshot.status === 'loading') || snapshot.more === 'loading',
    isFailed: snapshot.status === 'failed' || snapshot.more === 'failed',
    showMore,
  };
}
