import { describe, expect, it } from 'vitest';
import { applyStatusOn, dDayOn, labelsOn } from './item-status.js';
import { addDays, daysBetween, koreaToday } from './korea-date.js';

const range = (applyStart: string, applyEnd: string) => ({
  applyKind: 'range' as const,
  applyStart,
  applyEnd,
});

describe('application state on a Korean day', () => {
  it('is ING from the first to the last day inclusive, COMING before, CLOSED after', () => {
    const period = range('2026-03-01', '2026-03-31');
    expect(applyStatusOn(period, '2026-02-28')).toBe('COMING');
    expect(applyStatusOn(period, '2026-03-01')).toBe('ING');
    expect(applyStatusOn(period, '2026-03-31')).toBe('ING');
    expect(applyStatusOn(period, '2026-04-01')).toBe('CLOSED');
  });

  it('knows 상시, 마감 without dates, and items without applications', () => {
    const none = { applyStart: null, applyEnd: null };
    expect(applyStatusOn({ applyKind: 'always', ...none }, '2026-01-01')).toBe('ALWAYS');
    expect(applyStatusOn({ applyKind: 'closed', ...none }, '2026-01-01')).toBe('CLOSED');
    expect(applyStatusOn({ applyKind: 'none', ...none }, '2026-01-01')).toBeNull();
  });

  it('counts D-Day to the deadline only while open', () => {
    const period = range('2026-03-01', '2026-03-31');
    expect(dDayOn(period, '2026-03-31')).toBe(0);
    expect(dDayOn(period, '2026-03-24')).toBe(7);
    expect(dDayOn(period, '2026-02-28')).toBeNull();
    expect(dDayOn(period, '2026-04-01')).toBeNull();
  });

  it('puts PICK first', () => {
    expect(labelsOn({ ...range('2026-03-01', '2026-03-31'), isPick: true }, '2026-03-02')).toEqual([
      'PICK',
      'ING',
    ]);
  });
});

describe('Korean calendar days', () => {
  it('turn over at midnight in Seoul, not UTC', () => {
    expect(koreaToday(new Date('2026-01-01T14:59:59Z'))).toBe('2026-01-01');
    expect(koreaToday(new Date('2026-01-01T15:00:00Z'))).toBe('2026-01-02');
  });

  it('add and count days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-12-25', '2027-01-01')).toBe(7);
    expect(daysBetween('2027-01-01', '2026-12-25')).toBe(-7);
  });
});
