import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { connectRedis } from './redis.js';

/**
 * "The catalogue changed: forget what you cached" for every instance (decision 013). In one
 * process the listeners are called directly; with Redis, a message on one channel reaches every
 * server subscribed to it, whichever process wrote (a server, the importer, the seed).
 *
 * Pub/sub delivers at most once: a message sent while a server's subscriber is reconnecting is
 * lost. A server therefore also forgets everything when its subscriber (re)connects, and the
 * caches' own refresh (60 s) is the backstop for anything else.
 */
export interface CacheInvalidation {
  /**
   * After a committed change. This process's listeners have run when it returns; other
   * processes' run as soon as Redis delivers. Never throws: a lost message is caught up later.
   */
  publish(): Promise<void>;
  /** `listener` runs on every change from now on; returns how to stop. */
  subscribe(listener: () => void): () => void;
  /** Stops listening (the shared Redis connection stays its owner's to close). */
  close(): Promise<void>;
}

/**
 * For a process no server reads beside (tests, a tool on the embedded database, which one
 * process opens at a time): there are no caches to tell.
 */
export const NO_OTHER_CACHES: Pick<CacheInvalidation, 'publish'> = { publish: async () => {} };

export const CATALOGUE_CHANGED_CHANNEL = 'hyetaek:catalogue-changed';

type WarnLog = Pick<Logger, 'warn'>;

class Listeners {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly log: WarnLog) {}

  add(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        this.log.warn({ err: error }, 'a cache invalidation listener failed');
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** One process: the listeners are called before `publish` returns. */
export function memoryCacheInvalidation(log: WarnLog): CacheInvalidation {
  const listeners = new Listeners(log);
  return {
    async publish() {
      listeners.notify();
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      listeners.clear();
    },
  };
}

export interface RedisCacheInvalidationOptions {
  /** The shared connection (see redis.ts); publishes on it. */
  redis: Redis;
  log: WarnLog;
  channel?: string;
}

/**
 * Several processes sharing Redis. A subscribing connection can do nothing else, so the first
 * `subscribe` opens one of its own; a process that only writes (the importer) never does.
 */
export function redisCacheInvalidation(options: RedisCacheInvalidationOptions): CacheInvalidation {
  const { redis, log } = options;
  const channel = options.channel ?? CATALOGUE_CHANGED_CHANNEL;
  // Our own messages come back to us; the listeners have run already.
  const sender = randomUUID();
  const listeners = new Listeners(log);
  let subscriber: Redis | undefined;

  const listen = () => {
    // Waits for Redis while it is away (the offline queue), retrying for as long as it takes.
    subscriber = redis.duplicate({
      connectionName: `${channel}:subscriber`,
      lazyConnect: true,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    });
    // The shared connection reports outages (redis.ts); this one would only repeat them.
    subscriber.on('error', () => {});
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel && message !== sender) listeners.notify();
    });
    // Messages sent while we were away are lost: whatever they said, forget everything. The
    // first connection needs this too when Redis came up after the caches were first filled.
    subscriber.on('ready', () => listeners.notify());
    subscriber.subscribe(channel).catch((error: unknown) => {
      if (subscriber?.status !== 'end')
        log.warn({ err: error }, 'cache invalidation not subscribed');
    });
  };

  return {
    async publish() {
      listeners.notify();
      try {
        await redis.publish(channel, sender);
      } catch (error) {
        log.warn(
          { err: error },
          'cache invalidation not sent: other instances catch up within a minute',
        );
      }
    },
    subscribe(listener) {
      if (!subscriber) listen();
      return listeners.add(listener);
    },
    async close() {
      listeners.clear();
      const closing = subscriber;
      subscriber = undefined;
      // QUIT would wait in the offline queue for a Redis that is away.
      if (closing?.status === 'ready') await closing.quit().catch(() => closing.disconnect());
      else closing?.disconnect();
    },
  };
}

/**
 * For a command that writes the catalogue (the seed, the importer): with REDIS_URL, servers
 * sharing that Redis hear of its changes. `close` also closes the connection it opened.
 */
export async function connectCacheInvalidation(
  redisUrl: string | undefined,
  log: WarnLog,
): Promise<CacheInvalidation> {
  if (!redisUrl) return memoryCacheInvalidation(log);
  const redis = connectRedis(redisUrl, log);
  await redis
    .connect()
    .catch((error: unknown) =>
      log.warn({ err: error }, 'redis not reachable: servers catch up within a minute'),
    );
  const invalidation = redisCacheInvalidation({ redis, log });
  return {
    ...invalidation,
    async close() {
      await invalidation.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
