import type { ApiRoute } from '../../../shared/contract/index.js';
import type { ItemDetail } from '../../../shared/contract/catalogue.js';
import type { ItemKind } from '../../../shared/routes.js';
import { ApiError } from '../../lib/api-client.js';
import type { QuerySnapshot } from '../../lib/query/query-cache.js';
import { useApiQuery } from '../../lib/query/use-query.js';

/** The detail call of each kind (route keys of the contract; types only, so no zod here). */
export const DETAIL_ROUTES = {
  policy: 'policy/read#read_detail',
  event: 'events/read#read_detail',
  video: 'videos/read#read_detail',
} as const satisfies Record<ItemKind, ApiRoute>;

export type DetailOf<K extends ItemKind> = Extract<ItemDetail, { kind: K }>;

export type DetailState<K extends ItemKind> =
  | { status: 'loading' }
  | { status: 'ready'; item: DetailOf<K> }
  | { status: 'not_found' }
  | { status: 'failed'; error: unknown };

/**
 * One item's details: the answer the server wrote into the page when it is for this very item
 * (no round trip for the first view), else a fetch; an item seen before shows at once while it is
 * asked again. Only the latest cid's answer is read (the query cache keys answers by cid).
 */
export function useItemDetail<K extends ItemKind>(
  kind: K,
  cid: string,
): { state: DetailState<K>; retry(): void } {
  // The three detail calls share input and output ({cid} → ItemDetail); TypeScript cannot
  // distribute the contract's input type over the union of their route keys.
  const route = DETAIL_ROUTES[kind] as (typeof DETAIL_ROUTES)['policy'];
  const { snapshot, retry } = useApiQuery(route, { cid }, { freshMs: 0 });
  return { state: detailState(kind, snapshot), retry };
}

function detailState<K extends ItemKind>(
  kind: K,
  snapshot: QuerySnapshot<ItemDetail>,
): DetailState<K> {
  if (snapshot.status === 'loading') return { status: 'loading' };
  if (snapshot.status === 'ready') {
    return snapshot.data?.kind === kind
      ? { status: 'ready', item: snapshot.data as DetailOf<K> }
      : { status: 'not_found' };
  }
  const error = snapshot.error;
  // A cid the contract refuses (too long, blank) cannot exist either.
  const isNotFound =
    error instanceof ApiError && (error.status === 404 || error.code === 'validation_failed');
  return isNotFound ? { status: 'not_found' } : { status: 'failed', error };
}
