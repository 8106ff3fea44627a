import type { Locale } from '../../../shared/locale.js';
import { sigunguOf } from '../../../shared/sigungu.js';

/**
 * The 시·군·구 of one 시·도 as select options, from the shared table (src/shared/sigungu.ts, about
 * 250 places): this module loads with the 시·군·구 step only, not with the survey's first screen.
 */
export function sigunguOptions(sido: string, locale: Locale): { value: string; label: string }[] {
  return sigunguOf(sido).map((place) => ({
    value: place.code,
    label: locale === 'en-US' ? place.en : place.ko,
  }));
}
