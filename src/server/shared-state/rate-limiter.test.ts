import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from './redis.js';
import { createRateLimiter, RATE_LIMIT_KEY_PREFIX } from './rate-limiter.js';

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
});
