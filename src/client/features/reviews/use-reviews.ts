import type {
  ApiCalls,
  Rating,
  RatingStats,
  RouteInput,
  RouteOutput,
} from '../../../shared/contract/index.js';
import { api } from '../../lib/api.js';
import { ApiError } from '../../lib/api-client.js';
import { queryKey, type QueryCache } from '../../lib/query/query-cache.js';
import { callApi, useApiQuery, useQuery, useQueryCache } from '../../lib/query/use-query.js';

/**
 * The data of an item's reviews panel (issue 12) through the query cache (decision 014): the
 * reader's first page, which also says whether they may see the others (give to get, product §8),
 * the list for the chosen score with its further pages, and the statistics.
 */

type ReadPage = RouteOutput<ApiCalls, 'rating/read'>;
type ScorePage = RouteOutput<ApiCalls, 'rating/read#read_by_score'>;
export type ReviewPage = ReadPage | ScorePage;

/** Reviews change slowly; a minute keeps going back and forth between items cheap. */
const FRESH_MS = 60_000;

const ALL_ROUTE = 'rating/read';
const BY_SCORE_ROUTE = 'rating/read#read_by_score';

/**
 * The reader's first page of the item's reviews. No pages at all means the server said
 * `review_required`: the reader has not written one yet, so the panel stays locked.
 */
function loadFirstPage(cid: string) {
  return async (signal: AbortSignal): Promise<ReadPage[]> => {
    try {
      return [await callApi(ALL_ROUTE, { cid }, signal)];
    } catch (error) {
      if (error instanceof ApiError && error.code === 'review_required') return [];
      throw error;
    }
  };
}

/** The list shown: every review, or those of one score. */
function listKeyOf(cid: string, score: number | null): string {
  return score === null ? queryKey(ALL_ROUTE, { cid }) : queryKey(BY_SCORE_ROUTE, { cid, score });
}

/** Whether a cached key is one of this item's review reads (all, by score, statistics). */
function isReviewsKeyOf(cid: string) {
  const cidPart = `"cid":${JSON.stringify(cid)}`;
  return (key: string) => key.startsWith(ALL_ROUTE) && key.includes(cidPart);
}

export interface ReviewsState {
  /** `locked`: signed in without a review of this item (or a visitor: `enabled` false). */
  status: 'loading' | 'failed' | 'locked' | 'open';
  error: unknown;
  mine: Rating | null;
  /** Others' reviews for the chosen score, newest first (the reader's own is shown apart). */
  reviews: Rating[];
  listStatus: 'loading' | 'failed' | 'ready';
  hasMore: boolean;
  more: 'idle' | 'loading' | 'failed';
  stats: RatingStats | undefined;
  retry(): void;
  retryList(): void;
  loadMore(): void;
}

export function useReviews(cid: string, score: number | null, enabled: boolean): ReviewsState {
  const first = useQuery<ReadPage[]>(queryKey(ALL_ROUTE, { cid }), loadFirstPage(cid), {
    freshMs: FRESH_MS,
    enabled,
  });
  const pages = first.snapshot.data;
  const isOpen = enabled && pages !== undefined && pages.length > 0;
  const mine = pages?.[0]?.mine ?? null;

  const listKey = listKeyOf(cid, score);
  const list = useQuery<ReviewPage[]>(
    listKey,
    score === null
      ? loadFirstPage(cid)
      : async (signal) => [await callApi(BY_SCORE_ROUTE, { cid, score }, signal)],
    { freshMs: FRESH_MS, enabled: isOpen },
  );
  const stats = useApiQuery(
    'rating/read#read_stats',
    { cid },
    { freshMs: FRESH_MS, enabled: isOpen },
  );

  const listPages = list.snapshot.data ?? [];
  const last = listPages.at(-1);
  const seen = new Set<number>();
  const reviews = listPages
    .flatMap((page) => page.ratings)
    // Pages are keyset cursors, but a review written meanwhile must not show twice.
    .filter((rating) => rating.id !== mine?.id && !seen.has(rating.id) && seen.add(rating.id));

  const loadMore = () => {
    const cursor = last?.next_cursor;
    if (!cursor) return;
    void list.cache.fetchMore(listKey, (signal) =>
      score === null
        ? callApi(ALL_ROUTE, { cid, cursor }, signal)
        : callApi(BY_SCORE_ROUTE, { cid, score, cursor }, signal),
    );
  };

  return {
    status: !enabled
      ? 'locked'
      : first.snapshot.status === 'ready'
        ? isOpen
          ? 'open'
          : 'locked'
        : first.snapshot.status,
    error: first.snapshot.error,
    mine,
    reviews,
    listStatus: list.snapshot.status,
    hasMore: Boolean(last?.next_cursor),
    more: list.snapshot.more,
    stats: stats.snapshot.data,
    retry: first.retry,
    retryList: list.retry,
    loadMore,
  };
}

type RatingWrite = RouteInput<ApiCalls, 'rating/create'>;

/** The writes of the panel: each is sent, then what it changed is read again. */
export function useReviewWrites(cid: string) {
  const cache = useQueryCache();
  return {
    /** Writes the reader's review, or changes it; resolves once the panel shows it. */
    async save(existing: Rating | null, { score, text }: Omit<RatingWrite, 'cid'>) {
      if (existing) await api.call('rating/update', { id: existing.id, score, text });
      else await api.call('rating/create', { cid, score, text });
      await refresh(cache, cid);
    },
    async remove(mine: Rating) {
      await api.call('rating/delete', { id: mine.id });
      // Without a review the others' are locked again: at once, not after another round trip.
      cache.setData(queryKey(ALL_ROUTE, { cid }), [], 'local');
      cache.invalidate(isReviewsKeyOf(cid));
    },
    /** A report, a hiding or a restoring changed how a review shows. */
    changed() {
      void refresh(cache, cid);
    },
  };
}

/** Reads the reader's first page again (and waits for it), and marks the rest stale. */
async function refresh(cache: QueryCache, cid: string) {
  const firstKey = queryKey(ALL_ROUTE, { cid });
  const isOther = isReviewsKeyOf(cid);
  cache.invalidate((key) => key !== firstKey && isOther(key));
  await cache.refetch(firstKey, loadFirstPage(cid));
}
