import { useCallback, useSyncExternalStore } from 'react';
import { cleanKeyword } from '../../../shared/search-address.js';
import { PRODUCT_ID } from '../../../shared/constants.js';

/**
 * Recent searches, kept on the device only (localStorage): newest first, at most 10, each once
 * (the same words with other spacing or case count as the same search). Every search box and the
 * search page read the same list and see a change at once, in other tabs too.
 */
export const RECENT_SEARCHES_MAX = 10;
const STORAGE_KEY = `${PRODUCT_ID}:recent-searches`;
const NONE: readonly string[] = Object.freeze([]);

const sameSearch = (keyword: string) => keyword.replace(/\s+/g, ' ').toLowerCase();

/** The list with `keyword` first (once), cut to the limit; unchanged for an empty keyword. */
export function withRecent(
  list: readonly string[],
  keyword: string,
  max = RECENT_SEARCHES_MAX,
): string[] {
  const clean = cleanKeyword(keyword).replace(/\s+/g, ' ');
  if (!clean) return [...list];
  const key = sameSearch(clean);
  return [clean, ...list.filter((k) => sameSearch(k) !== key)].slice(0, max);
}

export function withoutRecent(list: readonly string[], keyword: string): string[] {
  const key = sameSearch(keyword);
  return list.filter((k) => sameSearch(k) !== key);
}

/** What storage holds, read defensively: strings only, cleaned, each once, at most the limit. */
export function parseRecent(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((k): k is string => typeof k === 'string')
    .reduceRight<string[]>((list, keyword) => withRecent(list, keyword), []);
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; list: readonly string[] } = { raw: null, list: NONE };

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== snapshot.raw) snapshot = { raw, list: parseRecent(raw) };
  return snapshot.list;
}

function write(list: readonly string[]): void {
  try {
    if (list.length) storage()?.setItem(STORAGE_KEY, JSON.stringify(list));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or disabled: the list is a convenience.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Records a search (the visitor submitted it). */
export function rememberSearch(keyword: string): void {
  write(withRecent(read(), keyword));
}

/** The recent searches, and the ways to change them. Empty on the server and before hydration. */
export function useRecentSearches() {
  const items = useSyncExternalStore(subscribe, read, () => NONE);
  const remove = useCallback((keyword: string) => write(withoutRecent(read(), keyword)), []);
  const clear = useCallback(() => write([]), []);
  return { items, remove, clear };
}
