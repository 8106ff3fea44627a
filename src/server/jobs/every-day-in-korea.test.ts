import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyDayInKorea } from './every-day-in-korea.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;

describe('everyDayInKorea', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at the Korean time each day, given that day, until stopped', async () => {
    // 21:00 in Korea is 12:00 UTC: the server's own zone does not matter.
    vi.setSystemTime(Date.parse('2026-11-27T12:00:00Z'));
    const runs: { day: string; at: number }[] = [];
    const daily = everyDayInKorea({
      hour: 23,
      minute: 59,
      run: async (day) => void runs.push({ day, at: Date.now() }),
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(3 * HOUR - MINUTE - 1);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([{ day: '2026-11-27', at: Date.parse('2026-11-27T23:59:00+09:00') }]);
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(runs[1]).toEqual({ day: '2026-11-28', at: Date.parse('2026-11-28T23:59:00+09:00') });
    daily.stop();
    await vi.advanceTimersByTimeAsync(3 * DAY_MS);
    expect(runs).toHaveLength(2);
  });

  it('waits for the next day when the time has passed today, and goes on after a failure', async () => {
    vi.setSystemTime(Date.parse('2026-11-27T05:00:00+09:00'));
    const days: string[] = [];
    const errors: unknown[] = [];
    const daily = everyDayInKorea({
      hour: 4,
      run: async (day) => {
        days.push(day);
        if (days.length === 1) throw new Error('database away');
      },
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(23 * HOUR - 1);
    expect(days).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(days).toEqual(['2026-11-28']);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(days).toEqual(['2026-11-28', '2026-11-29']);
    daily.stop();
  });
});
