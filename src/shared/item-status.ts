import type { ApplyStatus, ItemLabel } from './contract/catalogue.js';
import { daysBetween } from './korea-date.js';

/** How an item takes applications: a date range, 상시, 마감 without dates, or nothing (videos). */
export type ApplyKind = 'range' | 'always' | 'closed' | 'none';

export interface ApplyPeriod {
  applyKind: ApplyKind;
  applyStart: string | null;
  applyEnd: string | null;
}

/** The application state on a Korean day (product §4 labels); null for items without applications. */
export function applyStatusOn(period: ApplyPeriod, today: string): ApplyStatus | null {
  const { applyKind, applyStart, applyEnd } = period;
  if (applyKind === 'none') return null;
  if (applyKind === 'always') return 'ALWAYS';
  if (applyKind === 'closed' || !applyStart || !applyEnd || applyEnd < today) return 'CLOSED';
  return applyStart > today ? 'COMING' : 'ING';
}

/** Days left to apply (0 on the last day) while an item with a deadline is open; else null. */
export function dDayOn(period: ApplyPeriod, today: string): number | null {
  if (applyStatusOn(period, today) !== 'ING' || !period.applyEnd) return null;
  return daysBetween(today, period.applyEnd);
}

export function labelsOn(period: ApplyPeriod & { isPick: boolean }, today: string): ItemLabel[] {
  const status = applyStatusOn(period, today);
  return [...(period.isPick ? (['PICK'] as const) : []), ...(status ? [status] : [])];
}
