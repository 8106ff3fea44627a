import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../jobs/outbox.js';
import { apiHeaders, createTestApp, type TestApp } from '../test-support/test-app.js';
import { CallRegistry } from './api.js';
import { registerMetrics } from './metrics.js';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** A sample's value in Prometheus' text format, or undefined when the series is absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const isMatch = Object.entries(labels).every(([key, value]) =>
      line.includes(`${key}="${value}"`),
    );
    if (isMatch) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('/metrics', () => {
  let t: TestApp;
  const scrape = async (token = TOKEN) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  const call = (path: string, method: string, body: unknown, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: apiHeaders(method, headers),
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('is served only with the bearer token', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect((await scrape('x'.repeat(40))).statusCode).toBe(401);
    const allowed = await scrape();
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts calls, their time and their errors by call and stable code', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await call('policy/read', 'read_list', {})).statusCode).toBe(200);
    expect((await call('policy/read', 'read_detail', { cid: 7 })).statusCode).toBe(400);
    // Whatever a caller writes in the path or X-Method, it is never a label.
    expect((await call('evil<script>/x', 'drop_users', {})).statusCode).toBe(404);
    expect((await call('policy/read', 'drop_users', {})).statusCode).toBe(400);

    const text = (await scrape()).body;
    const list = { call: 'api policy/read#read_list', status: '200' };
    expect(sample(text, 'hyetaek_http_requests_total', list)).toBe(3);
    expect(sample(text, 'hyetaek_http_request_duration_seconds_count', { call: list.call })).toBe(
      3,
    );
    expect(sample(text, 'hyetaek_http_errors_total', { code: 'validation_failed' })).toBe(1);
    expect(sample(text, 'hyetaek_http_errors_total', { code: 'not_found' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, 'hyetaek_http_errors_total', { code: 'unknown_method' })).toBe(1);
    expect(
      sample(text, 'hyetaek_http_requests_total', { call: 'api unknown', status: '404' }),
    ).toBe(1);
    expect(text).not.toMatch(/evil|drop_users/);
    // The same list thrice: each lookup counted, the first a miss. (How many of the others hit
    // depends on catalogue changes, which another process sharing Redis may announce.)
    const lookups = (outcome: string) =>
      sample(text, 'hyetaek_cache_lookups_total', { cache: 'catalogue_lists', outcome }) ?? 0;
    expect(lookups('miss')).toBeGreaterThanOrEqual(1);
    expect(lookups('miss') + lookups('fresh') + lookups('stale')).toBeGreaterThanOrEqual(3);
  });

  it('reports the event loop, the database pool and the outbox', async () => {
    // Kinds of this run only: the shared PostgreSQL keeps earlier runs' undelivered rows.
    const [ok, down] = [`probe-ok-${randomUUID()}`, `probe-down-${randomUUID()}`];
    t.app.outbox.handle(ok, async () => {});
    t.app.outbox.handle(down, async () => {
      throw new Error('the far side is down');
    });
    for (const kind of [ok, down]) {
      await enqueue(t.database.db, { kind, key: `${kind}-${randomUUID()}`, payload: {} });
    }
    await t.app.outbox.runDue();

    const text = (await scrape()).body;
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'hyetaek_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, 'hyetaek_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'hyetaek_outbox_attempts_total', { kind: ok, outcome: 'delivered' })).toBe(
      1,
    );
    expect(sample(text, 'hyetaek_outbox_attempts_total', { kind: down, outcome: 'failed' })).toBe(
      1,
    );
  });

  it('is not served at all without a token configured', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    } finally {
      await bare.close();
    }
  });
});

describe('a slow answer', () => {
  it('is logged as a warning naming the call, its status and its time; a quick one is not', async () => {
    const logged: { msg: string; call?: string; status?: number; ms?: number }[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const app = Fastify({ loggerInstance: log as FastifyBaseLogger });
    registerMetrics(app, {
      calls: new CallRegistry(),
      poolStats: () => ({ total: 0, idle: 0, waiting: 0 }),
      token: undefined,
      slowRequestMs: 100,
    });
    app.get('/quick', async () => 'ok');
    app.get('/slow', async () => {
      await sleep(150);
      return 'ok';
    });
    try {
      expect((await app.inject('/quick')).statusCode).toBe(200);
      expect((await app.inject('/slow')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const slow = logged.filter((line) => line.msg === 'slow answer');
    expect(slow).toEqual([expect.objectContaining({ call: '/slow', status: 200 })]);
    expect(slow[0]!.ms).toBeGreaterThanOrEqual(150);
  });
});
