import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountTestClient } from '../test-support/account-client.js';
import { createTestApp, readUnknownDetail, type TestApp } from '../test-support/test-app.js';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy.js';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-handling.js';

/**
 * PostgreSQL going away under a running service (issue 16: a 5 s outage answered 521 of 2,500
 * calls with 500). The service reaches the real database through a loopback proxy the test cuts
 * and restores. Only on PostgreSQL (CI's second stage): the embedded database lives in the process.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('while PostgreSQL is away', () => {
  let t: TestApp;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const url = new URL(databaseUrl!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    t = await createTestApp({ databaseUrl: url.toString() });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const readDetail = () => readUnknownDetail(t.app);

  it('answers 503 with Retry-After within 2 s, fails /readyz at once, and recovers when it is back', async () => {
    expect((await readDetail()).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);

    await proxy.cut();
    const started = performance.now();
    const [answers, ready] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, readDetail)),
      t.app.inject({ url: '/readyz' }),
    ]);
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(ready.statusCode).toBe(503);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(answer.json().error.code).toBe('service_unavailable');
    }

    await proxy.restore();
    const back = performance.now();
    let status = 0;
    while (status !== 404 && performance.now() - back < 5_000) {
      status = (await readDetail()).statusCode;
      if (status !== 404) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(404);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('under load for 5 s: only 503s, never slower than 2.5 s, back within 5 s, no account half-made', async () => {
    const run = Date.now().toString(36);
    const CALLS = 325;
    const outcomes: { status: number; ms: number; at: number }[] = [];
    let signUps = 0;
    // 25 calls a second for 13 s: reads, and a sign-up (a multi-row write) every fifth call; the
    // database is away from the 2nd second to the 7th.
    const started = performance.now();
    const pending: Promise<void>[] = [];
    const load = (async () => {
      for (let i = 0; i < CALLS; i += 1) {
        const wait = started + i * 40 - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const sent = performance.now();
        const request =
          i % 5 === 0
            ? new AccountTestClient(t.app).signUp({
                email: `outage-${run}-${signUps++}@example.com`,
              })
            : readDetail();
        pending.push(
          request.then(
            (response) =>
              void outcomes.push({
                status: response.statusCode,
                ms: performance.now() - sent,
                at: sent - started,
              }),
          ),
        );
      }
      await Promise.all(pending);
    })();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await proxy.restore();
    const restoredAt = performance.now() - started;
    await load;

    expect(outcomes).toHaveLength(CALLS);
    // A read of an unknown item is 404, a sign-up 200; while away, 503 and nothing else.
    expect(outcomes.filter((o) => ![200, 404, 503].includes(o.status))).toEqual([]);
    expect(outcomes.some((o) => o.status === 503)).toBe(true);
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(2_500);
    // Everything sent from 5 s after the database came back was answered as usual.
    const late = outcomes.filter((o) => o.at > restoredAt + 5_000);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((o) => o.status === 503)).toEqual([]);

    const firstBack = Math.min(
      ...outcomes.filter((o) => o.at > restoredAt && o.status !== 503).map((o) => o.at),
    );
    // The figure the issue asks for, in the test's output.
    console.info(
      `PostgreSQL away 5 s under 25 calls/s: ${outcomes.filter((o) => o.status === 503).length} × 503, ` +
        `slowest answer ${Math.round(Math.max(...outcomes.map((o) => o.ms)))} ms, ` +
        `first answer after the return ${Math.round(firstBack - restoredAt)} ms after it`,
    );

    // Every account is whole: its user row has its three consents, or it does not exist.
    const rows = await t.database.db
      .selectFrom('users as u')
      .leftJoin('user_consents as c', 'c.user_id', 'u.id')
      .select(['u.email', (eb) => eb.fn.count<string>('c.id').as('consents')])
      .where('u.email', 'like', `outage-${run}-%`)
      .groupBy('u.email')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.consents), row.email ?? '').toBe(3);
  }, 40_000);
});
