import { describe, expect, it } from 'vitest';
import { nextKoreanMidnight } from './korea-midnight.js';

describe('nextKoreanMidnight', () => {
  it('is the coming 00:00 in Korea (15:00 UTC), from any moment of the Korean day', () => {
    const midnight = Date.parse('2026-07-02T00:00:00+09:00');
    for (const moment of [
      '2026-07-01T00:00:00+09:00',
      '2026-07-01T09:30:00+09:00',
      '2026-07-01T23:59:59.999+09:00',
      // 07:50 in Los Angeles is already 23:50 in Korea.
      '2026-07-01T07:50:00-07:00',
    ]) {
      expect(nextKoreanMidnight(Date.parse(moment)), moment).toBe(midnight);
    }
    expect(nextKoreanMidnight(midnight)).toBe(Date.parse('2026-07-03T00:00:00+09:00'));
  });
});
