import type { Locale } from './locale.js';

/**
 * How long ago something happened, by the rule of product §9: under 5 minutes "just now", then
 * minutes, then hours, then "N days ago" up to 3 days, and a date (in Korea) after that.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Below this an event is "just now" (product §9). */
export const JUST_NOW_MS = 5 * MINUTE_MS;
/** Up to this many whole days an event is "N days ago"; older ones show their date (product §9). */
export const MAX_RELATIVE_DAYS = 3;

export type RelativeTime =
  | { unit: 'just_now' }
  | { unit: 'minutes' | 'hours' | 'days'; count: number }
  | { unit: 'date'; date: Date };

export function relativeTimeOf(when: Date, now: Date): RelativeTime {
  // A clock a little ahead of ours (another machine's) still reads as "just now".
  const elapsed = Math.max(0, now.getTime() - when.getTime());
  const days = Math.floor(elapsed / DAY_MS);
  if (days > MAX_RELATIVE_DAYS) return { unit: 'date', date: when };
  if (days > 0) return { unit: 'days', count: days };
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours > 0) return { unit: 'hours', count: hours };
  if (elapsed < JUST_NOW_MS) return { unit: 'just_now' };
  return { unit: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
}

const DATE_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  'ko-KR': new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' }),
  'en-US': new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Seoul' }),
};

/**
 * The text of `relativeTimeOf` in the user's language: `t` looks up the `relativeTime` catalogue
 * (방금 전 / 5분 전 / 3시간 전 / 2일 전; a count of 1 takes the `…One` key), and a date is the calendar day in Korea (2026. 11. 18.).
 */
export function formatRelativeTime(
  when: Date,
  now: Date,
  locale: Locale,
  t: (key: string, values?: Record<string, number>) => string,
): string {
  const relative = relativeTimeOf(when, now);
  switch (relative.unit) {
    case 'just_now':
      return t('relativeTime.justNow');
    case 'date':
      return DATE_FORMATS[locale].format(relative.date);
    default:
      // English says "1 hour ago" but "2 hours ago"; Korean reads the same either way.
      return t(`relativeTime.${relative.unit}${relative.count === 1 ? 'One' : ''}`, {
        count: relative.count,
      });
  }
}
