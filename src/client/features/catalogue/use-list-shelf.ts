import type { ListAnswer } from '../../../shared/contract/catalogue.js';
import type { ItemKind } from '../../../shared/routes.js';
import { useApiQuery } from '../../lib/query/use-query.js';
import { listRequest, listRoute, type ListQuery } from '../../../shared/catalogue-query.js';

/**
 * A short list for a shelf (home's picks, closing soon, new items): one `read_list` call, kept in
 * the query cache for a few minutes so that coming back to home shows the shelves at once.
 */
const FRESH_MS = 5 * 60_000;

export interface ShelfRequest {
  kind: ItemKind;
  query: ListQuery;
  pageSize: number;
  recommendCount?: number;
}

export type ShelfState =
  { status: 'loading' } | { status: 'ready'; answer: ListAnswer } | { status: 'failed' };

export function useListShelf(shelf: ShelfRequest): { state: ShelfState; retry(): void } {
  const request = listRequest(shelf.query, 1, {
    pageSize: shelf.pageSize,
    recommendCount: shelf.recommendCount ?? 0,
  });
  const { snapshot, retry } = useApiQuery(listRoute(shelf.kind), request, { freshMs: FRESH_MS });
  const state: ShelfState =
    snapshot.status === 'ready' && snapshot.data
      ? { status: 'ready', answer: snapshot.data }
      : { status: snapshot.status === 'failed' ? 'failed' : 'loading' };
  return { state, retry };
}
