import { useCallback, useMemo } from 'react';
import type { ApiCalls, MyComment, RouteOutput } from '../../../shared/contract/index.js';
import { api } from '../../lib/api.js';
import { queryKey, runOptimistic } from '../../lib/query/query-cache.js';
import { callApi, useQuery } from '../../lib/query/use-query.js';
import { rereadThread } from './comment-actions.js';

type MinePage = RouteOutput<ApiCalls, 'comment/read#read_mine'>;

const KEY = queryKey('comment/read#read_mine', {});

const firstPage = (signal: AbortSignal) =>
  callApi('comment/read#read_mine', {}, signal).then((page) => [page]);

/**
 * The signed-in user's comments and replies (`/account/my-comments/`, product §2): newest first,
 * a page after another as the reader scrolls (keyset `cursor`), one infinite list in the query
 * cache; deleting one or several shows at once and is undone if the server refuses.
 */
export function useMyComments() {
  const { snapshot, retry, cache } = useQuery<MinePage[]>(KEY, firstPage, {
    freshMs: 0,
    keepStale: false,
  });
  const pages = snapshot.data;
  const { comments, total, nextCursor } = useMemo(() => {
    const seen = new Set<number>();
    const all: MyComment[] = [];
    for (const page of pages ?? []) {
      for (const comment of page.comments) {
        if (!seen.has(comment.id)) all.push(comment);
        seen.add(comment.id);
      }
    }
    const last = pages?.at(-1);
    return { comments: all, total: last?.total_count ?? 0, nextCursor: last?.next_cursor ?? null };
  }, [pages]);

  const canLoadMore = snapshot.status === 'ready' && snapshot.more !== 'loading' && !!nextCursor;
  const loadMore = useCallback(() => {
    if (!canLoadMore || !nextCursor) return;
    void cache.fetchMore(KEY, (signal) =>
      callApi('comment/read#read_mine', { cursor: nextCursor }, signal),
    );
  }, [cache, canLoadMore, nextCursor]);

  /** Deletes `ids` (one, or those selected): gone from the list at once, back if refused. */
  const remove = useCallback(
    (ids: readonly number[]) => {
      const gone = new Set(ids);
      const removed = comments.filter((comment) => gone.has(comment.id));
      return runOptimistic({
        apply() {
          const before = cache.snapshot<MinePage[]>(KEY).data ?? [];
          cache.setData(
            KEY,
            before.map((page) => ({
              ...page,
              comments: page.comments.filter((comment) => !gone.has(comment.id)),
              total_count: Math.max(0, page.total_count - gone.size),
            })),
            'local',
          );
          return () => cache.setData(KEY, before, 'local');
        },
        send: async () => {
          await api.call('comment/delete', ids.length === 1 ? { id: ids[0]! } : { ids: [...ids] });
          // The items' threads show them no more when next read.
          for (const cid of new Set(removed.map((comment) => comment.cid)))
            rereadThread(cache, cid);
        },
        reconcile: () => cache.refetch(KEY, firstPage),
      });
    },
    [cache, comments],
  );

  return { snapshot, comments, total, canLoadMore, loadMore, retry, remove };
}
