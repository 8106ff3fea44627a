import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CacheInvalidation,
  connectCacheInvalidation,
  memoryCacheInvalidation,
  redisCacheInvalidation,
} from './cache-invalidation.js';
import { connectRedis } from './redis.js';

const quiet = { warn: () => {} };

/** A channel of this run alone: other runs on the same Redis must not count here. */
const channel = `hyetaek:test-invalidation:${process.pid}:${Date.now()}`;

describe('cache invalidation in one process', () => {
  it('runs every listener before publish returns, and none after close', async () => {
    const bus = memoryCacheInvalidation(quiet);
    const heard: string[] = [];
    bus.subscribe(() => heard.push('lists'));
    const stop = bus.subscribe(() => heard.push('search'));
    await bus.publish();
    expect(heard).toEqual(['lists', 'search']);
    stop();
    await bus.publish();
    expect(heard).toEqual(['lists', 'search', 'lists']);
    await bus.close();
    await bus.publish();
    expect(heard).toHaveLength(3);
  });

  it('tells this process even when Redis is down, without failing the write', async () => {
    const bus = await connectCacheInvalidation('redis://127.0.0.1:1/0', quiet);
    let heard = 0;
    bus.subscribe(() => (heard += 1));
    await expect(bus.publish()).resolves.toBeUndefined();
    expect(heard).toBeGreaterThanOrEqual(1);
    await bus.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('cache invalidation through Redis', () => {
  const opened: CacheInvalidation[] = [];
  afterEach(async () => {
    for (const bus of opened.splice(0)) await bus.close();
  });

  async function instance() {
    const redis = connectRedis(redisUrl!, quiet);
    await redis.connect();
    const bus = redisCacheInvalidation({ redis, log: quiet, channel });
    const heard = { count: 0 };
    bus.subscribe(() => (heard.count += 1));
    opened.push({
      ...bus,
      close: async () => {
        await bus.close();
        redis.disconnect();
      },
    });
    return { bus, redis, heard };
  }

  async function subscribers(redis: Awaited<ReturnType<typeof instance>>['redis']) {
    const [, count] = (await redis.call('pubsub', 'numsub', channel)) as [string, number];
    return count;
  }

  it('reaches the other instance, and its own listeners only once', async () => {
    const a = await instance();
    const b = await instance();
    await vi.waitFor(async () => expect(await subscribers(a.redis)).toBe(2));
    // Each subscriber's first connection also invalidates (see below): start counting after it.
    await vi.waitFor(() => expect([a.heard.count, b.heard.count]).toEqual([1, 1]));

    await a.bus.publish();
    expect(a.heard.count).toBe(2);
    await vi.waitFor(() => expect(b.heard.count).toBe(2));
    // A's own message came back to it too, and was not counted again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.heard.count).toBe(2);
  });

  it('forgets everything when its subscriber reconnects: messages sent meanwhile are lost', async () => {
    const a = await instance();
    await vi.waitFor(() => expect(a.heard.count).toBe(1));
    const clients = String(await a.redis.call('client', 'list', 'type', 'pubsub'));
    const ids = clients
      .split('\n')
      .filter((line) => line.includes(` name=${channel}:subscriber `))
      .map((line) => /id=(\d+)/.exec(line)![1]!);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) await a.redis.call('client', 'kill', 'id', id);
    await vi.waitFor(() => expect(a.heard.count).toBe(2), { timeout: 5_000 });
  });
});
