import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDay,
  formatDuration,
  formatEventTime,
  formatPeriod,
  formatUpdated,
} from './format.js';

describe('detail formats', () => {
  it('writes days and periods', () => {
    expect(formatDay('2026-10-28', 'ko-KR')).toBe('2026.10.28');
    expect(formatDay('2026-10-28', 'en-US')).toBe('Oct 28, 2026');
    expect(formatPeriod('2026-10-28', '2026-11-27', 'ko-KR')).toBe('2026.10.28 ~ 2026.11.27');
    expect(formatPeriod(null, '2026-11-27', 'ko-KR')).toBe('~ 2026.11.27');
    expect(formatPeriod('2026-10-28', null, 'ko-KR')).toBe('2026.10.28 ~');
    expect(formatPeriod(null, null, 'ko-KR')).toBe('');
    expect(formatPeriod('2026-10-28', '2026-11-27', 'en-US')).toBe('Oct 28, 2026 – Nov 27, 2026');
  });

  it('writes event times in Korean time, whatever offset they come with', () => {
    expect(formatEventTime('2026-11-30T20:00:00+09:00', '2026-11-30T21:30:00+09:00', 'ko-KR')).toBe(
      '2026년 11월 30일(월) 20:00 ~ 21:30',
    );
    expect(formatEventTime('2026-11-30T11:00:00Z', '2026-12-02T09:00:00Z', 'ko-KR')).toBe(
      '2026년 11월 30일(월) 20:00 ~ 12월 2일(수) 18:00',
    );
    expect(formatEventTime('2026-12-31T23:00:00+09:00', '2027-01-01T01:00:00+09:00', 'ko-KR')).toBe(
      '2026년 12월 31일(목) 23:00 ~ 2027년 1월 1일(금) 01:00',
    );
    expect(formatEventTime('2026-11-30T20:00:00+09:00', '2026-11-30T21:30:00+09:00', 'en-US')).toBe(
      'Mon, Nov 30, 2026, 8:00 PM – 9:30 PM KST',
    );
    expect(formatEventTime('2026-11-30T00:30:00+09:00', 'not a time', 'en-US')).toBe(
      'Mon, Nov 30, 2026, 12:30 AM KST',
    );
    expect(formatEventTime('nonsense', 'nonsense', 'ko-KR')).toBe('');
  });

  it('writes video lengths', () => {
    expect(formatDuration(285, 'ko-KR')).toBe('4분 45초');
    expect(formatDuration(240, 'ko-KR')).toBe('4분');
    expect(formatDuration(45, 'ko-KR')).toBe('45초');
    expect(formatDuration(3720, 'ko-KR')).toBe('1시간 2분');
    expect(formatDuration(3600, 'en-US')).toBe('1 hr');
    expect(formatDuration(285, 'en-US')).toBe('4 min 45 sec');
    expect(formatClock(285)).toBe('4:45');
    expect(formatClock(3723)).toBe('1:02:03');
  });

  it('writes the last update as a Korean day', () => {
    expect(formatUpdated('2026-11-21T16:30:00Z', 'ko-KR')).toBe('2026.11.22');
  });
});
