import { useCallback, useEffect, useState } from 'react';
import { LIST_PAGE_SIZE } from '../../../shared/constants.js';
import type { FiltersAnswer, ListAnswer, ListItem } from '../../../shared/contract/catalogue.js';
import type { SearchAnswer } from '../../../shared/contract/search.js';
import type { ItemKind } from '../../../shared/routes.js';
import { t, useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { isAbortError } from '../../lib/api-client.js';
import { takeInitialData } from '../../lib/initial-data.js';
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
} from '../../../shared/catalogue-query.js';

/**
 * The data of a list page, a catalogue list or the search (spec §2, §4): pages of 24 loaded one
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

function fromAnswer(key: string, answer: ListAnswer & Partial<SearchAnswer>): ListState {
  return {
    key,
    items: answer.items,
    recommends: answer.recommends,
    total: answer.total_count,
    page: answer.current_page_no,
    ...(answer.kind_counts ? { kindCounts: answer.kind_counts } : {}),
    status: 'ready',
    more: 'idle',
    announcement: t('list.found', { count: answer.total_count }),
    isRestored: false,
  };
}

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

function startState(list: ListName, key: string): ListState {
  const stored = loadSessionState<unknown>(listSessionKey(list));
  if (isStoredList(stored) && stored.key === key) {
    return { ...stored, status: 'ready', more: 'idle', announcement: '', isRestored: true };
  }
  const request = pageRequest(list, queryFromSearch(list, key), 1);
  const initial = takeInitialData<ListAnswer>(listRoute(list), request);
  if (initial) return fromAnswer(key, initial);
  return {
    key,
    items: [],
    recommends: [],
    total: 0,
    page: 0,
    status: 'loading',
    more: 'idle',
    announcement: '',
    isRestored: false,
  };
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

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t('errors.alert');
}

/**
 * The list page `list` for the canonical query string `key`. Returns the state, `loadMore()` for
 * the next page (infinite scroll and the 더 보기 button) and `retry()` after a failure.
 */
export function useCatalogueList(list: ListName, key: string) {
  const [state, setState] = useState<ListState>(() => startState(list, key));
  const [attempt, setAttempt] = useState(0);

  // A new query starts over (from session storage when it is the remembered one).
  let current = state;
  if (state.key !== key) {
    current = startState(list, key);
    setState(current);
  }

  const channel = `list:${list}`;
  const isLoadingFirst = current.status === 'loading';
  useEffect(() => {
    if (!isLoadingFirst) return;
    let isCurrent = true;
    api.callLatest(channel, listRoute(list), pageRequest(list, queryFromSearch(list, key), 1)).then(
      (answer) => {
        if (isCurrent) setState((s) => (s.key === key ? fromAnswer(key, answer) : s));
      },
      (error: unknown) => {
        if (!isCurrent || isAbortError(error)) return;
        setState((s) =>
          s.key === key ? { ...s, status: 'failed', announcement: failureMessage(error) } : s,
        );
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [channel, list, key, isLoadingFirst, attempt]);

  const isLoadingMore = current.more === 'loading';
  const nextPage = current.page + 1;
  useEffect(() => {
    if (!isLoadingMore) return;
    let isCurrent = true;
    api
      .callLatest(channel, listRoute(list), pageRequest(list, queryFromSearch(list, key), nextPage))
      .then(
        (answer) => {
          if (!isCurrent) return;
          setState((s) =>
            s.key === key && s.page === nextPage - 1
              ? {
                  ...s,
                  items: appendPage(s.items, answer.items),
                  total: answer.total_count,
                  page: answer.current_page_no,
                  more: 'idle',
                  announcement: t('list.loadedMore', { count: answer.items.length }),
                }
              : s,
          );
        },
        (error: unknown) => {
          if (!isCurrent || isAbortError(error)) return;
          setState((s) =>
            s.key === key ? { ...s, more: 'failed', announcement: failureMessage(error) } : s,
          );
        },
      );
    return () => {
      isCurrent = false;
    };
  }, [channel, list, key, isLoadingMore, nextPage]);

  // Remember the query and every page loaded (spec §2); cleared when the page is hidden.
  useEffect(() => {
    if (state.status !== 'ready' || state.more === 'loading') return;
    const stored: StoredList = {
      key: state.key,
      items: state.items,
      recommends: state.recommends,
      total: state.total,
      page: state.page,
      ...(state.kindCounts ? { kindCounts: state.kindCounts } : {}),
    };
    saveSessionState(listSessionKey(list), stored);
  }, [list, state]);

  const loadMore = useCallback(() => {
    setState((s) =>
      s.status === 'ready' && s.more !== 'loading' && hasMorePages(s)
        ? { ...s, more: 'loading' }
        : s,
    );
  }, []);

  const retry = useCallback(() => {
    setState((s) => (s.status === 'failed' ? { ...s, status: 'loading', announcement: '' } : s));
    setAttempt((n) => n + 1);
  }, []);

  return { state: current, loadMore, retry };
}

interface StoredFilters {
  key: string;
  answer: FiltersAnswer;
}

type FiltersState =
  | { key: string; status: 'loading' }
  | { key: string; status: 'ready'; answer: FiltersAnswer }
  | { key: string; status: 'failed' };

function startFilters(kind: ItemKind, key: string): FiltersState {
  const stored = loadSessionState<StoredFilters>(filtersSessionKey(kind));
  if (stored?.key === key && Array.isArray(stored.answer?.filters)) {
    return { key, status: 'ready', answer: stored.answer };
  }
  return { key, status: 'loading' };
}

/**
 * The filter options of a list with their counts (`read_filters`), in the current language and
 * for closed items shown or hidden. The first answer is kept in session storage (spec §2).
 */
export function useCatalogueFilters(kind: ItemKind, showClosed: boolean) {
  const { locale } = useTranslation();
  const key = `${locale}:${showClosed ? 'closed' : 'open'}`;
  const [state, setState] = useState<FiltersState>(() => startFilters(kind, key));
  const [attempt, setAttempt] = useState(0);

  let current = state;
  if (state.key !== key) {
    current = startFilters(kind, key);
    setState(current);
  }

  const isLoading = current.status === 'loading';
  useEffect(() => {
    if (!isLoading) return;
    let isCurrent = true;
    api.callLatest(`filters:${kind}`, filtersRoute(kind), filtersRequest(showClosed)).then(
      (answer) => {
        if (!isCurrent) return;
        saveSessionState<StoredFilters>(filtersSessionKey(kind), { key, answer });
        setState((s) => (s.key === key ? { key, status: 'ready', answer } : s));
      },
      (error: unknown) => {
        if (!isCurrent || isAbortError(error)) return;
        setState((s) => (s.key === key ? { key, status: 'failed' } : s));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [kind, key, showClosed, isLoading, attempt]);

  const retry = useCallback(() => {
    setState((s) => (s.status === 'failed' ? { key: s.key, status: 'loading' } : s));
    setAttempt((n) => n + 1);
  }, []);

  return { filters: current, retry };
}
