import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface RateLimitRule {
  /** Requests allowed in one window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  isAllowed: boolean;
  retryAfterSeconds: number;
}

/** Fixed-window counters: in process memory for one instance, in Redis when several share state. */
export interface RateLimiter {
  /** Counts one more and says whether it is within the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /**
   * Whether one more would be within the rule, counting nothing: for limits on failures, checked
   * before an attempt and counted (`hit`) only when it fails.
   */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
}

/** Counters one process keeps at most (about 100 bytes each): a flood cannot grow it further. */
export const MEMORY_RATE_LIMIT_KEYS = 100_000;

/**
 * Counters in this process. Keys come from callers (addresses, e-mail addresses), so their number
 * is bounded: past `maxKeys`, expired windows go first, then the oldest windows, whose counts
 * restart. Forgetting a counter is the lesser harm: reaching it takes `maxKeys` fresh keys, each
 * a request the per-address limits already count.
 */
export function createMemoryRateLimiter(
  now: () => number = Date.now,
  maxKeys = MEMORY_RATE_LIMIT_KEYS,
): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async peek(key, rule) {
      const time = now();
      const entry = windows.get(key);
      if (!entry || entry.resetAt <= time) return { isAllowed: rule.max > 0, retryAfterSeconds: 0 };
      return {
        isAllowed: entry.count < rule.max,
        retryAfterSeconds: Math.ceil((entry.resetAt - time) / 1000),
      };
    },
    async hit(key, rule) {
      const time = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        if (windows.size >= maxKeys) {
          for (const [k, e] of windows) if (e.resetAt <= time) windows.delete(k);
          // Map order is insertion order: the oldest windows first.
          for (const k of windows.keys()) {
            if (windows.size < maxKeys) break;
            windows.delete(k);
          }
        }
        entry = { count: 0, resetAt: time + rule.windowSeconds * 1000 };
        windows.delete(key); // a renewed window goes to the end of the age order
        windows.set(key, entry);
      }
      entry.count += 1;
      return {
        isAllowed: entry.count <= rule.max,
        retryAfterSeconds: Math.ceil((entry.resetAt - time) / 1000),
      };
    },
  };
}

/** Where the Redis counters live (test set-ups clear them to start with fresh windows). */
export const RATE_LIMIT_KEY_PREFIX = 'hyetaek:rl:';

export function createRedisRateLimiter(redis: Redis, prefix = RATE_LIMIT_KEY_PREFIX): RateLimiter {
  return {
    async peek(key, rule) {
      const result = await redis.multi().get(`${prefix}${key}`).pttl(`${prefix}${key}`).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttlMs = Number(result?.[1]?.[1] ?? 0);
      return {
        isAllowed: count < rule.max,
        retryAfterSeconds: Math.ceil(Math.max(ttlMs, 0) / 1000),
      };
    },
    async hit(key, rule) {
      const redisKey = `${prefix}${key}`;
      const result = await redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, rule.windowSeconds * 1000, 'NX')
        .pttl(redisKey)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttlMs = Number(result?.[2]?.[1] ?? rule.windowSeconds * 1000);
      return {
        isAllowed: count <= rule.max,
        retryAfterSeconds: Math.ceil(Math.max(ttlMs, 0) / 1000),
      };
    },
  };
}

/** While the shared counters are away, one warning this often is enough for the operators. */
export const FALLBACK_WARNING_INTERVAL_MS = 10_000;

/**
 * The shared counters, and this process's own whenever they fail (product §15: limits never switch
 * off). The one place that decides what a Redis failure means for a limit; callers just `hit`.
 * While Redis is away each instance counts alone (a client spread over N instances gets up to N
 * times the limit) and starts from zero; when Redis answers again its counters are used again.
 */
export function withProcessFallback(
  shared: RateLimiter,
  log: Pick<Logger, 'warn'>,
  local: RateLimiter = createMemoryRateLimiter(),
): RateLimiter {
  let lastWarnedAt = -Infinity;
  const either =
    (ask: 'hit' | 'peek') =>
    async (key: string, rule: RateLimitRule): Promise<RateLimitResult> => {
      try {
        return await shared[ask](key, rule);
      } catch (error) {
        if (Date.now() - lastWarnedAt >= FALLBACK_WARNING_INTERVAL_MS) {
          lastWarnedAt = Date.now();
          log.warn({ err: error }, 'shared rate limits unavailable; counting in this process');
        }
        return local[ask](key, rule);
      }
    };
  return { hit: either('hit'), peek: either('peek') };
}

/** The process's rate limiter: Redis-backed with the in-process fallback, or in-process alone. */
export function createRateLimiter(
  redis: Redis | undefined,
  log: Pick<Logger, 'warn'>,
): RateLimiter {
  return redis
    ? withProcessFallback(createRedisRateLimiter(redis), log)
    : createMemoryRateLimiter();
}
