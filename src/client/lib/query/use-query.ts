import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ApiCalls, RouteInput, RouteOutput } from '../../../shared/contract/index.js';
import { queryKey, type Load, type QueryCache, type QuerySnapshot } from './query-cache.js';

/**
 * The React side of the query cache (decision 014): a screen names the call and its input, and
 * reads the answer for exactly that input. The browser has one cache for the visit (main.tsx);
 * the server render makes one per request, filled with that page's data (entry-server.tsx).
 */
const QueryCacheContext = createContext<QueryCache | null>(null);

export function QueryCacheProvider({
  cache,
  children,
}: {
  cache: QueryCache;
  children: ReactNode;
}) {
  return createElement(QueryCacheContext, { value: cache }, children);
}

export function useQueryCache(): QueryCache {
  const cache = useContext(QueryCacheContext);
  if (!cache) throw new Error('useQueryCache: render inside a QueryCacheProvider');
  return cache;
}

/** The API client is loaded when first needed, as everywhere in the shell (product §15 budget). */
export function callApi<R extends keyof ApiCalls & string>(
  route: R,
  input: RouteInput<ApiCalls, R>,
  signal: AbortSignal,
): Promise<RouteOutput<ApiCalls, R>> {
  return import('../api.js').then(({ api }) => api.call(route, input, { signal }));
}

export interface QueryOptions {
  /** How long an answer is good for (0: asked again for every new reader, shown meanwhile). */
  freshMs: number;
  /** Lists start over (skeletons) rather than show a stale answer while asking again. */
  keepStale?: boolean;
  /** False: not asked for now (a closed suggestions box); the snapshot stays `loading`. */
  enabled?: boolean;
}

/**
 * The answer under `key`, loaded by `load` when there is none or it is stale. `retry()` asks
 * again at once (after a failure). `load` must load what `key` names: the key decides.
 */
export function useQuery<T>(
  key: string,
  load: Load<T>,
  { freshMs, keepStale = true, enabled = true }: QueryOptions,
): { snapshot: QuerySnapshot<T>; retry(): void; cache: QueryCache } {
  const cache = useQueryCache();
  const subscribe = useCallback(
    (listener: () => void) => cache.subscribe(key, listener),
    [cache, key],
  );
  const read = () => cache.snapshot<T>(key);
  const snapshot = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (enabled) void cache.ensure(key, load, { freshMs, keepStale });
    // `load` is recreated on each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key, enabled, freshMs, keepStale]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above: `key` names what `load` loads
  const retry = useCallback(() => void cache.refetch(key, load), [cache, key]);
  return { snapshot, retry, cache };
}

/** `useQuery` of one API call: keyed by its route and canonical input. */
export function useApiQuery<R extends keyof ApiCalls & string>(
  route: R,
  input: RouteInput<ApiCalls, R>,
  options: QueryOptions & { keyExtra?: string },
) {
  const key = queryKey(route, input) + (options.keyExtra ? ` ${options.keyExtra}` : '');
  return {
    key,
    ...useQuery<RouteOutput<ApiCalls, R>>(key, (signal) => callApi(route, input, signal), options),
  };
}
