import { canonicalJson } from '../../../shared/canonical-json.js';
import type { InitialData } from './initial-data.js';

/**
 * The client's one store of server data (decision 014): every answer is kept under a key naming
 * its call and its input, with the moment it arrived, so that screens asking for the same thing
 * share one request and one answer. No React here: the hooks of `use-query.ts` read it, the
 * server render fills one per request with that page's data, and tests drive it directly.
 *
 * Latest wins twice over: a screen whose input changes reads the new key at once (the old key's
 * answer can only land under the old key), and a key nobody reads any more has its request
 * aborted; within a key, a request started before a newer write never overwrites it.
 */

/** How a query's data came to be: the server's page, session storage, a request, a local change. */
export type DataOrigin = 'server' | 'restored' | 'fetched' | 'local';

export interface QuerySnapshot<T> {
  /** `loading` only while there is no data yet; a refresh keeps the data (and `ready`). */
  status: 'loading' | 'ready' | 'failed';
  data?: T;
  error?: unknown;
  origin?: DataOrigin;
  /** The next page of an infinite list: idle, under way, or failed (then a retry, never a loop). */
  more: 'idle' | 'loading' | 'failed';
  moreError?: unknown;
}

export type Load<T> = (signal: AbortSignal) => Promise<T>;

/** Reads a call of the API (route key + input), e.g. through the app's API client. */
export type CallApi = (route: string, input: unknown, signal: AbortSignal) => Promise<unknown>;

export interface EnsureOptions {
  /** How long an answer is good for before it is asked again (0: on every new reader). */
  freshMs: number;
  /** Whether a stale answer stays shown while the new one loads (lists start over instead). */
  keepStale?: boolean;
}

export interface OptimisticChange {
  /**
   * Applies the change at once and returns how to undo it (for a cached query: `setData` with
   * the changed data, and back with the data it had).
   */
  apply(): () => void;
  /** Sends it; a failure undoes the change, then `reconcile` asks the server for the truth. */
  send(): Promise<unknown>;
  /** After a failure: reads again what the change touched. */
  reconcile?(): Promise<unknown> | void;
}

const LOADING: QuerySnapshot<never> = { status: 'loading', more: 'idle' };

/**
 * An answer is fresh for at least this long, so readers mounting in the same moment (React's
 * StrictMode runs effects twice; two screens asking together) share it instead of asking twice.
 */
const SAME_MOMENT_MS = 1000;

/** Entries kept beyond those on screen, so the memory of a long visit stays bounded. */
const MAX_IDLE_ENTRIES = 200;

interface Entry {
  snapshot: QuerySnapshot<unknown>;
  /** When the data arrived (ms); -Infinity once invalidated. */
  at: number;
  /** The server's page data or a restored list: good for its first reader whatever its age. */
  isUnread: boolean;
  /** Bumped by every write; an answer to a request started under an older version is dropped. */
  version: number;
  request: AbortController | undefined;
  listeners: Set<() => void>;
  /** How to read it again (the last reader's `load`), for invalidation. */
  load?: Load<unknown>;
}

/** A request given up on purpose (a newer one replaced it, its reader left): not a failure. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The key of an API call with its input: `policy/read#read_list {"page":1,…}`. */
export function queryKey(route: string, input: unknown): string {
  return `${route} ${canonicalJson(input)}`;
}

/**
 * An optimistic change (product §4): shows at once, is then sent; on failure it is undone and the
 * server's state read again (`reconcile`), so the screen never keeps a change that did not happen.
 * Resolves either way, with whether the server took the change; the caller then marks the
 * queries the change touched stale (`cache.invalidate`), and those on screen are read again.
 */
export async function runOptimistic(change: OptimisticChange): Promise<boolean> {
  const undo = change.apply();
  try {
    await change.send();
    return true;
  } catch {
    undo();
    await change.reconcile?.();
    return false;
  }
}

export interface QueryCacheOptions {
  /** The data the server wrote into the page, each entry under its call's key. */
  initialData?: InitialData[];
  now?: () => number;
}

export function createQueryCache(options: QueryCacheOptions = {}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function entryOf(key: string): Entry {
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        snapshot: LOADING,
        at: -Infinity,
        isUnread: false,
        version: 0,
        request: undefined,
        listeners: new Set(),
      };
      entries.set(key, entry);
      forgetIdle();
    }
    return entry;
  }

  function forgetIdle() {
    if (entries.size <= MAX_IDLE_ENTRIES) return;
    for (const [key, entry] of entries) {
      if (entries.size <= MAX_IDLE_ENTRIES) return;
      if (entry.listeners.size === 0 && !entry.request) entries.delete(key);
    }
  }

  /** Changes what the key's readers see (`change` on top, or instead with `isWhole`). */
  function publish(entry: Entry, change: Partial<QuerySnapshot<unknown>>, isWhole = false) {
    entry.snapshot = { ...(isWhole ? LOADING : entry.snapshot), ...change };
    entry.listeners.forEach((listener) => listener());
  }

  /** Writes data under `key` as of now (a newer write than any request under way). */
  function setData<T>(key: string, data: T, origin: DataOrigin): void {
    const entry = entryOf(key);
    entry.version += 1;
    entry.at = now();
    entry.isUnread = origin === 'server' || origin === 'restored';
    publish(entry, { status: 'ready', data, origin }, true);
  }

  for (const given of options.initialData ?? []) {
    setData(queryKey(given.route, given.input), given.data, 'server');
  }

  /** Runs `load` for the entry; only the latest request of the key may write. */
  function run<T>(
    entry: Entry,
    load: Load<T>,
    onAnswer: (answer: T) => Partial<QuerySnapshot<unknown>>,
    onError: (error: unknown) => Partial<QuerySnapshot<unknown>>,
  ): Promise<void> {
    entry.request?.abort();
    const controller = new AbortController();
    entry.request = controller;
    const version = entry.version;
    return load(controller.signal).then(
      (answer) => {
        if (entry.request === controller) entry.request = undefined;
        if (entry.version !== version || controller.signal.aborted) return;
        entry.version += 1;
        entry.at = now();
        entry.isUnread = false;
        publish(entry, { ...onAnswer(answer), origin: 'fetched' });
      },
      (error: unknown) => {
        if (entry.request === controller) entry.request = undefined;
        if (entry.version !== version || controller.signal.aborted || isAbortError(error)) return;
        publish(entry, onError(error));
      },
    );
  }

  function isFresh(entry: Entry, freshMs: number): boolean {
    return entry.isUnread || now() - entry.at < Math.max(freshMs, SAME_MOMENT_MS);
  }

  return {
    snapshot<T>(key: string): QuerySnapshot<T> {
      return (entries.get(key)?.snapshot ?? LOADING) as QuerySnapshot<T>;
    },

    /** Listens to a key; when its last reader leaves, its request (if any) is aborted. */
    subscribe(key: string, listener: () => void): () => void {
      const entry = entryOf(key);
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
        // A reader re-subscribing in the same task (React's StrictMode, a re-render) keeps it.
        queueMicrotask(() => {
          if (entry.listeners.size > 0 || !entry.request) return;
          entry.request.abort();
          entry.request = undefined;
          if (entry.snapshot.status === 'loading') entries.delete(key);
          else if (entry.snapshot.more === 'loading') publish(entry, { more: 'idle' });
        });
      };
    },

    /**
     * Makes sure `key` holds a fresh answer: none yet, or a stale one, starts `load` (unless one
     * is under way). The server's page data counts as fresh for its first reader.
     */
    ensure<T>(key: string, load: Load<T>, options: EnsureOptions): Promise<void> {
      const entry = entryOf(key);
      entry.load = load;
      if (isFresh(entry, options.freshMs)) {
        if (entry.isUnread) entry.at = now();
        entry.isUnread = false;
        return Promise.resolve();
      }
      if (entry.request) return Promise.resolve();
      if (!options.keepStale) publish(entry, {}, true);
      return this.refetch(key, load);
    },

    /** Asks again now (a retry button): a failed or empty key shows as loading meanwhile. */
    refetch<T>(key: string, load: Load<T>): Promise<void> {
      const entry = entryOf(key);
      const isShown = entry.snapshot.status === 'ready';
      if (!isShown) publish(entry, {}, true);
      return run(
        entry,
        load,
        (data) => ({ status: 'ready', data, error: undefined, more: 'idle' }),
        // A failed refresh keeps what is shown; a next page it cut short may be asked again.
        (error) => (isShown ? { more: 'idle' } : { status: 'failed', error }),
      );
    },

    /**
     * The next page of an infinite list held as an array of pages: appended when it arrives;
     * a failure sets `more: 'failed'` and keeps the pages shown.
     */
    fetchMore<P>(key: string, load: Load<P>): Promise<void> {
      const entry = entryOf(key);
      if (entry.snapshot.status !== 'ready' || entry.snapshot.more === 'loading') {
        return Promise.resolve();
      }
      publish(entry, { more: 'loading', moreError: undefined });
      return run(
        entry,
        load,
        (page) => ({ data: [...(entry.snapshot.data as P[]), page], more: 'idle' }),
        (error) => ({ more: 'failed', moreError: error }),
      );
    },

    setData,

    /** Marks the matching keys stale; those on screen are read again now. */
    invalidate(matches: (key: string) => boolean): void {
      for (const [key, entry] of entries) {
        if (!matches(key)) continue;
        entry.at = -Infinity;
        entry.isUnread = false;
        if (entry.listeners.size > 0 && entry.load) void this.refetch(key, entry.load);
      }
    },
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
