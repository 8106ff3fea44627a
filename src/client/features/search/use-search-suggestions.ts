import { useEffect, useState } from 'react';
import { cleanKeyword } from '../../../shared/search-address.js';
import { useQuery } from '../../lib/query/use-query.js';
import type { Suggestions } from './suggest-engine.js';

/**
 * Suggestions as you type: the best few results of `search/common` for what the box holds, asked
 * once typing pauses, only the latest answer kept (product §4), and remembered for a while, so
 * typing back to an earlier word shows its suggestions at once. The code that asks comes when a
 * box is first focused (`preloadSuggestions`), not with every page.
 */
export const SUGGEST_DELAY_MS = 200;
const FRESH_MS = 2 * 60_000;

export type SuggestState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: Suggestions }
  | { status: 'ready'; value: Suggestions }
  | { status: 'failed' };

const loadEngine = () => import('./suggest-engine.js');

export function preloadSuggestions(): void {
  loadEngine().catch(() => undefined);
}

/** The value after it has stayed the same for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function shownOf(state: SuggestState): Suggestions | undefined {
  if (state.status === 'ready') return state.value;
  if (state.status === 'loading') return state.previous;
  return undefined;
}

/**
 * Suggestions for `text` while `isActive` (the box is open on typed text), from the query cache
 * under their keyword: a newer keyword's request aborts the older one's (nobody reads it any
 * more). While the next answer is on its way, the last one stays (`previous`), so the list does
 * not blink.
 */
export function useSearchSuggestions(text: string, isActive: boolean) {
  const keyword = useDebounced(isActive ? cleanKeyword(text) : '', SUGGEST_DELAY_MS);
  const { snapshot } = useQuery<Suggestions>(
    `suggestions ${keyword}`,
    (signal) => loadEngine().then((engine) => engine.fetchSuggestions(keyword, signal)),
    { freshMs: FRESH_MS, enabled: keyword !== '' },
  );
  const [previous, setPrevious] = useState<Suggestions | undefined>(undefined);
  const ready = snapshot.status === 'ready' ? snapshot.data : undefined;
  // The last list shown stays while the next loads; a closed or emptied box forgets it.
  const latest = keyword ? (ready ?? previous) : undefined;
  if (latest !== previous) setPrevious(latest);

  let state: SuggestState;
  if (!keyword) state = { status: 'idle' };
  else if (ready) state = { status: 'ready', value: ready };
  else if (snapshot.status === 'failed') state = { status: 'failed' };
  else state = { status: 'loading', ...(previous ? { previous } : {}) };
  return { state, shown: shownOf(state) };
}
