import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DIAGNOSTIC_CALLS } from '../../../shared/contract/diagnostics.js';
import type { ApiCalls } from '../../../shared/contract/index.js';
import { registerDiagnosticCalls } from '../../../server/modules/diagnostics/diagnostics.routes.js';
import { CLIENT_KEY, createTestApp, type TestApp } from '../../../server/test-support/test-app.js';
import { ApiError, createApiClient } from '../api-client.js';
import { createQueryCache, queryKey, runOptimistic, type QueryCache } from './query-cache.js';

type TestCalls = ApiCalls & typeof DIAGNOSTIC_CALLS;

/**
 * The data layer against the real server over HTTP, through the real API client: what a screen
 * reading a key sees while answers arrive late, out of order, or fail.
 */
describe('query cache', () => {
  let t: TestApp;
  let api: ReturnType<typeof createApiClient<TestCalls>>;
  let requests: string[];
  beforeAll(async () => {
    t = await createTestApp({ registerCalls: registerDiagnosticCalls });
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    requests = [];
    api = createApiClient<TestCalls>({
      baseUrl,
      fetch: (input, init) => {
        requests.push(String(init?.body));
        return fetch(input, init);
      },
      getClientKey: () => CLIENT_KEY,
      getLocale: () => 'en-US',
      tokens: { get: () => null, set: () => {} },
      unexpectedMessage: () => 'ALERT',
    });
  });
  afterAll(() => t.close());

  const slowKey = (ms: number) => queryKey('diagnostics/slow#read', { ms });
  const slow = (ms: number) => (signal: AbortSignal) =>
    api.call('diagnostics/slow#read', { ms }, { signal });

  /** A screen reading `key`: every snapshot it was shown, and a way to leave. */
  function reader(cache: QueryCache, key: string) {
    const seen: unknown[] = [];
    const leave = cache.subscribe(key, () => seen.push(cache.snapshot(key)));
    return { seen, leave };
  }

  const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

  it("answers the server page's data to its first reader without a request, then asks again", async () => {
    const cache = createQueryCache({
      initialData: [{ route: 'diagnostics/slow#read', input: { ms: 1 }, data: { waited_ms: 99 } }],
    });
    requests.length = 0;
    await cache.ensure(slowKey(1), slow(1), { freshMs: 0 });
    expect(cache.snapshot(slowKey(1))).toMatchObject({
      status: 'ready',
      data: { waited_ms: 99 },
      origin: 'server',
    });
    expect(requests).toEqual([]);

    // A later reader (past the shared moment) of a query good for no time asks again.
    const later = createQueryCache({
      initialData: [{ route: 'diagnostics/slow#read', input: { ms: 1 }, data: { waited_ms: 99 } }],
      now: (() => {
        let clock = 0;
        return () => (clock += 5_000);
      })(),
    });
    await later.ensure(slowKey(1), slow(1), { freshMs: 0 });
    await later.ensure(slowKey(1), slow(1), { freshMs: 0, keepStale: true });
    expect(requests).toHaveLength(1);
    expect(later.snapshot(slowKey(1))).toMatchObject({ data: { waited_ms: 1 }, origin: 'fetched' });
  });

  it('lets the latest input win: the reader that moved on aborts the older request', async () => {
    const cache = createQueryCache();
    const first = reader(cache, slowKey(400));
    const older = cache.ensure(slowKey(400), slow(400), { freshMs: 60_000 });
    // The visitor types on: the screen reads the new key and leaves the old one.
    first.leave();
    const second = reader(cache, slowKey(5));
    await cache.ensure(slowKey(5), slow(5), { freshMs: 60_000 });
    await older;
    expect(cache.snapshot(slowKey(5))).toMatchObject({ status: 'ready', data: { waited_ms: 5 } });
    // The older answer never showed, not even under its own key: nobody read it any more.
    expect(cache.snapshot(slowKey(400)).status).toBe('loading');
    expect(first.seen).not.toContainEqual(expect.objectContaining({ status: 'ready' }));
    expect(second.seen.at(-1)).toMatchObject({ data: { waited_ms: 5 } });
    second.leave();
  });

  it('keeps a newer write when an older request of the same key answers late', async () => {
    const cache = createQueryCache();
    const { leave } = reader(cache, slowKey(200));
    const late = cache.ensure(slowKey(200), slow(200), { freshMs: 60_000 });
    cache.setData(slowKey(200), { waited_ms: -1 }, 'local');
    await late;
    expect(cache.snapshot(slowKey(200))).toMatchObject({
      data: { waited_ms: -1 },
      origin: 'local',
    });
    leave();
  });

  it("shows a failed first load with the server's code and message, and loads again on retry", async () => {
    const cache = createQueryCache();
    const key = queryKey('diagnostics/slow#read', { ms: -1 });
    const { leave } = reader(cache, key);
    const invalid = (signal: AbortSignal) =>
      api.call('diagnostics/slow#read', { ms: -1 }, { signal });
    await cache.ensure(key, invalid, { freshMs: 60_000 });
    const failed = cache.snapshot(key);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeInstanceOf(ApiError);
    expect(failed.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((failed.error as ApiError).message).toMatch(/[a-z]/i); // en-US, as the reader asked

    const retrying = cache.refetch(key, slow(3));
    expect(cache.snapshot(key).status).toBe('loading');
    await retrying;
    expect(cache.snapshot(key)).toMatchObject({ status: 'ready', data: { waited_ms: 3 } });
    leave();
  });

  it('appends the next pages of an infinite list, and keeps the pages when one fails', async () => {
    const cache = createQueryCache();
    const key = 'pages';
    const { leave } = reader(cache, key);
    await cache.ensure(key, (signal) => slow(1)(signal).then((page) => [page]), {
      freshMs: 60_000,
    });
    await cache.fetchMore(key, slow(2));
    expect(cache.snapshot(key)).toMatchObject({
      status: 'ready',
      more: 'idle',
      data: [{ waited_ms: 1 }, { waited_ms: 2 }],
    });

    await cache.fetchMore(key, (signal) =>
      api.call('diagnostics/slow#read', { ms: -1 }, { signal }),
    );
    expect(cache.snapshot(key)).toMatchObject({
      status: 'ready',
      more: 'failed',
      moreError: { code: 'validation_failed' },
      data: [{ waited_ms: 1 }, { waited_ms: 2 }],
    });
    // The retry (더 보기 again) goes on from there.
    await cache.fetchMore(key, slow(3));
    expect(cache.snapshot(key)).toMatchObject({ more: 'idle' });
    expect(cache.snapshot<unknown[]>(key).data).toHaveLength(3);
    leave();
  });

  it('shows an optimistic change at once, undoes it when the server refuses, and reads again', async () => {
    const cache = createQueryCache();
    const key = slowKey(4);
    const { leave } = reader(cache, key);
    await cache.ensure(key, slow(4), { freshMs: 60_000 });

    const before = cache.snapshot<{ waited_ms: number }>(key).data!;
    let shownMeanwhile: unknown;
    requests.length = 0;
    const isTaken = await runOptimistic({
      apply() {
        cache.setData(key, { waited_ms: 0 }, 'local');
        return () => cache.setData(key, before, 'fetched');
      },
      send() {
        shownMeanwhile = cache.snapshot(key).data;
        return api.call('diagnostics/slow#read', { ms: -1 });
      },
    });
    cache.invalidate((k) => k === key);
    expect(isTaken).toBe(false);
    expect(shownMeanwhile).toEqual({ waited_ms: 0 });
    // Undone, then read again from the server (the key was on screen).
    expect(cache.snapshot(key).data).toEqual({ waited_ms: 4 });
    await settle(100);
    expect(requests).toEqual([JSON.stringify({ ms: -1 }), JSON.stringify({ ms: 4 })]);

    let reconciled = false;
    const isSent = await runOptimistic({
      apply: () => () => undefined,
      send: () => api.call('diagnostics/slow#read', { ms: 0 }),
      reconcile: () => void (reconciled = true),
    });
    expect(isSent).toBe(true);
    expect(reconciled).toBe(false);
    leave();
  });
});
