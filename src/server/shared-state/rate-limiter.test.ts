import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from './redis.js';
import {
  createMemoryRateLimiter,
  createRateLimiter,
  RATE_LIMIT_KEY_PREFIX,
  type RateLimiter,
} from './rate-limiter.js';

/** Nothing listens on port 1: a Redis that is down. */
const DOWN_REDIS_URL = 'redis://127.0.0.1:1';
const RULE = { max: 2, windowSeconds: 60 };

function recordingLog() {
  const warnings: string[] = [];
  return {
    warnings,
    warn: (_details: unknown, message?: string) => void warnings.push(message ?? ''),
  };
}

/** Peeking tells whether one more would pass and counts nothing; only hits count. */
async function expectPeekCountsNothing(limiter: RateLimiter, key: string) {
  expect(await limiter.peek(key, RULE)).toMatchObject({ isAllowed: true });
  expect(await limiter.peek(key, RULE)).toMatchObject({ isAllowed: true });
  await limiter.hit(key, RULE);
  expect((await limiter.peek(key, RULE)).isAllowed).toBe(true);
  await limiter.hit(key, RULE);
  const full = await limiter.peek(key, RULE);
  expect(full.isAllowed).toBe(false);
  expect(full.retryAfterSeconds).toBeGreaterThan(0);
  expect(full.retryAfterSeconds).toBeLessThanOrEqual(60);
}

describe('peeking at a limit', () => {
  it('counts nothing in the process', () =>
    expectPeekCountsNothing(createMemoryRateLimiter(), 'p'));
});

describe('counters in the process', () => {
  it('stay bounded however many keys a flood brings, forgetting the oldest first', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now, 1_000);
    const rule = { max: 1, windowSeconds: 3600 };
    await limiter.hit('victim', rule);
    expect((await limiter.peek('victim', rule)).isAllowed).toBe(false);
    // 1,000 addresses later the oldest counter went to make room; the newest are all kept.
    for (let i = 0; i < 1_000; i += 1) await limiter.hit(`flood-${i}`, rule);
    expect((await limiter.peek('victim', rule)).isAllowed).toBe(true);
    expect((await limiter.peek('flood-999', rule)).isAllowed).toBe(false);
    expect((await limiter.peek('flood-500', rule)).isAllowed).toBe(false);
    // Expired windows make room before any live one is forgotten.
    now += 3_600_000;
    await limiter.hit('fresh', rule);
    await limiter.hit('fresh-2', rule);
    expect((await limiter.peek('fresh', rule)).isAllowed).toBe(false);
  });
});

describe('the rate limiter while Redis is down', () => {
  const redis = connectRedis(DOWN_REDIS_URL, { warn: () => {} });
  beforeAll(() => redis.connect().catch(() => undefined));
  afterAll(() => redis.disconnect());

  it('keeps counting in the process, refuses over the limit, and warns once', async () => {
    const log = recordingLog();
    const limiter = createRateLimiter(redis, log);
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push(await limiter.hit('probe:10.0.0.1', RULE));
    expect(results.map((r) => r.isAllowed)).toEqual([true, true, false]);
    expect(results[2]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[2]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(log.warnings).toEqual(['shared rate limits unavailable; counting in this process']);
  });

  it('peeks at the process counts too', () =>
    expectPeekCountsNothing(createRateLimiter(redis, recordingLog()), 'peek:10.0.0.1'));
});

describe.runIf(process.env.TEST_REDIS_URL)('the rate limiter with Redis up', () => {
  const redis = connectRedis(process.env.TEST_REDIS_URL ?? '', { warn: () => {} });
  beforeAll(() => redis.connect());
  afterAll(() => redis.disconnect());

  it('shares one count between the instances, in Redis', async () => {
    const key = `shared-probe:${Date.now()}`;
    const log = recordingLog();
    const [first, second] = [createRateLimiter(redis, log), createRateLimiter(redis, log)];
    const answers = [
      await first.hit(key, RULE),
      await second.hit(key, RULE),
      await first.hit(key, RULE),
    ];
    expect(answers.map((a) => a.isAllowed)).toEqual([true, true, false]);
    expect(await redis.get(`${RATE_LIMIT_KEY_PREFIX}${key}`)).toBe('3');
    expect(log.warnings).toEqual([]);
  });

  it('peeks at the shared count without adding to it', () =>
    expectPeekCountsNothing(createRateLimiter(redis, recordingLog()), `peek:${Date.now()}`));
});
