import { afterEach, describe, expect, it } from 'vitest';
import { memoryViewSeenStore, ViewCounter } from './view-counter.js';

const KEY_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const KEY_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

describe('ViewCounter', () => {
  let counter: ViewCounter | undefined;
  afterEach(() => counter?.close());

  function make(persist: (batch: Map<number, number>) => Promise<void>) {
    const errors: unknown[] = [];
    counter = new ViewCounter({
      seen: memoryViewSeenStore(),
      persist,
      flushIntervalMs: 60_000,
      onError: (error) => errors.push(error),
    });
    return { counter, errors };
  }

  it('counts each client once per item per day and writes the batch', async () => {
    const batches: Map<number, number>[] = [];
    const { counter } = make(async (batch) => void batches.push(batch));
    expect(await counter.record('2026-03-01', 1, KEY_A)).toBe(true);
    expect(await counter.record('2026-03-01', 1, KEY_A)).toBe(false);
    expect(await counter.record('2026-03-01', 1, KEY_B)).toBe(true);
    expect(await counter.record('2026-03-01', 2, KEY_A)).toBe(true);
    expect(await counter.record('2026-03-02', 1, KEY_A)).toBe(true);
    expect(counter.pending(1)).toBe(3);
    await counter.flush();
    expect(batches).toEqual([
      new Map([
        [1, 3],
        [2, 1],
      ]),
    ]);
    expect(counter.pending(1)).toBe(0);
  });

  it('keeps the batch for the next flush when writing fails', async () => {
    let isDown = true;
    const written: Map<number, number>[] = [];
    const { counter, errors } = make(async (batch) => {
      if (isDown) throw new Error('database restarting');
      written.push(batch);
    });
    await counter.record('2026-03-01', 7, KEY_A);
    await counter.flush();
    expect(errors).toHaveLength(1);
    await counter.record('2026-03-01', 7, KEY_B);
    isDown = false;
    await counter.flush();
    expect(written).toEqual([new Map([[7, 2]])]);
  });

  it('never fails a read when the seen-store fails', async () => {
    const errors: unknown[] = [];
    counter = new ViewCounter({
      seen: { markSeen: () => Promise.reject(new Error('redis away')) },
      persist: async () => {},
      flushIntervalMs: 60_000,
      onError: (error) => errors.push(error),
    });
    expect(await counter.record('2026-03-01', 1, KEY_A)).toBe(false);
    expect(errors).toHaveLength(1);
  });
});
