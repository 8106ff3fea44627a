import { useCallback, useEffect, useState } from 'react';
import type { ApiRoute } from '../../../shared/contract/index.js';
import type { ItemDetail } from '../../../shared/contract/catalogue.js';
import type { ItemKind } from '../../../shared/routes.js';
import { api } from '../../lib/api.js';
import { ApiError, isAbortError } from '../../lib/api-client.js';
import { takeInitialData } from '../../lib/initial-data.js';

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
 * (no round trip for the first view), else a fetch. Only the latest cid may write its answer.
 */
export function useItemDetail<K extends ItemKind>(
  kind: K,
  cid: string,
): { state: DetailState<K>; retry(): void } {
  const route = DETAIL_ROUTES[kind];
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: DetailState<K> }>(() => {
    const initial = takeInitialData<ItemDetail>(route, { cid });
    return {
      key: `${route}|${cid}|0`,
      state:
        initial?.kind === kind
          ? { status: 'ready', item: initial as DetailOf<K> }
          : { status: 'loading' },
    };
  });
  const key = `${route}|${cid}|${attempt}`;

  useEffect(() => {
    if (result.key === key && result.state.status !== 'loading') return;
    const controller = new AbortController();
    // The three detail calls share input and output ({cid} → ItemDetail); TypeScript cannot
    // distribute the contract's input type over the union of their route keys.
    const call = route as (typeof DETAIL_ROUTES)['policy'];
    api.call(call, { cid }, { signal: controller.signal }).then(
      (item) => {
        const state: DetailState<K> =
          item.kind === kind
            ? { status: 'ready', item: item as DetailOf<K> }
            : { status: 'not_found' };
        setResult({ key, state });
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        // A cid the contract refuses (too long, blank) cannot exist either.
        const isNotFound =
          error instanceof ApiError && (error.status === 404 || error.code === 'validation_failed');
        setResult({
          key,
          state: isNotFound ? { status: 'not_found' } : { status: 'failed', error },
        });
      },
    );
    return () => controller.abort();
    // `result` is read only to skip a fetch the server's data already answered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, route, cid, kind]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: result.key === key ? result.state : { status: 'loading' }, retry };
}
