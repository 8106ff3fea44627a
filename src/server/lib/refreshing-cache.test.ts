import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache.js';

function setup(maxWeight = 100) {
  let now = 0;
  const cache = new RefreshingCache<number[]>({
    freshMs: 1_000,
    maxAgeMs: 10_000,
    maxWeight,
    weigh: (value) => value.length,
    now: () => now,
    freshJitter: 0,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('RefreshingCache', () => {
  it('computes a key once for concurrent callers and serves it while fresh', async () => {
    const { cache } = setup();
    let calls = 0;
    const compute = async () => [++calls];
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b, calls]).toEqual([[1], [1], 1]);
    expect(await cache.get('k', compute)).toEqual([1]);
    expect(calls).toBe(1);
  });

  it('serves a stale value at once while one refresh runs behind it', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => [1]);
    advance(1_500);
    let release: (value: number[]) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<number[]>((resolve) => (release = resolve));
    };
    expect(await cache.get('k', slow)).toEqual([1]);
    expect(await cache.get('k', slow)).toEqual([1]);
    expect(calls).toBe(1);
    release([2]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', slow)).toEqual([2]);
  });

  it('refreshes stale entries one at a time across caches, each fresh for a little less than freshMs', async () => {
    let now = 0;
    const make = () =>
      new RefreshingCache<number>({
        freshMs: 60_000,
        maxAgeMs: 600_000,
        maxWeight: 100,
        weigh: () => 1,
        now: () => now,
      });
    const [lists, searches] = [make(), make()];
    await lists.get('a', async () => 1);
    await searches.get('b', async () => 1);
    // The jitter takes at most 15 % off: fresh up to 51 s, stale by 60 s.
    now = 50_999;
    let computed = 0;
    const again = async () => ++computed;
    await Promise.all([lists.get('a', again), searches.get('b', again)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(computed).toBe(0);

    now = 60_001;
    const releases: (() => void)[] = [];
    const started: string[] = [];
    const slow = (name: string) => () => {
      started.push(name);
      return new Promise<number>((resolve) => releases.push(() => resolve(2)));
    };
    expect(await lists.get('a', slow('a'))).toBe(1);
    expect(await searches.get('b', slow('b'))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['a']);
    releases[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['a', 'b']);
    releases[1]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([await lists.get('a', again), await searches.get('b', again)]).toEqual([2, 2]);
  });

  it('offers the held value to a refresh called by age, not to one called by a change', async () => {
    const { cache, advance } = setup();
    const offered: (number[] | undefined)[] = [];
    const compute = async (previous?: number[]) => {
      offered.push(previous);
      return [offered.length];
    };
    await cache.get('k', compute);
    advance(1_500);
    await cache.get('k', compute);
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(offered).toEqual([undefined, [1], undefined]);
  });

  it('keeps the stale value when a refresh fails', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => [1]);
    advance(1_500);
    expect(await cache.get('k', () => Promise.reject(new Error('db down')))).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', async () => [2])).toEqual([1]);
  });

  it('recomputes entries past their maximum age and evicts the least recently used', async () => {
    const { cache, advance } = setup(5);
    await cache.get('a', async () => [1, 2, 3]);
    advance(11_000);
    expect(await cache.get('a', async () => [9])).toEqual([9]);
    await cache.get('b', async () => [1, 2]);
    await cache.get('a', async () => [0]); // a is now the most recently used
    await cache.get('c', async () => [1, 2, 3]);
    expect(await cache.get('b', async () => [7])).toEqual([7]);
  });

  it('does not cache failures', async () => {
    const { cache } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('k', async () => [1])).toEqual([1]);
  });

  it('after clear, computes anew instead of serving or storing what was read before it', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => [1]);
    advance(1_500);
    // A refresh (of the stale entry) and a first computation of another key are under way when
    // the data changes and the cache is cleared.
    const releases: ((value: number[]) => void)[] = [];
    const slow = () => new Promise<number[]>((resolve) => releases.push(resolve));
    expect(await cache.get('k', slow)).toEqual([1]);
    const otherBefore = cache.get('other', slow);
    cache.clear();

    expect(await cache.get('k', async () => [2])).toEqual([2]);
    const otherAfter = cache.get('other', async () => [20]);
    for (const release of releases) release([-1]);
    expect(await otherBefore).toEqual([-1]);
    expect(await otherAfter).toEqual([20]);
    // The computations begun before the change ended after it: neither replaced the new values.
    expect(await cache.get('k', async () => [3])).toEqual([2]);
    expect(await cache.get('other', async () => [30])).toEqual([20]);
  });

  it('after invalidate, serves the outdated value while it is recomputed, for at most a second', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => [1]);
    let release: (value: number[]) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<number[]>((resolve) => (release = resolve));
    };
    await cache.get('k', slow); // remembers how to recompute
    cache.invalidate();
    // The recomputation started behind the readers at once; they are not kept waiting.
    expect(await cache.get('k', slow)).toEqual([1]);
    expect(calls).toBe(1);
    advance(1_001);
    // Past the bound a reader waits for the new value rather than being told the old one.
    const waiting = cache.get('k', slow);
    release([2]);
    expect(await waiting).toEqual([2]);
    expect(calls).toBe(1);
    expect(cache.isCurrent('k')).toBe(true);
  });

  it('invalidate recomputes the most recently read keys and drops the rest', async () => {
    const cache = new RefreshingCache<number>({
      freshMs: 1_000,
      maxAgeMs: 10_000,
      maxWeight: 100,
      weigh: () => 1,
      refreshOnChange: 2,
    });
    let version = 1;
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => version);
    version = 2;
    cache.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([cache.isCurrent('b'), cache.isCurrent('c'), cache.size]).toEqual([true, true, 2]);
    expect(await cache.get('c', async () => 3)).toBe(2);
    expect(await cache.get('a', async () => 3)).toBe(3);
  });

  it('a recomputation begun before a second change is served, still outdated, then replaced', async () => {
    const { cache } = setup();
    const releases: ((value: number[]) => void)[] = [];
    const slow = () => new Promise<number[]>((resolve) => releases.push(resolve));
    await cache.get('k', async () => [1]);
    await cache.get('k', slow);
    cache.invalidate(); // recomputation 1 begins
    cache.invalidate(); // recomputation 1 is outdated before it ends
    releases[0]!([2]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.isCurrent('k')).toBe(false);
    expect(await cache.get('k', slow)).toEqual([2]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases.at(-1)!([3]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', slow)).toEqual([3]);
    expect(cache.isCurrent('k')).toBe(true);
  });
});
