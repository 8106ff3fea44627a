import type { Locale } from './locale.js';

/**
 * An amount the sources give in 만 원: "7,500" in Korean (the sentence adds 만 원), "₩75M" in
 * English. Policy details and matching reasons write amounts the same way.
 */
export function formatManwon(value: number, locale: Locale): string {
  if (locale === 'ko-KR') return new Intl.NumberFormat(locale).format(value);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'KRW',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value * 10_000);
}
