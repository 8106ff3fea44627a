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
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, rule) {
      const time = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        if (windows.size > 100_000) {
          for (const [k, e] of windows) if (e.resetAt <= time) windows.delete(k);
        }
        entry = { count: 0, resetAt: time + rule.windowSeconds * 1000 };
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
  return {
    async hit(key, rule) {
      try {
        return await shared.hit(key, rule);
      } catch (error) {
        if (Date.now() - lastWarnedAt >= FALLBACK_WARNING_INTERVAL_MS) {
          lastWarnedAt = Date.now();
          log.warn({ err: error }, 'shared rate limits unavailable; counting in this process');
        }
        return local.hit(key, rule);
      }
    },
  };
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
