import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_IP_LIMIT } from '../modules/request/request.routes.js';
import { apiHeaders, createTestApp, type TestApp } from '../test-support/test-app.js';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy.js';

/**
 * Redis going away in the middle and coming back (issue 16). The instance reaches the real Redis
 * through a loopback proxy the test cuts and restores; a second instance talks to Redis directly.
 * While Redis is away the instance stays ready (its body says Redis is degraded) and counts limits
 * in its own process; once Redis is back its counts are shared again. Only where CI runs Redis.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('while Redis is away', () => {
  let proxied: TestApp;
  let direct: TestApp;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const url = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    url.host = `127.0.0.1:${proxy.port}`;
    proxied = await createTestApp({ redisUrl: url.toString() });
    direct = await createTestApp({ redisUrl: redisUrl! });
  });
  afterAll(async () => {
    await proxied?.close();
    await direct?.close();
    await proxy?.close();
  });

  /** A contact request from `address` (its limit: REQUEST_IP_LIMIT per address). */
  const ask = (app: TestApp, address: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/request/create',
      remoteAddress: address,
      headers: apiHeaders('create'),
      payload: {
        type: 'inquiry',
        email: 'reader@example.com',
        message: '레디스가 없을 때도 제한이 지켜지는지 확인해요.',
        request_id: randomUUID(),
      },
    });
  const readiness = async (app: TestApp) => {
    const response = await app.app.inject({ url: '/readyz' });
    return { status: response.statusCode, redis: response.json().checks?.redis as string };
  };
  const address = () =>
    `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

  it('stays ready, limits in its own process, and shares the counts again once Redis is back', async () => {
    expect(await readiness(proxied)).toEqual({ status: 200, redis: 'ok' });

    await proxy.cut();
    expect(await readiness(proxied)).toEqual({ status: 200, redis: 'degraded' });
    // The limit still holds, counted here: the (max + 1)th request from one address is refused,
    // and no call waits on the missing Redis.
    const alone = address();
    const started = performance.now();
    const statuses = [];
    for (let i = 0; i <= REQUEST_IP_LIMIT.max; i += 1) {
      statuses.push((await ask(proxied, alone)).statusCode);
    }
    expect(statuses).toEqual([...Array(REQUEST_IP_LIMIT.max).fill(200), 429]);
    expect(performance.now() - started).toBeLessThan(5_000);

    await proxy.restore();
    const back = performance.now();
    let state = await readiness(proxied);
    while (state.redis !== 'ok' && performance.now() - back < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await readiness(proxied);
    }
    expect(state).toEqual({ status: 200, redis: 'ok' });
    // Shared again: requests from one address spread over both instances count together.
    const spread = address();
    const shared = [];
    for (let i = 0; i <= REQUEST_IP_LIMIT.max; i += 1) {
      shared.push((await ask(i % 2 ? direct : proxied, spread)).statusCode);
    }
    expect(shared).toEqual([...Array(REQUEST_IP_LIMIT.max).fill(200), 429]);
  });
});
