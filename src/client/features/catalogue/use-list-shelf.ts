import { useEffect, useState } from 'react';
import type { ListAnswer } from '../../../shared/contract/catalogue.js';
import type { ItemKind } from '../../../shared/routes.js';
import { api } from '../../lib/api.js';
import { isAbortError } from '../../lib/api-client.js';
import { canonicalJson, takeInitialData } from '../../lib/initial-data.js';
import { listRequest, listRoute, type ListQuery } from '../../../shared/catalogue-query.js';

/**
 * A short list for a shelf (home's picks, closing soon, new items): one `read_list` call, kept in
 * memory for a few minutes so that coming back to home shows the shelves at once.
 */
const FRESH_MS = 5 * 60_000;
const cache = new Map<string, { at: number; answer: ListAnswer }>();

export interface ShelfRequest {
  kind: ItemKind;
  query: ListQuery;
  pageSize: number;
  recommendCount?: number;
}

export type ShelfState =
  { status: 'loading' } | { status: 'ready'; answer: ListAnswer } | { status: 'failed' };

function requestOf(shelf: ShelfRequest) {
  return listRequest(shelf.query, 1, {
    pageSize: shelf.pageSize,
    recommendCount: shelf.recommendCount ?? 0,
  });
}

function cached(key: string): ListAnswer | undefined {
  const hit = cache.get(key);
  return hit && Date.now() - hit.at < FRESH_MS ? hit.answer : undefined;
}

export function useListShelf(shelf: ShelfRequest) {
  const route = listRoute(shelf.kind);
  const request = requestOf(shelf);
  const key = `${route} ${canonicalJson(request)}`;
  const [state, setState] = useState<{ key: string; value: ShelfState }>(() => {
    const answer = cached(key) ?? takeInitialData<ListAnswer>(route, request);
    return { key, value: answer ? { status: 'ready', answer } : { status: 'loading' } };
  });
  const [attempt, setAttempt] = useState(0);

  let current = state;
  if (state.key !== key) {
    const answer = cached(key);
    current = { key, value: answer ? { status: 'ready', answer } : { status: 'loading' } };
    setState(current);
  }

  const isLoading = current.value.status === 'loading';
  useEffect(() => {
    if (!isLoading) return;
    let isCurrent = true;
    // The key names the call completely; reading the body back keeps the effect on one value.
    const body = JSON.parse(key.slice(route.length + 1)) as ReturnType<typeof requestOf>;
    api.callLatest(`shelf:${key}`, route, body).then(
      (answer) => {
        cache.set(key, { at: Date.now(), answer });
        if (isCurrent) setState({ key, value: { status: 'ready', answer } });
      },
      (error: unknown) => {
        if (isCurrent && !isAbortError(error)) setState({ key, value: { status: 'failed' } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [route, key, isLoading, attempt]);

  const retry = () => {
    setState({ key, value: { status: 'loading' } });
    setAttempt((n) => n + 1);
  };

  return { state: current.value, retry };
}
