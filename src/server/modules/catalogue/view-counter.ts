import type { Redis } from 'ioredis';

/**
 * Counts a detail view once per client key, item and Korean day. Reads must stay fast (product §15:
 * read_detail p99 ≤ 15 ms), so a view is not a write on the read path: the first view of the day
 * is remembered (in Redis when several instances share the work, else in memory) and the counts
 * are added to the database in one batch every few seconds and on shutdown.
 */
export interface ViewSeenStore {
  /** True the first time this (day, item, client) is seen. */
  markSeen(day: string, itemId: number, clientKey: string): Promise<boolean>;
}

/** A day and a little more: a key made at 23:59 in Korea still dedupes until that day is over. */
const SEEN_TTL_SECONDS = 26 * 60 * 60;

export function redisViewSeenStore(redis: Redis): ViewSeenStore {
  return {
    async markSeen(day, itemId, clientKey) {
      const key = `hyetaek:view:${day}:${itemId}:${clientKey}`;
      return (await redis.set(key, '1', 'EX', SEEN_TTL_SECONDS, 'NX')) === 'OK';
    },
  };
}

/**
 * One process's memory: today's keys only. The set is capped so a flood of new client keys cannot
 * exhaust memory; past the cap it starts over, at worst counting someone twice that day.
 */
export function memoryViewSeenStore(maxEntries = 200_000): ViewSeenStore {
  let currentDay = '';
  let seen = new Set<string>();
  return {
    async markSeen(day, itemId, clientKey) {
      if (day !== currentDay || seen.size >= maxEntries) {
        currentDay = day;
        seen = new Set();
      }
      const key = `${itemId}:${clientKey}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    },
  };
}

export interface ViewCounterOptions {
  seen: ViewSeenStore;
  /** Adds the batch to the database. */
  persist: (increments: Map<number, number>) => Promise<void>;
  flushIntervalMs: number;
  onError: (error: unknown) => void;
}

export class ViewCounter {
  private pendingCounts = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly options: ViewCounterOptions) {
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs);
    this.timer.unref();
  }

  /** Records a view; answers whether it counted. A failing store never fails the read. */
  async record(day: string, itemId: number, clientKey: string): Promise<boolean> {
    let isFirst: boolean;
    try {
      isFirst = await this.options.seen.markSeen(day, itemId, clientKey);
    } catch (error) {
      this.options.onError(error);
      return false;
    }
    if (isFirst) this.pendingCounts.set(itemId, (this.pendingCounts.get(itemId) ?? 0) + 1);
    return isFirst;
  }

  /** Views counted but not yet in the database, so a detail can show its own view at once. */
  pending(itemId: number): number {
    return this.pendingCounts.get(itemId) ?? 0;
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pendingCounts.size === 0) return;
      const batch = this.pendingCounts;
      this.pendingCounts = new Map();
      try {
        await this.options.persist(batch);
      } catch (error) {
        // Put the batch back: the next flush tries again.
        for (const [id, count] of batch) {
          this.pendingCounts.set(id, (this.pendingCounts.get(id) ?? 0) + count);
        }
        this.options.onError(error);
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
