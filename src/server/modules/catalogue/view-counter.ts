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

/**
 * Counts per item are kept as two running totals of this process, what it counted and what it
 * has written, so a row read from the database at some moment can be shown with the views
 * counted since (`since`): rows held in memory show their views moving (decision 023).
 */
export class ViewCounter {
  private readonly counted = new Map<number, number>();
  private readonly persisted = new Map<number, number>();
  /** Items counted since the last flush began. */
  private unwritten = new Set<number>();
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
    if (isFirst) {
      this.counted.set(itemId, (this.counted.get(itemId) ?? 0) + 1);
      this.unwritten.add(itemId);
    }
    return isFirst;
  }

  /** Views counted but not yet in the database, so a detail can show its own view at once. */
  pending(itemId: number): number {
    return this.since(itemId, this.written(itemId));
  }

  /**
   * What this process had written of an item's views: take it before reading the item's row,
   * and `since` says what to add to the row's count later.
   */
  written(itemId: number): number {
    return this.persisted.get(itemId) ?? 0;
  }

  /** Views counted here and not in a row read when `written` was `writtenBefore`. */
  since(itemId: number, writtenBefore: number): number {
    return (this.counted.get(itemId) ?? 0) - writtenBefore;
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.unwritten.size === 0) return;
      const ids = this.unwritten;
      this.unwritten = new Set();
      const batch = new Map([...ids].map((id) => [id, this.pending(id)]));
      try {
        await this.options.persist(batch);
        for (const [id, count] of batch)
          this.persisted.set(id, (this.persisted.get(id) ?? 0) + count);
      } catch (error) {
        // Nothing was marked written: the next flush tries again.
        for (const id of ids) this.unwritten.add(id);
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
