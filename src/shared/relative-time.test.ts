import { describe, expect, it } from 'vitest';
import { en } from './i18n/en.js';
import { interpolate, lookup } from './i18n/format.js';
import { ko } from './i18n/ko.js';
import { formatRelativeTime, relativeTimeOf } from './relative-time.js';

const NOW = new Date('2026-11-22T09:00:00+09:00');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function textIn(catalogue: unknown) {
  return (key: string, values?: Record<string, number>) => {
    const text = lookup(catalogue, key);
    if (typeof text !== 'string') throw new Error(`no text for ${key}`);
    return interpolate(text, values);
  };
}

describe('relative times (product §9)', () => {
  it.each([
    [0, { unit: 'just_now' }],
    [4 * MINUTE + 59 * SECOND, { unit: 'just_now' }],
    [5 * MINUTE, { unit: 'minutes', count: 5 }],
    [59 * MINUTE + 59 * SECOND, { unit: 'minutes', count: 59 }],
    [HOUR, { unit: 'hours', count: 1 }],
    [23 * HOUR + 59 * MINUTE, { unit: 'hours', count: 23 }],
    [DAY, { unit: 'days', count: 1 }],
    [3 * DAY + 23 * HOUR, { unit: 'days', count: 3 }],
  ])('%i ms ago is %o', (elapsed, expected) => {
    expect(relativeTimeOf(ago(elapsed), NOW)).toEqual(expected);
  });

  it('shows a date once more than 3 whole days have passed', () => {
    expect(relativeTimeOf(ago(4 * DAY), NOW)).toEqual({ unit: 'date', date: ago(4 * DAY) });
  });

  it('reads a time from a clock slightly ahead as just now, never as negative minutes', () => {
    expect(relativeTimeOf(new Date(NOW.getTime() + 30 * SECOND), NOW)).toEqual({
      unit: 'just_now',
    });
  });

  it('speaks Korean 해요체 and English with singular and plural', () => {
    const koText = textIn(ko);
    const enText = textIn(en);
    expect(formatRelativeTime(ago(MINUTE), NOW, 'ko-KR', koText)).toBe('방금 전');
    expect(formatRelativeTime(ago(MINUTE), NOW, 'en-US', enText)).toBe('just now');
    expect(formatRelativeTime(ago(12 * MINUTE), NOW, 'ko-KR', koText)).toBe('12분 전');
    expect(formatRelativeTime(ago(12 * MINUTE), NOW, 'en-US', enText)).toBe('12 minutes ago');
    expect(formatRelativeTime(ago(HOUR), NOW, 'ko-KR', koText)).toBe('1시간 전');
    expect(formatRelativeTime(ago(HOUR), NOW, 'en-US', enText)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(5 * HOUR), NOW, 'en-US', enText)).toBe('5 hours ago');
    expect(formatRelativeTime(ago(DAY), NOW, 'ko-KR', koText)).toBe('1일 전');
    expect(formatRelativeTime(ago(DAY), NOW, 'en-US', enText)).toBe('1 day ago');
    expect(formatRelativeTime(ago(3 * DAY), NOW, 'en-US', enText)).toBe('3 days ago');
  });

  it('gives the calendar day in Korea, not in the machine’s time zone', () => {
    // 2026-11-17 23:30 UTC is already 18 November in Seoul.
    const lateUtc = new Date('2026-11-17T23:30:00Z');
    expect(formatRelativeTime(lateUtc, NOW, 'ko-KR', textIn(ko))).toBe('2026. 11. 18.');
    expect(formatRelativeTime(lateUtc, NOW, 'en-US', textIn(en))).toBe('Nov 18, 2026');
  });
});
