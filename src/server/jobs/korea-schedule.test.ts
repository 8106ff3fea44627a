import { describe, expect, it } from 'vitest';
import {
  isIsoWeek,
  isoWeekOf,
  mondayOf,
  nextDailyInKorea,
  nextWeeklyInKorea,
  nextWholeHour,
} from './korea-schedule.js';

const nextMondayNine = (iso: string) => nextWeeklyInKorea(new Date(iso), 1, 9).toISOString();

describe('next Monday 09:00 in Korea (00:00 UTC)', () => {
  it.each([
    // A Wednesday in Seoul: the coming Monday.
    ['2026-11-25T22:16:00Z', '2026-11-30T00:00:00.000Z'],
    // Sunday 23:59:59 UTC is Monday 08:59:59 in Seoul: one second to go.
    ['2026-11-29T23:59:59Z', '2026-11-30T00:00:00.000Z'],
    // Exactly 09:00 in Seoul has begun: the next is a week on.
    ['2026-11-30T00:00:00Z', '2026-12-07T00:00:00.000Z'],
    ['2026-11-30T00:00:01Z', '2026-12-07T00:00:00.000Z'],
    // Sunday 15:00 UTC is already Monday 00:00 in Seoul (a different UTC day): 9 hours later.
    ['2026-11-29T15:00:00Z', '2026-11-30T00:00:00.000Z'],
    // Sunday 14:59 UTC is still Sunday in Seoul.
    ['2026-11-29T14:59:00Z', '2026-11-30T00:00:00.000Z'],
    // Across a year end: New Year's Eve (Thursday) to Monday 4 January.
    ['2026-12-31T20:00:00Z', '2027-01-04T00:00:00.000Z'],
    // Monday 28 December 2026, 09:00 in Seoul, is week 53; the next is 2027-W01.
    ['2026-12-28T00:00:00Z', '2027-01-04T00:00:00.000Z'],
    // 2024-12-30 is a Monday of 2025-W01.
    ['2024-12-29T23:00:00Z', '2024-12-30T00:00:00.000Z'],
    // A leap day.
    ['2028-02-28T16:00:00Z', '2028-03-06T00:00:00.000Z'],
  ])('after %s it is %s', (after, expected) => {
    expect(nextMondayNine(after)).toBe(expected);
  });

  it('daily 09:00 in Korea and the next whole hour', () => {
    expect(nextDailyInKorea(new Date('2026-12-31T23:59:00Z'), 9).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(nextDailyInKorea(new Date('2027-01-01T00:00:00Z'), 9).toISOString()).toBe(
      '2027-01-02T00:00:00.000Z',
    );
    expect(nextDailyInKorea(new Date('2026-11-27T14:59:00Z'), 23, 59).toISOString()).toBe(
      '2026-11-28T14:59:00.000Z',
    );
    expect(nextWholeHour(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2026-11-23', '2026-W48'],
    ['2026-12-28', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2024-12-30', '2025-W01'],
    ['2021-01-03', '2020-W53'],
  ])('%s is in %s', (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
  });

  it('finds the Monday of a week, and refuses a week that does not exist', () => {
    expect(mondayOf('2026-W48')).toBe('2026-11-23');
    expect(mondayOf('2026-W53')).toBe('2026-12-28');
    expect(mondayOf('2025-W01')).toBe('2024-12-30');
    expect(isIsoWeek('2026-W53')).toBe(true);
    expect(isIsoWeek('2027-W53')).toBe(false);
    expect(isIsoWeek('2026-48')).toBe(false);
  });
});
