import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * The Redis connection shared by rate limits and caches when several instances run. Commands fail
 * fast while Redis is away instead of queueing, so a Redis outage degrades features, not requests.
 */
export function connectRedis(url: string, logger: Pick<Logger, 'warn'>): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  let lastWarnedAt = 0;
  redis.on('error', (error: Error) => {
    // ioredis retries on its own; one line every 10 s is enough for the operators.
    if (Date.now() - lastWarnedAt < 10_000) return;
    lastWarnedAt = Date.now();
    logger.warn({ err: error }, 'redis unavailable');
  });
  return redis;
}
