import { useEffect, useState } from 'react';
import { cleanKeyword } from '../../../shared/search-address.js';
import { isAbortError } from '../../lib/api-client.js';
import type { Suggestions } from './suggest-engine.js';

/**
 * Suggestions as you type: the best few results of `search/common` for what the box holds, asked
 * once typing pauses, only the latest answer kept (spec §4), and remembered for a while, so
 * typing back to an earlier word shows its suggestions at once. The code that asks comes when a
 * box is first focused (`preloadSuggestions`), not with every page.
 */
export const SUGGEST_DELAY_MS = 200;
const FRESH_MS = 2 * 60_000;
const CACHE_SIZE = 40;

export type SuggestState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: Suggestions }
  | { status: 'ready'; value: Suggestions }
  | { status: 'failed' };

const loadEngine = () => import('./suggest-engine.js');

export function preloadSuggestions(): void {
  loadEngine().catch(() => undefined);
}

const cache = new Map<string, { at: number; value: Suggestions }>();

function cached(keyword: string): Suggestions | undefined {
  const hit = cache.get(keyword);
  return hit && Date.now() - hit.at < FRESH_MS ? hit.value : undefined;
}

function remember(value: Suggestions) {
  cache.delete(value.keyword);
  cache.set(value.keyword, { at: Date.now(), value });
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
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
 * Suggestions for `text` while `isActive` (the box is open on typed text). `channel` keeps each
 * search box's requests apart; a newer request of the same box aborts the older one. While the
 * next answer is on its way, the last one stays (`previous`), so the list does not blink.
 */
export function useSearchSuggestions(channel: string, text: string, isActive: boolean) {
  const keyword = useDebounced(isActive ? cleanKeyword(text) : '', SUGGEST_DELAY_MS);
  const [state, setState] = useState<{ keyword: string; value: SuggestState }>({
    keyword: '',
    value: { status: 'idle' },
  });

  let current = state;
  if (state.keyword !== keyword) {
    const hit = keyword ? cached(keyword) : undefined;
    const previous = shownOf(state.value);
    current = {
      keyword,
      value: !keyword
        ? { status: 'idle' }
        : hit
          ? { status: 'ready', value: hit }
          : { status: 'loading', ...(previous ? { previous } : {}) },
    };
    setState(current);
  }

  const isLoading = current.value.status === 'loading';
  useEffect(() => {
    if (!isLoading || !keyword) return;
    let isCurrent = true;
    const settle = (value: SuggestState) =>
      setState((s) => (s.keyword === keyword ? { keyword, value } : s));
    loadEngine()
      .then((engine) => engine.fetchSuggestions(channel, keyword))
      .then(
        (value) => {
          remember(value);
          if (isCurrent) settle({ status: 'ready', value });
        },
        (error: unknown) => {
          if (isCurrent && !isAbortError(error)) settle({ status: 'failed' });
        },
      );
    return () => {
      isCurrent = false;
    };
  }, [channel, keyword, isLoading]);

  return { state: current.value, shown: shownOf(current.value) };
}
