/**
 * An in-process cache for answers that are costly to compute and may be a little stale (list
 * snapshots, filter counts). Within `freshMs` an entry is served as is; after that it is still
 * served while one refresh runs behind it (stale-while-revalidate), so no caller waits on a
 * recomputation once a key is warm. Concurrent misses of one key share one computation. Entries
 * are evicted least recently used once their total weight passes `maxWeight`.
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
  refreshing?: Promise<T> | undefined;
}

export class RefreshingCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T>>();
  private totalWeight = 0;
  /** Bumped by `clear`: a computation begun before it may have read what changed since. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: RefreshingCacheOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    const isServed = entry !== undefined && age <= this.options.maxAgeMs;
    countLookup(
      this.options.name ?? 'other',
      isServed ? (age > this.options.freshMs ? 'stale' : 'fresh') : 'miss',
    );
    if (entry && isServed) {
      // Map order is the recency order: move the entry to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (age > this.options.freshMs && !entry.refreshing) {
        entry.refreshing = this.load(key, compute).catch(() => {
          // Keep serving the stale value; the next caller after the failure tries again.
          entry.refreshing = undefined;
          return entry.value;
        });
      }
      return entry.value;
    }
    return this.pending.get(key) ?? this.load(key, compute);
  }

  /**
   * Drops everything, e.g. after the catalogue changed. The next `get` of any key computes anew:
   * nothing stale is served while refreshing, no caller joins a computation begun before the
   * change, and such a computation, when it ends, answers its own callers but is not stored.
   */
  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.totalWeight = 0;
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }

  private load(key: string, compute: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const loading: Promise<T> = compute()
      .then((value) => {
        if (generation === this.generation) this.store(key, value);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
      });
    this.pending.set(key, loading);
    return loading;
  }

  private store(key: string, value: T): void {
    const old = this.entries.get(key);
    if (old) {
      this.totalWeight -= old.weight;
      this.entries.delete(key);
    }
    const weight = this.options.weigh(value);
    this.entries.set(key, { value, weight, storedAt: this.now() });
    this.totalWeight += weight;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.totalWeight <= this.options.maxWeight || oldestKey === key) break;
      this.entries.delete(oldestKey);
      this.totalWeight -= oldest.weight;
    }
  }
}
