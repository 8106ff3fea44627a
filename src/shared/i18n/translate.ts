import type { Locale } from '../locale.js';
import { en } from './en.js';
import { interpolate, lookup, type MessageValues } from './format.js';
import { ko, type Messages } from './ko.js';

const CATALOGUES: Record<Locale, Messages> = { 'ko-KR': ko, 'en-US': en };

/**
 * The server's translation: a dotted key (`errors.not_found`) in a locale's catalogue. Returns
 * undefined for an unknown key so callers decide their own fallback.
 */
export function translate(locale: Locale, key: string, values?: MessageValues): string | undefined {
  const text = lookup(CATALOGUES[locale], key);
  return typeof text === 'string' ? interpolate(text, values) : undefined;
}
