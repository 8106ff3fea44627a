import type { Locale } from '../locale.js';
import { en } from './en.js';
import { ko, type Messages } from './ko.js';

const CATALOGUES: Record<Locale, Messages> = { 'ko-KR': ko, 'en-US': en };

/**
 * Looks up a dotted key (`errors.not_found`) in a locale's catalogue and fills `{{name}}`
 * placeholders. Used by the server; the client goes through react-i18next with the same catalogues.
 * Returns undefined for an unknown key so callers decide their own fallback.
 */
export function translate(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string | undefined {
  let node: unknown = CATALOGUES[locale];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') return undefined;
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
