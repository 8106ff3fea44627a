import { useCallback, useEffect, useMemo, useState } from 'react';
import { LIST_PAGE_SIZE } from '../../../shared/constants.js';
import type { FiltersAnswer, ListAnswer, ListItem } from '../../../shared/contract/catalogue.js';
import type { SearchAnswer } from '../../../shared/contract/search.js';
import type { ApiCalls, RouteInput } from '../../../shared/contract/index.js';
import type { ItemKind } from '../../../shared/routes.js';
import type { MessageValues } from '../../../shared/i18n/format.js';
import { useTranslation } from '../../i18n/index.js';
import { queryKey, type DataOrigin, type QuerySnapshot } from '../../lib/query/query-cache.js';
import { callApi, useQuery, useQueryCache } from '../../lib/query/use-query.js';
import { loadSessionState, saveSessionState } from '../../lib/session-state.js';
import {
  filtersRequest,
  filtersRoute,
  filtersSessionKey,
  lastListPath,
  listRoute,
  listSessionKey,
  pageRequest,
  queryFromSearch,
  type ListName,
  type ListRoute,
} from '../../../shared/catalogue-query.js';

/**
 * The data of a list page, a catalogue list or the search (product §2, §4): pages of 24 loaded one
 * after another, only the latest request writing results, and the last query with all its loaded
 * pages kept in session storage, so coming back to the same query shows the same items at once,
 * without a request.
 */

export type KindCounts = SearchAnswer['kind_counts'];

/** What session storage keeps of a list: its query and every page loaded so far. */
export interface StoredList {
  /** The canonical query string of the list (see `searchFromQuery`). */
  key: string;
  items: ListItem[];
  recommends: ListItem[];
  total: number;
  /** The last page loaded. */
  page: number;
  /** The search's matches per kind, before its kind filter (its tabs' counts). */
  kindCounts?: KindCounts;
  /** The search ranked only its newest 1,000 matches: the counts are lower bounds ("1,000+"). */
  isTotalCapped?: boolean;
}

export interface ListState extends StoredList {
  status: 'loading' | 'ready' | 'failed';
  /** Loading the next page: idle, under way, or failed (then a retry button, never a loop). */
  more: 'idle' | 'loading' | 'failed';
  /** For the live region: what the last answer brought. */
  announcement: string;
  /** True when the state came from session storage (Back to the list). */
  isRestored: boolean;
}

/** One answer of a list's call: a page of a catalogue list or of the search. */
type ListPage = ListAnswer & Partial<SearchAnswer>;

function isStoredList(value: unknown): value is StoredList {
  const v = value as Partial<StoredList> | undefined;
  return (
    !!v &&
    typeof v.key === 'string' &&
    Array.isArray(v.items) &&
    Array.isArray(v.recommends) &&
    typeof v.total === 'number' &&
    typeof v.page === 'number'
  );
}

/** The remembered list as the one page it amounts to, when it is the list for `key`. */
function storedPages(list: ListName, key: string): ListPage[] | undefined {
  const stored = loadSessionState<unknown>(listSessionKey(list));
  if (!isStoredList(stored) || stored.key !== key) return undefined;
  return [
    {
      items: stored.items,
      recommends: stored.recommends,
      total_count: stored.total,
      current_page_no: stored.page,
      ...(stored.kindCounts ? { kind_counts: stored.kindCounts } : {}),
      ...(stored.isTotalCapped ? { is_total_capped: true } : {}),
    } as ListPage,
  ];
}

export function hasMorePages(state: Pick<ListState, 'page' | 'total'>): boolean {
  return state.page * LIST_PAGE_SIZE < state.total;
}

/** Adds a page, leaving out items already shown (the server's snapshot may have moved on). */
export function appendPage(items: ListItem[], page: ListItem[]): ListItem[] {
  const seen = new Set(items.map((item) => item.cid));
  return [...items, ...page.filter((item) => !seen.has(item.cid))];
}

/** Where "back to the list" should go: the list with the query the visitor left it at. */
export function rememberedListPath(kind: ItemKind): string {
  return lastListPath(kind, loadSessionState<{ key?: unknown }>(listSessionKey(kind)));
}

function failureMessage(error: unknown, t: (key: string) => string): string {
  return error instanceof Error && error.message ? error.message : t('errors.alert');
}

/**
 * Once per reader and key, data kept elsewhere goes into the query cache before the first render
 * shows the key: the list kept in session storage (Back to a list: its items at once, without a
 * request, product §2), or the server's answer for page 1 turned into the list's pages.
 */
function useRestoreOnce<T>(
  cacheKey: string,
  restore: (shown: unknown) => [T, DataOrigin] | undefined,
) {
  const cache = useQueryCache();
  const [restoredKey, setRestoredKey] = useState<string | null>(null);
  if (restoredKey !== cacheKey) {
    const restored = restore(cache.snapshot(cacheKey).data);
    if (restored) cache.setData(cacheKey, ...restored);
    setRestoredKey(cacheKey);
  }
}

function listState(
  key: string,
  snapshot: QuerySnapshot<ListPage[]>,
  t: (key: string, values?: MessageValues) => string,
): ListState {
  const pages = snapshot.data ?? [];
  const first = pages[0];
  const last = pages[pages.length - 1];
  const items = pages
    .slice(1)
    .reduce((all, page) => appendPage(all, page.items), first?.items ?? []);
  let announcement = '';
  if (snapshot.status === 'failed') announcement = failureMessage(snapshot.error, t);
  else if (snapshot.more === 'failed') announcement = failureMessage(snapshot.moreError, t);
  else if (pages.length > 1 && last)
    announcement = t('list.loadedMore', { count: last.items.length });
  else if (last && snapshot.origin !== 'restored') {
    announcement = t(last.is_total_capped ? 'list.foundCapped' : 'list.found', {
      count: last.total_count,
    });
  }
  return {
    key,
    items,
    recommends: first?.recommends ?? [],
    total: last?.total_count ?? 0,
    page: last?.current_page_no ?? 0,
    ...(first?.kind_counts ? { kindCounts: first.kind_counts } : {}),
    ...(last?.is_total_capped ? { isTotalCapped: true } : {}),
    status: snapshot.status,
    more: snapshot.more,
    announcement,
    isRestored: snapshot.origin === 'restored',
  };
}

/** The calls a paged list reads: the catalogue's lists, the search, one's bookmarks and matches. */
export type PagedRoute = ListRoute | 'bookmark/read' | 'match/common#read_list';

/**
 * An infinite list in the query cache (decision 014): its pages live one after another under the
 * first page's call, `loadMore()` appends the next (infinite scroll and the 더 보기 button) and
 * `retry()` asks again after a failure. `requestOf(page)` is the call's input for a page; `key`
 * names what the list shows (its query), for the state. Lists start over when asked again: a
 * stale page 1 under newer pages would not add up.
 */
export function usePagedList<R extends PagedRoute>(
  route: R,
  requestOf: (page: number) => RouteInput<ApiCalls, R>,
  key: string,
) {
  const { t } = useTranslation();
  const cacheKey = queryKey(route, requestOf(1));
  const { snapshot, retry, cache } = useQuery<ListPage[]>(
    cacheKey,
    (signal) => callApi(route, requestOf(1), signal).then((page) => [page as ListPage]),
    { freshMs: 0, keepStale: false },
  );
  const state = useMemo(() => listState(key, snapshot, t), [key, snapshot, t]);

  const canLoadMore = state.status === 'ready' && state.more !== 'loading' && hasMorePages(state);
  const nextRequest = canLoadMore ? requestOf(state.page + 1) : undefined;
  const nextKey = nextRequest && queryKey(route, nextRequest);
  const loadMore = useCallback(() => {
    if (!nextRequest) return;
    void cache.fetchMore(cacheKey, (signal) => callApi(route, nextRequest, signal));
    // `nextKey` names what `nextRequest` asks for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, cacheKey, nextKey, route]);

  return { state, loadMore, retry, cacheKey };
}

/**
 * The list page `list` for the canonical query string `key`: a paged list, restored from session
 * storage or the server's page data on the first view, and remembered as it grows.
 */
export function useCatalogueList(list: ListName, key: string) {
  const route = listRoute(list);
  const query = queryFromSearch(list, key);
  const requestOf = (page: number) => pageRequest(list, query, page);
  useRestoreOnce<ListPage[]>(queryKey(route, requestOf(1)), (shown) => {
    const stored = storedPages(list, key);
    if (stored) return [stored, 'restored'];
    // The server's page data holds the call of page 1 as it is: one answer, not a list of pages.
    return shown && !Array.isArray(shown) ? [[shown as ListPage], 'server'] : undefined;
  });
  const { state, loadMore, retry } = usePagedList(route, requestOf, key);

  // Remember the query and every page loaded (product §2); cleared when the page is hidden.
  useEffect(() => {
    if (state.status !== 'ready' || state.more === 'loading') return;
    const stored: StoredList = {
      key: state.key,
      items: state.items,
      recommends: state.recommends,
      total: state.total,
      page: state.page,
      ...(state.kindCounts ? { kindCounts: state.kindCounts } : {}),
      ...(state.isTotalCapped ? { isTotalCapped: true } : {}),
    };
    saveSessionState(listSessionKey(list), stored);
  }, [list, state]);

  return { state, loadMore, retry };
}

interface StoredFilters {
  key: string;
  answer: FiltersAnswer;
}

type FiltersState =
  | { key: string; status: 'loading' }
  | { key: string; status: 'ready'; answer: FiltersAnswer }
  | { key: string; status: 'failed' };

/**
 * The filter options of a list with their counts (`read_filters`), in the current language and
 * for closed items shown or hidden. The first answer is kept in session storage (product §2).
 */
export function useCatalogueFilters(kind: ItemKind, showClosed: boolean) {
  const { locale } = useTranslation();
  const key = `${locale}:${showClosed ? 'closed' : 'open'}`;
  const route = filtersRoute(kind);
  const request = filtersRequest(showClosed);
  // The answer is in the reader's language: each language is its own query.
  const cacheKey = `${queryKey(route, request)} ${locale}`;
  useRestoreOnce<FiltersAnswer>(cacheKey, () => {
    const stored = loadSessionState<StoredFilters>(filtersSessionKey(kind));
    return stored?.key === key && Array.isArray(stored.answer?.filters)
      ? [stored.answer, 'restored']
      : undefined;
  });
  const { snapshot, retry } = useQuery<FiltersAnswer>(
    cacheKey,
    (signal) => callApi(route, request, signal),
    { freshMs: 0 },
  );

  const answer = snapshot.origin === 'fetched' ? snapshot.data : undefined;
  useEffect(() => {
    if (answer) saveSessionState<StoredFilters>(filtersSessionKey(kind), { key, answer });
  }, [kind, key, answer]);

  const filters: FiltersState =
    snapshot.status === 'ready' && snapshot.data
      ? { key, status: 'ready', answer: snapshot.data }
      : { key, status: snapshot.status === 'failed' ? 'failed' : 'loading' };
  return { filters, retry };
}
