import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beforeKoreanMidnight } from './before-korean-midnight.js';

const MINUTE = 60_000;

describe('beforeKoreanMidnight', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('prepares each coming Korean day the lead before its midnight, every day until stopped', async () => {
    vi.setSystemTime(Date.parse('2026-11-27T21:00:00+09:00'));
    const prepared: { day: string; at: number }[] = [];
    const turn = beforeKoreanMidnight({
      leadMs: MINUTE,
      prepare: async (day) => void prepared.push({ day, at: Date.now() }),
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE - MINUTE - 1);
    expect(prepared).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(prepared).toEqual([{ day: '2026-11-28', at: Date.parse('2026-11-27T23:59:00+09:00') }]);
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    expect(prepared.map((p) => p.day)).toEqual(['2026-11-28', '2026-11-29']);
    expect(prepared[1]!.at).toBe(Date.parse('2026-11-28T23:59:00+09:00'));
    turn.stop();
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * MINUTE);
    expect(prepared).toHaveLength(2);
  });

  it('prepares at once when started within the lead, and goes on after a failure', async () => {
    vi.setSystemTime(Date.parse('2026-11-27T23:59:30+09:00'));
    const days: string[] = [];
    const errors: unknown[] = [];
    const turn = beforeKoreanMidnight({
      leadMs: MINUTE,
      prepare: async (day) => {
        days.push(day);
        if (days.length === 1) throw new Error('database away');
      },
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(days).toEqual(['2026-11-28']);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    expect(days).toEqual(['2026-11-28', '2026-11-29']);
    turn.stop();
  });
});
