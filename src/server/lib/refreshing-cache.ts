/**
 * Computes a key's value. A refresh that age alone called for is given the value held: nothing
 * announced a change since it was computed, so it may be kept when a cheap check shows nothing
 * changed (the catalogue's version, migration 0025).
 */
export type Compute<T> = (previous?: T) => Promise<T>;

/**
 * An in-process cache for answers that are costly to compute and may be a little stale (list
 * snapshots, filter counts, details). Within `freshMs` an entry is served as is; after that it is
 * still served while one refresh runs behind it (stale-while-revalidate), so no caller waits on a
 * recomputation once a key is warm. Concurrent misses of one key share one computation. Entries
 * are evicted least recently used once their total weight passes `maxWeight`.
 *
 * Refreshes that age alone calls for run one at a time across every cache of the process, and each
 * entry's freshness ends at a slightly different time: entries computed together (the warm-up)
 * would otherwise all go stale in the same second, and their queries, queued together on the
 * embedded database's one process, would hold up every reader's query behind them (issue 15:
 * 180–580 ms once a minute). One at a time, a reader's query waits for one refresh at most.
 *
 * When the data behind the cache changes, `invalidate` keeps readers off the database as well
 * (decision 023): the most recently read keys are recomputed one after another behind the
 * readers, who are served the outdated value meanwhile, but never for longer than
 * `staleAfterChangeMs` after the change: past that a reader waits for the new value, so a change
 * always shows within that bound. The other keys are dropped.
 */
export interface RefreshingCacheOptions<T> {
  /** Names the cache in the metrics' hit ratio (`hyetaek_cache_lookups_total{cache}`). */
  name?: string;
  freshMs: number;
  /** After this an entry is dropped rather than served stale (e.g. a key nobody asked for in a while). */
  maxAgeMs: number;
  maxWeight: number;
  weigh: (value: T) => number;
  now?: () => number;
  /** How long after a change an outdated value may still be served while it is recomputed. */
  staleAfterChangeMs?: number;
  /** How many of the most recently read keys `invalidate` recomputes; the rest are dropped. */
  refreshOnChange?: number;
  /**
   * Each entry is fresh for `freshMs` less a random share of it up to this (default 0.15: a
   * 60 s entry goes stale between 51 and 60 s), so entries stored together refresh apart.
   */
  freshJitter?: number;
}

/** How long after a change what was read before it may still be served (decision 023). */
export const STALE_AFTER_CHANGE_MS = 1_000;
const REFRESH_ON_CHANGE = 32;
const FRESH_JITTER = 0.15;

/** A refresh that takes longer than this (a hung query) no longer holds up the next one. */
const LONGEST_TURN_MS = 5_000;

/** The age-called refreshes of every cache, one after another (see above). */
let refreshesInTurn: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const turn = refreshesInTurn.then(task);
  refreshesInTurn = Promise.race([
    turn.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, LONGEST_TURN_MS).unref()),
  ]);
  return turn;
}

/** What each lookup found, by cache name, since the process started (read by /metrics). */
export const cacheLookups = new Map<string, Record<'fresh' | 'stale' | 'miss', number>>();

function countLookup(name: string, outcome: 'fresh' | 'stale' | 'miss'): void {
  let counts = cacheLookups.get(name);
  if (!counts) cacheLookups.set(name, (counts = { fresh: 0, stale: 0, miss: 0 }));
  counts[outcome] += 1;
}

interface Entry<T> {
  value: T;
  weight: number;
  storedAt: number;
  /** How long after `storedAt` it is served without a refresh (`freshMs` less its jitter). */
  freshForMs: number;
  /** The cache's generation when the value's computation began (see `invalidate`). */
  generation: number;
  /** When a change made the value outdated (its generation is no longer the cache's). */
  outdatedAt?: number | undefined;
  /** How to compute the value again (the last caller's way). */
  compute: Compute<T>;
  refreshing?: { promise: Promise<T>; generation: number } | undefined;
}

const ignore = () => {};

export class RefreshingCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T>>();
  private totalWeight = 0;
  /** Bumped by every change: a computation begun before it may have read what changed since. */
  private generation = 0;
  private changedAt = 0;
  /** Keys `invalidate` recomputes behind the readers, most recently read first. */
  private refreshQueue: string[] = [];
  private isDraining = false;
  private readonly now: () => number;
  private readonly staleAfterChangeMs: number;

  constructor(private readonly options: RefreshingCacheOptions<T>) {
    this.now = options.now ?? Date.now;
    this.staleAfterChangeMs = options.staleAfterChangeMs ?? STALE_AFTER_CHANGE_MS;
  }

  async get(key: string, compute: Compute<T>): Promise<T> {
    const entry = this.entries.get(key);
    const now = this.now();
    const age = entry ? now - entry.storedAt : Infinity;
    const isServed = entry !== undefined && age <= this.options.maxAgeMs;
    const isStale = entry !== undefined && age > entry.freshForMs;
    countLookup(this.options.name ?? 'other', isServed ? (isStale ? 'stale' : 'fresh') : 'miss');
    if (entry && isServed) {
      // Map order is the recency order: move the entry to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.compute = compute;
      if (entry.generation !== this.generation) {
        const refreshing = this.refresh(key, entry);
        if (now - (entry.outdatedAt ?? now) > this.staleAfterChangeMs) return refreshing;
        refreshing.catch(ignore);
      } else if (isStale) {
        // Keep serving the stale value on failure; the next caller after it tries again.
        this.refresh(key, entry, { isInTurn: true }).catch(ignore);
      }
      return entry.value;
    }
    return this.pending.get(key) ?? this.load(key, compute);
  }

  /**
   * The data changed (e.g. the catalogue): nothing computed before now is served for longer than
   * `staleAfterChangeMs` from now. The `refreshOnChange` most recently read keys are recomputed
   * in the background, one at a time (the database keeps serving readers meanwhile); the others
   * are dropped and computed when next asked for.
   */
  invalidate(): void {
    const now = this.now();
    this.generation += 1;
    this.changedAt = now;
    this.pending.clear();
    const limit = this.options.refreshOnChange ?? REFRESH_ON_CHANGE;
    const kept: string[] = [];
    for (const [key, entry] of [...this.entries].reverse()) {
      if (kept.length < limit && now - entry.storedAt <= this.options.maxAgeMs) {
        entry.outdatedAt ??= now;
        kept.push(key);
      } else {
        this.remove(key, entry);
      }
    }
    this.refreshQueue = kept;
    void this.drainRefreshQueue();
  }

  /**
   * Drops everything, e.g. after the catalogue changed. The next `get` of any key computes anew:
   * nothing stale is served while refreshing, no caller joins a computation begun before the
   * change, and such a computation, when it ends, answers its own callers but is not stored.
   */
  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.refreshQueue = [];
    this.totalWeight = 0;
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether `key` holds a value computed since the last change. */
  isCurrent(key: string): boolean {
    return this.entries.get(key)?.generation === this.generation;
  }

  private async drainRefreshQueue(): Promise<void> {
    if (this.isDraining) return;
    this.isDraining = true;
    try {
      for (let key = this.refreshQueue.shift(); key; key = this.refreshQueue.shift()) {
        const entry = this.entries.get(key);
        if (entry && entry.generation !== this.generation) {
          await this.refresh(key, entry).catch(ignore);
        }
      }
    } finally {
      this.isDraining = false;
    }
  }

  /**
   * One recomputation of an entry at a time, per generation; `isInTurn` when only its age calls
   * for it (it then waits for the refreshes queued before it).
   */
  private refresh(key: string, entry: Entry<T>, { isInTurn = false } = {}): Promise<T> {
    if (entry.refreshing?.generation === this.generation) return entry.refreshing.promise;
    const promise = isInTurn
      ? // Not offered when a change was announced while this waited for its turn.
        inTurn(() => {
          const isCurrent = entry.generation === this.generation;
          return this.load(key, entry.compute, isCurrent ? entry.value : undefined);
        })
      : this.load(key, entry.compute);
    entry.refreshing = { promise, generation: this.generation };
    promise.then(
      () => {
        if (entry.refreshing?.promise === promise) entry.refreshing = undefined;
      },
      () => {
        if (entry.refreshing?.promise === promise) entry.refreshing = undefined;
      },
    );
    return promise;
  }

  private load(key: string, compute: Compute<T>, previous?: T): Promise<T> {
    const generation = this.generation;
    const loading: Promise<T> = compute(previous)
      .then((value) => {
        this.store(key, value, generation, compute);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
      });
    this.pending.set(key, loading);
    return loading;
  }

  /**
   * A value computed in an earlier generation is stored only over an older one it improves on
   * (it stays outdated); over nothing, or over a newer value, it is not.
   */
  private store(key: string, value: T, generation: number, compute: Compute<T>): void {
    const old = this.entries.get(key);
    const isCurrent = generation === this.generation;
    if (!isCurrent && (!old || old.generation >= generation)) return;
    if (old) this.remove(key, old);
    const weight = this.options.weigh(value);
    const jitter = this.options.freshJitter ?? FRESH_JITTER;
    this.entries.set(key, {
      value,
      weight,
      storedAt: this.now(),
      freshForMs: this.options.freshMs * (1 - Math.random() * jitter),
      generation,
      outdatedAt: isCurrent ? undefined : (old?.outdatedAt ?? this.changedAt),
      compute,
    });
    this.totalWeight += weight;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.totalWeight <= this.options.maxWeight || oldestKey === key) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }
}
